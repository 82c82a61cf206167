import type { TInvoiceCharge } from '@prapa/contracts/invoice-charges';
import { bangkokToday } from '@prapa/domain/bill-state';
import { ROLE } from '@prapa/domain/roles';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import {
  findChargeForUpdate,
  listClientCharges,
  waiveCharge,
} from './invoice-charges.repository.ts';

export async function getClientCharges(
  ctx: RequestContext,
  clientId: number,
): Promise<TInvoiceCharge[]> {
  return listClientCharges(ctx.db, clientId);
}

/**
 * Waives a late fee (ADMIN or DEV) with a reason, audited (docs/decisions/028). Only on a bill
 * still unpaid: the line stays, marked, and leaves the bill's total, so the member's debt stays
 * the sum of what is still due. A paid bill's fee would be a refund, which this is not.
 */
export async function waiveLateFee(
  ctx: RequestContext,
  id: number,
  reason: string,
): Promise<TInvoiceCharge> {
  const account = requireAccount(ctx);
  if (account.role !== ROLE.ADMIN && account.role !== ROLE.DEV) {
    throw new AppError('FORBIDDEN', { messageKey: 'charge.waive_admin_only' });
  }
  return withTransaction(ctx.db, async (tx) => {
    const charge = await findChargeForUpdate(tx, id);
    if (!charge) throw new AppError('NOT_FOUND', { messageKey: 'charge.not_found' });
    const refusal =
      charge.kind !== 'late_fee'
        ? 'charge.not_late_fee'
        : charge.waived
          ? 'charge.already_waived'
          : charge.invoice_status !== 'unpaid'
            ? `charge.invoice_${charge.invoice_status}`
            : null;
    if (refusal) {
      throw new AppError('CONFLICT', { messageKey: refusal, params: { no: charge.invoice_no } });
    }
    if (!(await waiveCharge(tx, charge, account.id, reason, ctx.now))) {
      // Credit or part payments already cover more than the bill would ask without the fee:
      // waiving it would be a refund, which this is not (decision 028).
      throw new AppError('CONFLICT', {
        messageKey: 'charge.settled_beyond_waiver',
        params: { no: charge.invoice_no },
      });
    }
    await refreshClientDebt(tx, [charge.client_id], bangkokToday(ctx.now));
    await audit(tx, {
      ...auditFields(ctx),
      action: 'invoice_charge.waive',
      entity: 'invoice_charge',
      entityId: id,
      before: { waived: false, invoice_total_includes: charge.amount_satang },
      after: {
        waived: true,
        reason,
        client_id: charge.client_id,
        invoice_no: charge.invoice_no,
        amount_satang: charge.amount_satang,
      },
    });
    const [updated] = (await listClientCharges(tx, charge.client_id)).filter((c) => c.id === id);
    return updated!;
  });
}
