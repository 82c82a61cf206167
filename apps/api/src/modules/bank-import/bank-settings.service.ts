import type { TBankSettings, TBankSettingsInput } from '@prapa/contracts/bank-import';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTransaction } from '../../db/transaction.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';

type SettingsRow = {
  biller_id: string;
  accepted_channels: string;
  accounts: string;
  updated_at_ms: number | null;
};

/** The biller id (kept on the organisation, docs/decisions/020), accounts and channels. */
export async function findBankSettings(db: Db): Promise<TBankSettings> {
  const [row] = await rawRows<SettingsRow>(
    db,
    sql`select coalesce((select promptpay_biller_id from organisation where id = 1), '') as biller_id,
          coalesce((select array_to_json(accepted_channels)::text from bank_settings where id = 1), '[]')
            as accepted_channels,
          (select coalesce(json_agg(json_build_object('bank_code', bank_code, 'account_no',
              account_no, 'account_name', account_name) order by id), '[]')::text
            from bank_accounts) as accounts,
          (select (extract(epoch from updated_at) * 1000)::float8 from bank_settings where id = 1)
            as updated_at_ms`,
  );
  return {
    biller_id: row?.biller_id ?? '',
    accepted_channels: JSON.parse(row?.accepted_channels ?? '[]') as string[],
    accounts: JSON.parse(row?.accounts ?? '[]') as TBankSettings['accounts'],
    updated_at: row?.updated_at_ms == null ? null : new Date(row.updated_at_ms).toISOString(),
  };
}

export function getBankSettings(ctx: RequestContext): Promise<TBankSettings> {
  return findBankSettings(ctx.db);
}

export async function saveBankSettings(
  ctx: RequestContext,
  input: TBankSettingsInput,
): Promise<TBankSettings> {
  await changeSettings(ctx, async (tx) => {
    const channels = [...new Set(input.accepted_channels.map((c) => c.trim().toUpperCase()))];
    await writeBillerId(tx, input.biller_id.trim(), ctx.now);
    await tx.execute(
      sql`insert into bank_settings (id, accepted_channels, updated_at, updated_by)
          values (1, ${`{${channels.join(',')}}`}::text[], ${ctx.now.toISOString()},
            ${ctx.account?.id ?? null})
          on conflict (id) do update set accepted_channels = excluded.accepted_channels,
            updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    );
    await tx.execute(sql`delete from bank_accounts`);
    const seen = new Set<string>();
    for (const account of input.accounts) {
      const accountNo = account.account_no.replace(/[\s-]/g, '');
      const key = `${account.bank_code.trim()}/${accountNo}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await tx.execute(
        sql`insert into bank_accounts (bank_code, account_no, account_name)
            values (${account.bank_code.trim()}, ${accountNo}, ${account.account_name.trim()})`,
      );
    }
  });
  return findBankSettings(ctx.db);
}

/**
 * Sets the biller id alone: for the demo and the generator, which set up a new organisation
 * (accounts and channels stay as they are).
 */
export async function saveBillerId(ctx: RequestContext, billerId: string): Promise<void> {
  await changeSettings(ctx, (tx) => writeBillerId(tx, billerId, ctx.now));
}

/** One change of the bank settings in one transaction, audited before → after. */
async function changeSettings(ctx: RequestContext, write: (tx: Db) => Promise<void>) {
  await withTransaction(ctx.db, async (tx) => {
    const before = await findBankSettings(tx);
    await write(tx);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'bank_settings.update',
      entity: 'bank_settings',
      entityId: 1,
      before,
      after: await findBankSettings(tx),
    });
  });
}

/** The one statement that writes the biller id: the bank settings own it, not the organisation form. */
async function writeBillerId(tx: Db, billerId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`update organisation set promptpay_biller_id = ${billerId}, updated_at = ${now.toISOString()}
        where id = 1`,
  );
}
