import type { TClient, TClientSummaryRow, TGroupTotal } from '@prapa/contracts/clients';
import { cancel, isActive, parseStatusCode, reinstate } from '@prapa/domain/client-status';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { clientNotFound } from './client-mapping.ts';
import { getClient } from './client-queries.service.ts';
import { summariseByArea } from './client-rows.repository.ts';
import { findStatusHistory, insertStatusHistory } from './client-status-history.repository.ts';
import { readStatusCounts } from './client-tallies.repository.ts';
import { findClientForUpdate, findClientsForUpdate, updateClient } from './clients.repository.ts';

/**
 * Ignored clients stay on the register and keep their readings, but the bill run issues them
 * no invoice (docs/decisions/004-ignored-clients.md). The status code is not touched.
 * Returns the ids that changed; clients already in the wanted state are left alone.
 */
export async function setClientsIgnored(
  ctx: RequestContext,
  ids: readonly number[],
  ignored: boolean,
  reason: string,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  return withTransaction(ctx.db, async (tx) => {
    const rows = await findClientsForUpdate(tx, unique);
    // All or nothing: one unknown id fails the whole selection.
    if (rows.length !== unique.length) throw clientNotFound();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const changed: number[] = [];
    for (const id of unique) {
      const row = byId.get(id);
      if (!row || row.ignored === ignored) continue;
      const after = { ignored, ignored_reason: ignored ? reason : '' };
      await updateClient(tx, id, { ignored, ignoredReason: after.ignored_reason }, ctx.now);
      await insertStatusHistory(tx, {
        clientId: id,
        accountId: ctx.account?.id ?? null,
        action: ignored ? 'ignore' : 'normal',
        statusBefore: row.statusCode,
        statusAfter: row.statusCode,
        reason,
        at: ctx.now,
      });
      await audit(tx, {
        ...auditFields(ctx),
        action: ignored ? 'client.ignore' : 'client.normal',
        entity: 'client',
        entityId: id,
        before: { ignored: row.ignored, ignored_reason: row.ignoredReason },
        after: ignored ? after : { ...after, reason },
      });
      changed.push(id);
    }
    return changed;
  });
}

/**
 * Cancel (1_x → 2_x) or reinstate (2_x → 1_x). The debt half stays as it is: a cancelled user
 * can still owe money, and only the invoices feature changes it.
 */
export async function changeClientStatus(
  ctx: RequestContext,
  params: { id: number; action: 'cancel' | 'reinstate'; reason: string },
): Promise<TClient> {
  await withTransaction(ctx.db, async (tx) => {
    const row = await findClientForUpdate(tx, params.id);
    if (!row) throw clientNotFound();
    const code = parseStatusCode(row.statusCode);
    if (!code) throw new Error(`unknown client status code ${row.statusCode}`);
    if (params.action === 'cancel' && !isActive(code)) {
      throw new AppError('CONFLICT', { messageKey: 'client_already_cancelled' });
    }
    if (params.action === 'reinstate' && isActive(code)) {
      throw new AppError('CONFLICT', { messageKey: 'client_already_active' });
    }
    const next = params.action === 'cancel' ? cancel(code) : reinstate(code);
    await updateClient(tx, params.id, { statusCode: next }, ctx.now);
    await insertStatusHistory(tx, {
      clientId: params.id,
      accountId: ctx.account?.id ?? null,
      action: params.action,
      statusBefore: code,
      statusAfter: next,
      reason: params.reason,
      at: ctx.now,
    });
    await audit(tx, {
      ...auditFields(ctx),
      action: `client.${params.action}`,
      entity: 'client',
      entityId: params.id,
      before: { status_code: code },
      after: { status_code: next, reason: params.reason },
    });
  });
  return getClient(ctx, params.id);
}

/** The client drawer's status history; an unknown or deleted client is 404. */
export async function getStatusHistory(ctx: RequestContext, clientId: number) {
  await getClient(ctx, clientId);
  return findStatusHistory(ctx.db, clientId);
}

export async function getGroupTotal(ctx: RequestContext): Promise<TGroupTotal[]> {
  // Kept by migration 0019's triggers as clients change, not counted over the register.
  const counts = await readStatusCounts(ctx.db);
  const count = (code: string) => counts.find((row) => row.statusCode === code)?.n ?? 0;
  return [
    {
      active: count('1_0'),
      active_debt: count('1_1'),
      inactive: count('2_0'),
      inactive_debt: count('2_1'),
    },
  ];
}

export async function getClientSummary(ctx: RequestContext): Promise<TClientSummaryRow[]> {
  const rows = await summariseByArea(ctx.db);
  return rows.map((row) => ({
    area: row.areaId,
    area_code: row.areaCode,
    area_name: row.areaName,
    s_1_0: row.s10,
    s_1_1: row.s11,
    s_2_0: row.s20,
    s_2_1: row.s21,
    total: row.total,
    debt: row.debtSatang,
  }));
}
