import type { TBillCheckRequest, TBillCheckResult } from '@prapa/contracts/bill-check';
import { BILL_CHECK_PATH } from '@prapa/contracts/bill-check-path';
import type { Lang } from './i18n.tsx';

export type BillCheckOutcome =
  | { kind: 'found'; result: TBillCheckResult }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

/**
 * The page's one call. Only types come from the contracts: zod would weigh more than the
 * whole page, and the server already validates both the request and its own answer.
 */
export async function checkBill(
  request: TBillCheckRequest,
  lang: Lang,
  signal?: AbortSignal,
): Promise<BillCheckOutcome> {
  let response: Response;
  try {
    response = await fetch(BILL_CHECK_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': lang },
      body: JSON.stringify(request),
      cache: 'no-store',
      signal,
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 200) {
    const body = (await response.json()) as { data: TBillCheckResult };
    return { kind: 'found', result: body.data };
  }
  // A malformed request cannot come from the form, so a 400 reads like not found.
  if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return {
      kind: 'rate-limited',
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
    };
  }
  return { kind: 'failed' };
}
