import { DEBT_PATHS, type TLetterSelection, ZLetterPreviewResponse } from '@prapa/contracts/debt';
import { ZJobResponse } from '@prapa/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
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

/**
 * POST …/letters: queue the issue of numbered letters; the answer is the background job to
 * follow (`useJob`). `invalidate` refreshes the debtor list once the job has issued them.
 */
export function issueLetters(params: TLetterSelection) {
  return apiRequest(DEBT_PATHS.letters, {
    method: 'POST',
    body: { params },
    schema: ZJobResponse,
  });
}

export function useIssueLetters() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: issueLetters });
  const invalidate = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: DEBT_QUERY_KEY }),
    [queryClient],
  );
  return { ...mutation, invalidate };
}

export const downloadLetterBatch = (batchNo: number) =>
  apiDownload(`${DEBT_PATHS.letterBatch}/${batchNo}/pdf`);

export const downloadLetterCopy = (letterId: number) =>
  apiDownload(`${DEBT_PATHS.letters}/${letterId}/copy`);
