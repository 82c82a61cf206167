import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

export type StoredAnswer = { request_hash: string; status_code: number; response: unknown };

/**
 * Claims `key` for `accountId` at the start of the write's transaction. The row is inserted
 * with a placeholder answer that the same transaction replaces before it commits, so a
 * committed key always carries its real answer.
 *
 * On PostgreSQL a concurrent request with the same key waits here on the primary key until
 * the first transaction ends (ON CONFLICT waits for an in-progress inserter): if the first
 * commits, this one gets no row and reads the stored answer; if it rolls back, this one
 * inserts and does the work itself. Returns null when claimed, else the stored answer.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  accountId: number,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | null> {
  const inserted = await rawRows<{ key: string }>(
    tx,
    sql`insert into idempotency_keys (account_id, key, request_hash, status_code, response)
        values (${accountId}, ${key}, ${requestHash}, 0, 'null'::jsonb)
        on conflict (account_id, key) do nothing
        returning key`,
  );
  if (inserted.length > 0) return null;
  // Read committed: this statement sees the row the other transaction committed.
  const [stored] = await rawRows<Omit<StoredAnswer, 'response'> & { response: string }>(
    tx,
    sql`select request_hash, status_code::int as status_code, response::text as response
        from idempotency_keys where account_id = ${accountId} and key = ${key}`,
  );
  if (!stored) throw new Error('idempotency key conflicted but no row is visible');
  return { ...stored, response: JSON.parse(stored.response) };
}
