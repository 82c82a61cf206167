import { ZOkResponse } from '@prapa/contracts/envelope';
import {
  type TRemittanceSettings,
  ZHolidaysResponse,
  ZPendingResponse,
  ZRemittanceResponse,
  ZRemittanceSettingsResponse,
  ZRemittancesResponse,
} from '@prapa/contracts/remittance';
import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { REMITTANCE_KEY as KEY } from './remittance-key.ts';

export function useRemittanceSettings() {
  return useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: ({ signal }) =>
      apiRequest(REMITTANCE_PATHS.settings, { schema: ZRemittanceSettingsResponse, signal }),
  });
}

export function useHolidays(year: number) {
  return useQuery({
    queryKey: [...KEY, 'holidays', year],
    queryFn: ({ signal }) =>
      apiRequest(REMITTANCE_PATHS.holidays, { query: { year }, schema: ZHolidaysResponse, signal }),
  });
}

export function usePending() {
  return useQuery({
    queryKey: [...KEY, 'pending'],
    queryFn: ({ signal }) =>
      apiRequest(REMITTANCE_PATHS.pending, { schema: ZPendingResponse, signal }),
  });
}

export function useRemittances() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) =>
      apiRequest(REMITTANCE_PATHS.remittances, { schema: ZRemittancesResponse, signal }),
  });
}

export function useRemittance(id: number) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(REMITTANCE_PATHS.remittance.replace(':id', String(id)), {
        schema: ZRemittanceResponse,
        signal,
      }),
  });
}

/** For the ADMIN dashboard: money past its remittance deadline. */
/** Every write of the accounting page refreshes everything remittance shows. */
function useRemittanceWrite<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useSaveSettings = () =>
  useRemittanceWrite((body: TRemittanceSettings) =>
    apiRequest(REMITTANCE_PATHS.settings, {
      method: 'PUT',
      body,
      schema: ZRemittanceSettingsResponse,
    }),
  );

export const useSaveHoliday = () =>
  useRemittanceWrite((body: { day: string; name: string }) =>
    apiRequest(REMITTANCE_PATHS.holidays, { method: 'POST', body, schema: ZHolidaysResponse }),
  );

export const useDeleteHoliday = () =>
  useRemittanceWrite((day: string) =>
    apiRequest(REMITTANCE_PATHS.holiday.replace(':day', day), {
      method: 'DELETE',
      schema: ZOkResponse,
    }),
  );

export const useCreateRemittance = () =>
  useRemittanceWrite((upTo: string) =>
    apiRequest(REMITTANCE_PATHS.remittances, {
      method: 'POST',
      body: { up_to: upTo },
      schema: ZRemittanceResponse,
    }),
  );

export const useMarkReceived = () =>
  useRemittanceWrite((v: { id: number; received_on: string; deposit_slip_no: string }) =>
    apiRequest(REMITTANCE_PATHS.received.replace(':id', String(v.id)), {
      method: 'POST',
      body: { received_on: v.received_on, deposit_slip_no: v.deposit_slip_no },
      schema: ZRemittanceResponse,
    }),
  );

/** The slip as an A4 PDF: the newest one kept in the file room (made when remitted and received). */
export const downloadSlipPdf = (id: number) =>
  apiDownload(REMITTANCE_PATHS.slipPdf.replace(':id', String(id)));
