import type { TClientStatusHistoryEntry } from '@prapa/contracts/client-status-history';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { clientStatusHistory } from '../../db/schema/client-status-history.ts';

export type StatusHistoryEntry = {
  clientId: number;
  accountId: number | null;
  action: TClientStatusHistoryEntry['action'];
  statusBefore: string;
  statusAfter: string;
  reason: string;
  at: Date;
};

/** In the transaction of the change it records. */
export async function insertStatusHistory(db: Db, entry: StatusHistoryEntry): Promise<void> {
  await db.insert(clientStatusHistory).values(entry);
}

/** A client's changes of standing, newest first, with who made them. */
export async function findStatusHistory(
  db: Db,
  clientId: number,
): Promise<TClientStatusHistoryEntry[]> {
  const rows = await rawRows<Omit<TClientStatusHistoryEntry, 'at'> & { at_ms: number }>(
    db,
    sql`select h.id::float8 as id, (extract(epoch from h.at) * 1000)::float8 as at_ms, h.action,
          h.status_before, h.status_after, h.reason,
          coalesce(nullif(trim(acc.full_name), ''), acc.user_name, '') as by
        from client_status_history h
        left join accounts acc on acc.id = h.account_id
        where h.client_id = ${clientId}
        order by h.at desc, h.id desc
        limit 500`,
  );
  return rows.map(({ at_ms, ...row }) => ({ ...row, at: new Date(at_ms).toISOString() }));
}
