import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

export type StoredAnswer = { request_hash: string; status_code: number; response: unknown };

/**
 * Claims `key` for `accountId` at the start of the write's transaction (the first part of the
 * payment's locking statement, `lockPayment`): returns one row when claimed, none when the
 * key is taken. The row is inserted with a placeholder answer that the same transaction
 * replaces before it commits, so a committed key always carries its real answer.
 *
 * On PostgreSQL a concurrent request with the same key waits here on the primary key until
 * the first transaction ends (ON CONFLICT waits for an in-progress inserter): if the first
 * commits, this one gets no row and reads the stored answer (`findStoredAnswer`); if it rolls
 * back, this one inserts and does the work itself.
 */
export function claimKeySql(accountId: number, key: string, requestHash: string): SQL {
  return sql`insert into idempotency_keys (account_id, key, request_hash, status_code, response)
        values (${accountId}, ${key}, ${requestHash}, 0, 'null'::jsonb)
        on conflict (account_id, key) do nothing
        returning key`;
}

/**
 * The answer stored under a key the claim found taken. A statement of its own: under read
 * committed it sees the row the other transaction committed while the claim waited.
 */
export async function findStoredAnswer(
  tx: Tx,
  accountId: number,
  key: string,
): Promise<StoredAnswer> {
  const [stored] = await rawRows<Omit<StoredAnswer, 'response'> & { response: string }>(
    tx,
    sql`select request_hash, status_code::int as status_code, response::text as response
        from idempotency_keys where account_id = ${accountId} and key = ${key}`,
  );
  if (!stored) throw new Error('idempotency key conflicted but no row is visible');
  return { ...stored, response: JSON.parse(stored.response) };
}
