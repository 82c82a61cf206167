import type { TClientStatus } from '@prapa/contracts/client-statuses';
import { parseStatusCode, type StatusCode, statusKey } from '@prapa/domain/client-status';
import type { ClientStatusRow } from '../../db/schema/client-statuses.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import {
  countLiveClientsWithStatus,
  findClientStatusForUpdate,
  listClientStatuses,
  updateClientStatusLabels,
} from './client-statuses.repository.ts';

function toClientStatus(row: ClientStatusRow, clientCount: number): TClientStatus {
  const code = parseStatusCode(row.code);
  if (!code) throw new Error(`Unknown client status ${row.code} in the database`);
  return {
    status_code: code,
    status_key: statusKey(code),
    status_name: row.nameTh,
    status_name_en: row.nameEn,
    color: row.color,
    client_count: clientCount,
  };
}

export async function listClientStatusConfigs(ctx: RequestContext): Promise<TClientStatus[]> {
  const rows = await listClientStatuses(ctx.db);
  return rows.map((row) => toClientStatus(row, row.clientCount));
}

/** Only the labels change: codes, colours and order are fixed (spec §4). */
export async function updateClientStatusConfig(
  ctx: RequestContext,
  code: StatusCode,
  input: { status_name: string; status_name_en: string },
): Promise<TClientStatus> {
  return withTransaction(ctx.db, async (tx) => {
    const before = await findClientStatusForUpdate(tx, code);
    if (!before) throw new AppError('NOT_FOUND');
    await updateClientStatusLabels(tx, code, {
      nameTh: input.status_name,
      nameEn: input.status_name_en,
    });
    await audit(tx, {
      ...auditFields(ctx),
      action: 'client_status.update',
      entity: 'client_status',
      entityId: code,
      before: { status_name: before.nameTh, status_name_en: before.nameEn },
      after: input,
    });
    const updated = { ...before, nameTh: input.status_name, nameEn: input.status_name_en };
    return toClientStatus(updated, await countLiveClientsWithStatus(tx, code));
  });
}
