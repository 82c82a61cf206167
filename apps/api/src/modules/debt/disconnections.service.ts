import type { TDisconnection } from '@prapa/contracts/debt';
import { bangkokToday } from '@prapa/domain/bill-state';
import {
  type DisconnectionAction,
  type DisconnectionState,
  nextDisconnectionState,
  OPEN_STATES,
} from '@prapa/domain/disconnection';
import { formatBaht } from '@prapa/domain/money';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findOrganisationName } from '../clients/clients.repository.ts';
import { findDebtSettings } from './debt-settings.repository.ts';
import { findDebtorRows } from './debtors.repository.ts';
import { toDebtorRow } from './debtors.service.ts';
import { findDisconnectionsOf } from './disconnections.repository.ts';
import type { WorkOrderInput } from './work-order-pdf.ts';

/** Candidates (final letter's deadline passed, still owing, no open order) and the orders. */
export async function getDisconnectionList(
  ctx: RequestContext,
  filter: { state?: DisconnectionState[] | undefined; area_id?: number | undefined },
) {
  const today = bangkokToday(ctx.now);
  const [candidates, orders] = await Promise.all([
    findDebtorRows(ctx.db, { today, areaId: filter.area_id, dueForDisconnection: true }),
    findDisconnectionsOf(ctx.db, {
      states: filter.state && filter.state.length > 0 ? filter.state : OPEN_STATES,
      ...(filter.area_id === undefined ? {} : { areaId: filter.area_id }),
    }),
  ]);
  return { candidates: candidates.map(toDebtorRow), orders };
}

/** Puts the given candidates on the disconnection list (pending orders), audited. */
export async function createDisconnections(ctx: RequestContext, clientIds: readonly number[]) {
  const by = ctx.account?.id ?? null;
  const today = bangkokToday(ctx.now);
  return withTransaction(ctx.db, async (tx) => {
    const due = await findDebtorRows(tx, { today, clientIds, dueForDisconnection: true });
    if (due.length !== new Set(clientIds).size) {
      throw new AppError('CONFLICT', { messageKey: 'debt.not_due_for_disconnection' });
    }
    const created = await rawRows<{ id: number; client_id: number }>(
      tx,
      sql`insert into disconnections (client_id, letter_id, state, amount_satang, created_at, created_by, updated_at)
          select d.id, (select k.id from debt_letters k where k.client_id = d.id and k.kind = 'final'
                        order by k.id desc limit 1),
                 'pending', d.amount, ${ctx.now.toISOString()}::timestamptz, ${by},
                 ${ctx.now.toISOString()}::timestamptz
          from unnest(${intArray(due.map((d) => d.client_id))}::int[],
                      ${intArray(due.map((d) => d.overdue_satang))}::bigint[]) as d(id, amount)
          returning id, client_id`,
    );
    for (const row of created) {
      await audit(tx, {
        ...auditFields(ctx),
        action: 'disconnection.create',
        entity: 'disconnection',
        entityId: row.id,
        after: { client_id: row.client_id, state: 'pending' },
      });
    }
    return { created: created.length };
  });
}

export type TransitionParams = {
  action: DisconnectionAction;
  on?: string | undefined;
  reading?: number | undefined;
  fee_paid_satang?: number | undefined;
  allow: boolean;
  note: string;
};

/** One move of an order's state machine (@prapa/domain/disconnection), dated and audited. */
export async function transitionDisconnection(
  ctx: RequestContext,
  id: number,
  params: TransitionParams,
): Promise<TDisconnection> {
  // Routes require a signed-in account; the demo seed acts as the system (no account).
  const by = ctx.account?.id ?? null;
  const today = bangkokToday(ctx.now);
  const on = params.on ?? today;
  const role = ctx.account?.role;
  if (params.allow && role !== ROLE.ADMIN && role !== ROLE.DEV) {
    throw new AppError('FORBIDDEN', { messageKey: 'debt.allow_admin_only' });
  }
  await withTransaction(ctx.db, async (tx) => {
    const [order] = await rawRows<{ state: DisconnectionState; client_id: number; unpaid: number }>(
      tx,
      sql`select x.state, x.client_id,
            coalesce((select sum(i.total_satang) from invoices i where i.client_id = x.client_id
              and i.receipt_id is null and i.cancelled_at is null and i.moved_to_plan_id is null), 0)::float8 as unpaid
          from disconnections x where x.id = ${id} for update of x`,
    );
    if (!order) throw new AppError('NOT_FOUND', { messageKey: 'debt.order_not_found' });
    const settings = await findDebtSettings(tx);
    const fee = settings.reconnection_fee_satang;
    // The reconnection fee is billed once on the member's next bill (decision 028), not
    // taken in cash here: a request needs the bills paid (that fee line too, once billed).
    const result = nextDisconnectionState(order.state, params.action, {
      unpaidSatang: order.unpaid,
      feeSatang: 0,
      feePaidSatang: 0,
      allowedByAdmin: params.allow,
    });
    if (!result.ok) {
      const messageKey = `debt.${result.reason}`;
      const amount = result.reason === 'fee_unpaid' ? fee : order.unpaid;
      throw new AppError('CONFLICT', {
        messageKey,
        params: { from: order.state, amount: formatBaht(amount) },
      });
    }
    const now = ctx.now.toISOString();
    const set = {
      disconnect: sql`disconnected_on = ${on}::date, disconnected_by = ${by},
        disconnect_reading = ${params.reading ?? null}, reconnection_fee_satang = ${fee}`,
      request_reconnect: sql`reconnect_requested_at = ${now}::timestamptz,
        reconnect_fee_satang = ${params.fee_paid_satang ?? null},
        reconnect_allowed_by = ${params.allow ? by : null}`,
      reconnect: sql`reconnected_on = ${on}::date, reconnected_by = ${by},
        reconnect_reading = ${params.reading ?? null}`,
      cancel: sql`cancelled_at = ${now}::timestamptz, cancelled_by = ${by}`,
    }[params.action];
    await tx.execute(
      sql`update disconnections set state = ${result.to}, ${set},
            note = case when ${params.note} = '' then note else ${params.note} end,
            updated_at = ${now}::timestamptz
          where id = ${id}`,
    );
    await audit(tx, {
      ...auditFields(ctx),
      action: `disconnection.${params.action}`,
      entity: 'disconnection',
      entityId: id,
      before: { state: order.state },
      after: {
        state: result.to,
        client_id: order.client_id,
        on,
        reading: params.reading ?? null,
        fee_paid_satang: params.fee_paid_satang ?? null,
        allowed: params.allow,
        note: params.note,
      },
    });
  });
  const [updated] = await findDisconnectionsOf(ctx.db, { ids: [id] });
  return updated!;
}

/** The field team's work order: pending orders in route order (A4 landscape PDF). */
export async function renderWorkOrder(ctx: RequestContext, areaId: number | undefined) {
  const [orders, organisation] = await Promise.all([
    findDisconnectionsOf(ctx.db, {
      states: ['pending'],
      ...(areaId === undefined ? {} : { areaId }),
    }),
    findOrganisationName(ctx.db),
  ]);
  const input: WorkOrderInput = { organisation, printedAt: ctx.now, orders };
  return renderPdfInWorker(
    new URL('./work-order-pdf.ts', import.meta.url).href,
    'workOrderDocument',
    input,
  );
}
