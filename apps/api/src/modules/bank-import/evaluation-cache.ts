import type { BankFileRead, BankState, Evaluation } from './bank-import.service.ts';

/**
 * The last dry runs of this process, so that their confirm need not read and match the file
 * again (issue #14 item 9: a 50,000-line file spends about a second of one core there).
 *
 * What a confirm may reuse is only what cannot have changed: the file (same bytes, by hash)
 * and its verdicts, and those only when the database state they were judged against is the
 * same row for row when read again under the confirm's locks (`sameState`). Anything else,
 * or a confirm on another process, or after `TTL_MS`, evaluates from scratch.
 * CSV / Excel lists are not kept: their reading depends on a saved column mapping as well.
 */
type Entry = { file: BankFileRead; state: BankState; evaluation: Evaluation; at: number };

const TTL_MS = 30 * 60_000;
/** A 50,000-line file's entry holds tens of megabytes: a couple are enough for one office. */
const MAX_ENTRIES = 2;
const entries = new Map<string, Entry>();

/** Field by field: the same settings, import, clients, invoices and known transactions. */
export function sameState(a: BankState, b: BankState): boolean {
  const sameRows = <T extends object>(x: readonly T[], y: readonly T[]) =>
    x.length === y.length &&
    x.every((row, i) => {
      const other = y[i] as T;
      return (Object.keys(row) as (keyof T)[]).every((k) => row[k] === other[k]);
    });
  return (
    a.alreadyImported === b.alreadyImported &&
    a.startMonth === b.startMonth &&
    JSON.stringify(a.settings) === JSON.stringify(b.settings) &&
    a.known.size === b.known.size &&
    [...a.known].every((key) => b.known.has(key)) &&
    sameRows(a.clients, b.clients) &&
    sameRows(a.invoiceRows, b.invoiceRows)
  );
}

export function keepEvaluation(
  file: BankFileRead,
  state: BankState,
  evaluation: Evaluation,
  now = Date.now(),
): void {
  if (file.table !== null) return;
  entries.delete(evaluation.dryRun.fingerprint);
  entries.set(evaluation.dryRun.fingerprint, {
    file,
    state,
    evaluation,
    at: now,
  });
  for (const key of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(key);
  }
}

/**
 * The kept dry run with this fingerprint whose file has these bytes, taken out of the cache
 * (a confirm is made once); undefined when there is none.
 */
export function takeEvaluation(
  fingerprint: string,
  sha256: string,
  now = Date.now(),
): Entry | undefined {
  const entry = entries.get(fingerprint);
  if (!entry) return undefined;
  entries.delete(fingerprint);
  if (now - entry.at > TTL_MS || entry.file.sha256 !== sha256) return undefined;
  return entry;
}
