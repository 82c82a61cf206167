import { READING_PATHS } from '@prapa/contracts/readings';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-download.ts';
import { withoutEmpty } from '../utils/without-empty.ts';
import type { WaterHistoryFilter } from './get-all-readings.ts';

/** The workbook is built by the API (exceljs lives on the server). */
export const WATER_HISTORY_XLSX_PATH = READING_PATHS.exportXlsx;

/** GET …/waterHistory/export-xlsx?cycleId=&area_id=, saved under the server's file name. */
export async function exportWaterHistory(filter: WaterHistoryFilter) {
  const file = await apiDownload(WATER_HISTORY_XLSX_PATH, withoutEmpty(filter));
  saveFile(file, 'water-history.xlsx');
  return file;
}

export function useExportWaterHistory() {
  return useMutation({ mutationFn: exportWaterHistory });
}
