import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type ClientStatusRow, clientStatuses } from '../../db/schema/client-statuses.ts';
import { clients } from '../../db/schema/clients.ts';

export type ClientStatusWithCount = ClientStatusRow & { clientCount: number };

export async function listClientStatuses(db: Db): Promise<ClientStatusWithCount[]> {
  // Clients on the books now; a deleted client is no longer in any status.
  const counts = db
    .select({ code: clients.statusCode, n: count().as('n') })
    .from(clients)
    .where(isNull(clients.deletedAt))
    .groupBy(clients.statusCode)
    .as('client_counts');
  const rows = await db
    .select({
      status: clientStatuses,
      clientCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(clientStatuses)
    .leftJoin(counts, eq(counts.code, clientStatuses.code))
    .orderBy(asc(clientStatuses.sortOrder));
  return rows.map(({ status, clientCount }) => ({ ...status, clientCount }));
}

export async function findClientStatusForUpdate(
  db: Db,
  code: string,
): Promise<ClientStatusRow | undefined> {
  const [row] = await db
    .select()
    .from(clientStatuses)
    .where(eq(clientStatuses.code, code))
    .limit(1)
    .for('update');
  return row;
}

export async function updateClientStatusLabels(
  db: Db,
  code: string,
  labels: { nameTh: string; nameEn: string },
): Promise<void> {
  await db.update(clientStatuses).set(labels).where(eq(clientStatuses.code, code));
}

export async function countLiveClientsWithStatus(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .where(and(eq(clients.statusCode, code), isNull(clients.deletedAt)));
  return row?.n ?? 0;
}
