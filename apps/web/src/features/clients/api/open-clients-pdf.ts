import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, openFileInNewTab } from '../../../lib/api-download.ts';
import type { ClientCheckboxQuery } from './client-query.ts';

/** GET …/get-client-by-checkbox-pdf: the ticked rows (`ids`) or else the filtered list, as PDF. */
export function openClientsPdf(query: ClientCheckboxQuery) {
  return openFileInNewTab(() => apiDownload(CLIENT_PATHS.byCheckboxPdf, query), 'clients.pdf');
}

export function useOpenClientsPdf() {
  return useMutation({ mutationFn: openClientsPdf });
}
