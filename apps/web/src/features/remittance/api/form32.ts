import { ZForm32Response, ZRegisterResponse } from '@prapa/contracts/remittance';
import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';

export type Form32Query = {
  view: 'area' | 'collector' | 'year';
  month?: string;
  fiscal_year?: number;
};

export function useForm32(query: Form32Query) {
  return useQuery({
    // Under the payments key: a payment or a void refreshes the form.
    queryKey: ['payments', 'form32', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(REMITTANCE_PATHS.form32, { query, schema: ZForm32Response, signal }),
  });
}

export function downloadForm32(query: Form32Query, format: 'pdf' | 'xlsx') {
  return apiDownload(
    format === 'pdf' ? REMITTANCE_PATHS.form32Pdf : REMITTANCE_PATHS.form32Xlsx,
    query,
  );
}

export function useReceiptRegister(fiscalYear: number) {
  return useQuery({
    queryKey: ['payments', 'register', fiscalYear],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(REMITTANCE_PATHS.register, {
        query: { fiscal_year: fiscalYear },
        schema: ZRegisterResponse,
        signal,
      }),
  });
}
