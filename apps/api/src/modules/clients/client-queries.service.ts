import {
  CLIENT_LOOKUP_LIMIT,
  type TClient,
  type TClientFilter,
  type TClientLookupItem,
  type TClientPage,
} from '@prapa/contracts/clients';
import type { RequestContext } from '../../lib/request-context.ts';
import type { ClientFilter, ClientOrder } from './client-filter.ts';
import { countClientsCached } from './client-list-total.ts';
import { clientNotFound, toClient, toLookupItem } from './client-mapping.ts';
import {
  findClientRow,
  listClientRows,
  lookupAll,
  lookupByMemberId,
} from './client-rows.repository.ts';

/** Reading clients: one, a page of the list, and the autocomplete lookups. */

export function filterOf(query: TClientFilter & { ids?: number[] | undefined }): ClientFilter {
  return {
    q: query.q,
    areaId: query.area_id,
    statusCodes: query.status_code,
    ignored: query.ignored,
    ids: query.ids,
  };
}

export async function getClient(ctx: RequestContext, id: number): Promise<TClient> {
  const row = await findClientRow(ctx.db, id);
  if (!row) throw clientNotFound();
  return toClient(row);
}

export async function findClientPage(
  ctx: RequestContext,
  query: { filter: ClientFilter; order: ClientOrder; page: number; pageSize: number },
): Promise<TClientPage> {
  const [rows, total] = await Promise.all([
    listClientRows(ctx.db, {
      filter: query.filter,
      order: query.order,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countClientsCached(ctx.db, query.filter),
  ]);
  return { rows: rows.map(toClient), total, page: query.page, page_size: query.pageSize };
}

export async function lookupClientsByMemberId(
  ctx: RequestContext,
  q: string,
): Promise<TClientLookupItem[]> {
  return (await lookupByMemberId(ctx.db, q, CLIENT_LOOKUP_LIMIT)).map(toLookupItem);
}

export async function lookupClients(ctx: RequestContext, q: string): Promise<TClientLookupItem[]> {
  return (await lookupAll(ctx.db, q, CLIENT_LOOKUP_LIMIT)).map(toLookupItem);
}
