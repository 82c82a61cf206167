import {
  DEBT_PATHS,
  type TLetterSelection,
  ZLetterIssuedResponse,
  ZLetterPreviewResponse,
} from '@prapa/contracts/debt';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import { DEBT_QUERY_KEY } from './debt-query-key.ts';

/** POST …/letters/preview: who would get a letter and the dates it would carry. */
export function previewLetters(params: TLetterSelection) {
  return apiRequest(DEBT_PATHS.letterPreview, {
    method: 'POST',
    body: { params },
    schema: ZLetterPreviewResponse,
  });
}

export function usePreviewLetters() {
  return useMutation({ mutationFn: previewLetters });
}

/** POST …/letters: issue the numbered letters; the debtor list then shows them. */
export function issueLetters(params: TLetterSelection) {
  return apiRequest(DEBT_PATHS.letters, {
    method: 'POST',
    body: { params },
    schema: ZLetterIssuedResponse,
  });
}

export function useIssueLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueLetters,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEBT_QUERY_KEY }),
  });
}

export const downloadLetterBatch = (batchNo: number) =>
  apiDownload(`${DEBT_PATHS.letterBatch}/${batchNo}/pdf`);

export const downloadLetterCopy = (letterId: number) =>
  apiDownload(`${DEBT_PATHS.letters}/${letterId}/copy`);
