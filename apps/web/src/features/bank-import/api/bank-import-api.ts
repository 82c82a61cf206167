import {
  BANK_IMPORT_PATHS,
  type TBankColumnMappingInput,
  type TBankFileUpload,
  type TBankResolveRequest,
  type TBankSettingsInput,
  ZBankColumnMappingResponse,
  ZBankDryRunResponse,
  ZBankImportDetailResponse,
  ZBankImportListResponse,
  ZBankMappingsResponse,
  ZBankPreviewResponse,
  ZBankResolveResponse,
  ZBankSettingsResponse,
} from '@prapa/contracts/bank-import';
import { pathWith } from '@prapa/contracts/config-paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload, saveFile } from '../../../lib/api-download.ts';
import { ORGANISATION_QUERY_KEY } from '../../../lib/organisation-query.ts';

const IMPORTS_KEY = ['bank-import', 'imports'] as const;
const SETTINGS_KEY = ['config', 'bank-settings'] as const;
const MAPPINGS_KEY = ['bank-import', 'mappings'] as const;

/** The receiving accounts and the CSV / Excel column mapping saved for each. */
export function useBankMappings() {
  return useQuery({
    queryKey: MAPPINGS_KEY,
    queryFn: ({ signal }) =>
      apiRequest(BANK_IMPORT_PATHS.mappings, {
        schema: ZBankMappingsResponse,
        ...(signal ? { signal } : {}),
      }),
  });
}

export function useSaveBankMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TBankColumnMappingInput) =>
      apiRequest(BANK_IMPORT_PATHS.mappings, {
        method: 'PUT',
        body: input,
        schema: ZBankColumnMappingResponse,
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY }),
  });
}

/** The first rows of a CSV / Excel list, to map its columns. */
export function useBankPreview() {
  return useMutation({
    mutationFn: (upload: Pick<TBankFileUpload, 'file_name' | 'content_base64'>) =>
      apiRequest(BANK_IMPORT_PATHS.preview, {
        method: 'POST',
        body: upload,
        schema: ZBankPreviewResponse,
      }),
    meta: { handlesErrors: true },
  });
}

/** POST dry-run: every line with its verdict; writes nothing. */
export function useBankDryRun() {
  return useMutation({
    mutationFn: (upload: TBankFileUpload) =>
      apiRequest(BANK_IMPORT_PATHS.dryRun, {
        method: 'POST',
        body: upload,
        schema: ZBankDryRunResponse,
      }),
    meta: { handlesErrors: true },
  });
}

const ZConfirmResponse = z.object({
  data: z.object({ import_id: z.number().int(), receipts: z.number().int() }),
});

export function useBankConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBankFileUpload & { fingerprint: string }) =>
      apiRequest(BANK_IMPORT_PATHS.confirm, { method: 'POST', body, schema: ZConfirmResponse }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}

/** Spec §9: the check page shows ten files a page. */
export const BANK_IMPORTS_PAGE_SIZE = 10;

/** GET one page of the imported files, newest first. */
export function useBankImports(page: number) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, 'page', page],
    queryFn: ({ signal }) =>
      apiRequest(BANK_IMPORT_PATHS.imports, {
        query: { page, page_size: BANK_IMPORTS_PAGE_SIZE },
        schema: ZBankImportListResponse,
        ...(signal ? { signal } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBankImport(id: number | null) {
  return useQuery({
    queryKey: [...IMPORTS_KEY, id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest(pathWith(BANK_IMPORT_PATHS.import, { id: id ?? 0 }), {
        schema: ZBankImportDetailResponse,
        ...(signal ? { signal } : {}),
      }),
  });
}

/** POST resolve: a held line paid, applied in part, kept as credit or refunded (decision 031). */
export function useResolveBankLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { importId: number; record: number; body: TBankResolveRequest }) =>
      apiRequest(pathWith(BANK_IMPORT_PATHS.resolveLine, { id: v.importId, record: v.record }), {
        method: 'POST',
        body: v.body,
        schema: ZBankResolveResponse,
      }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_KEY }),
  });
}

export async function downloadBankFile(id: number, fallbackName: string) {
  const file = await apiDownload(pathWith(BANK_IMPORT_PATHS.importFile, { id }));
  saveFile(file, fallbackName);
}

export function useBankSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) =>
      apiRequest(BANK_IMPORT_PATHS.settings, {
        schema: ZBankSettingsResponse,
        ...(signal ? { signal } : {}),
      }),
  });
}

export function useSaveBankSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TBankSettingsInput) =>
      apiRequest(BANK_IMPORT_PATHS.settings, {
        method: 'PUT',
        body: input,
        schema: ZBankSettingsResponse,
      }),
    meta: { handlesErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // The biller id lives on the organisation (docs/decisions/020).
      return queryClient.invalidateQueries({ queryKey: ORGANISATION_QUERY_KEY });
    },
  });
}
