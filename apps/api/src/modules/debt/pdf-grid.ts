import type { CustomTableLayout } from 'pdfmake/interfaces';

/** Thin grey rules around every cell: the debt documents' tables. */
export const GRID_LAYOUT: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#999999',
  vLineColor: () => '#999999',
};
