import type { TDisconnection } from '@prapa/contracts/debt';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

const SELECT = sql`select x.id, x.client_id, c.member_id as "memberId",
    trim(c.first_name || ' ' || c.last_name) as fullname, c.house_no,
    coalesce(a.area_name, '') as area_name, m.meter_no, x.state,
    x.amount_satang::float8 as amount_satang,
    coalesce((select sum(i.total_satang) from invoices i where i.client_id = x.client_id
      and i.receipt_id is null and i.cancelled_at is null and i.moved_to_plan_id is null), 0)::float8 as unpaid_satang,
    k.letter_no, x.created_at::text as created_at, x.disconnected_on::text as disconnected_on,
    x.disconnect_reading, x.reconnect_fee_satang::float8 as reconnect_fee_satang,
    x.reconnected_on::text as reconnected_on, x.reconnect_reading, x.note
  from disconnections x
  join clients c on c.id = x.client_id
  left join areas a on a.id = c.area_id
  left join meters m on m.client_id = c.id and m.removed_on is null
  left join debt_letters k on k.id = x.letter_id`;

const ROUTE = sql`a.route_order asc nulls last, lower(a.area_code), c.area_id,
  substring(c.house_no from '^[0-9]{1,15}')::bigint asc nulls last, c.house_no, c.member_id`;

export async function findDisconnectionsOf(
  db: Db,
  filter: {
    clientId?: number;
    states?: readonly string[];
    areaId?: number;
    ids?: readonly number[];
  },
): Promise<TDisconnection[]> {
  const where: SQL[] = [sql`true`];
  if (filter.clientId !== undefined) where.push(sql`x.client_id = ${filter.clientId}`);
  if (filter.areaId !== undefined) where.push(sql`c.area_id = ${filter.areaId}`);
  if (filter.states && filter.states.length > 0) {
    where.push(sql`x.state = any(${`{${filter.states.join(',')}}`}::text[])`);
  }
  if (filter.ids) where.push(sql`x.id = any(${`{${filter.ids.join(',')}}`}::int[])`);
  const order = filter.clientId !== undefined ? sql`x.id desc` : ROUTE;
  return rawRows<TDisconnection>(
    db,
    sql`${SELECT} where ${sql.join(where, sql` and `)} order by ${order}`,
  );
}
