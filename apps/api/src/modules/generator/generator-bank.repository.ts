import { encodeTis620 } from '@prapa/domain/tis620';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { bankRef, type GeneratorBank } from './generator-billing.repository.ts';
import type { CycleRow } from './generator-data.repository.ts';
import { FIRST_NAMES, LAST_NAMES, SHOP_NAMES } from './generator-names.ts';

/**
 * The bank files of the generated bank payments (docs/decisions/020, 031), written as a
 * confirmed import writes them: one file a day from the office's bank, every line with its
 * verdict and outcome, the receipts' bank references naming their line, an overpaid line's
 * rest as the member's credit (ledger and balance), a debtor's part payment as a held line
 * resolved by hand, and now and then a payment nobody could place, still held. The file itself
 * is built in the bank's fixed-width layout (TIS-620), so its download is what the lines say.
 */
const run = (db: Db, text: string) => db.execute(sql.raw(text));

/** Ref1 of the held lines: a member id no generated member has (at most 200,000). */
export const GENERATED_UNKNOWN_REF1 = '999999';
const HELD_PAYER = 'ผู้ชำระ ไม่ระบุเลขทะเบียน';

const hex = (bytes: Uint8Array) => `'\\x${Buffer.from(bytes).toString('hex')}'::bytea`;
const ascii = (text: string) => `convert_to(${text}, 'UTF8')`;
const spaces = (n: number) => `repeat(' ', ${n})`;
/** A text as TIS-620 bytes: Thai U+0E01–U+0E5B to 0xA1–0xFB, the rest as ASCII. */
const tis620 = (text: string) => `(select coalesce(string_agg(case
      when ascii(ch) between 3585 and 3675 then set_byte('\\x00'::bytea, 0, ascii(ch) - 3424)
      when ascii(ch) < 128 then convert_to(ch, 'UTF8') else '\\x3f'::bytea end, ''::bytea
      order by n), ''::bytea)
    from regexp_split_to_table(${text}, '') with ordinality as s(ch, n))`;
/**
 * The generated names' TIS-620 bytes, computed here once: the file's name field is a join on
 * them (a name not among them, as the demo's own, goes through `tis620` in SQL).
 */
const NAME_BYTES = (() => {
  const names = [...new Set<string>([...FIRST_NAMES, ...LAST_NAMES, ...SHOP_NAMES])];
  const text = names.map((n) => `'${n.replaceAll("'", "''")}'`).join(',');
  const bytes = names.map((n) => `'\\x${Buffer.from(encodeTis620(n)).toString('hex')}'`).join(',');
  return `unnest(array[${text}]::text[], array[${bytes}]::bytea[])`;
})();
const nameBytes = (column: string, alias: string) =>
  `left join ${NAME_BYTES} as ${alias}(name, b) on ${alias}.name = ${column}`;

const fixed = (bytes: string, width: number) =>
  `substring(${bytes} || convert_to(${spaces(width)}, 'UTF8') from 1 for ${width})`;
const ddmmyyyy = (date: string) => `to_char(${date}, 'DDMMYYYY')`;
const bangkok = (at: string) => `(${at} at time zone 'UTC' + interval '7 hours')`;

/**
 * Files of the bank payments of one cycle's bills (receipts whose id is the bill's), one per
 * day the bank took money. Held lines (an unknown Ref1) go into one file in four.
 */
export async function insertCycleBankFiles(
  db: Db,
  cycle: CycleRow,
  bank: GeneratorBank,
  now: string,
  /** The receipts were written with their bank reference (their bills were numbered first). */
  refsWritten: boolean,
): Promise<void> {
  const account = bank.accountNo.padStart(10, '0');
  const start = (type: string, seq: string) =>
    `'${type}' || lpad((${seq})::text, 6, '0') || '${bank.bankCode}' || '${account}'`;
  const company = encodeTis620(bank.companyName.slice(0, 40).padEnd(40, ' '));
  // The cycle's id range from its readings' index (offset 0: not min/max over the whole key).
  const [range] = await rawRows<{ lo: number | null; hi: number | null }>(
    db,
    sql.raw(`select min(id) as lo, max(id) as hi from
      (select id from meter_readings where cycle_id = ${cycle.id} offset 0) r`),
  );
  if (!range || range.lo === null || range.hi === null) return;
  await run(db, 'drop table if exists gen_bank_lines');
  // Every line of the cycle's files: the bank receipts, then the held payments.
  await run(
    db,
    `create temp table gen_bank_lines as
      with paid as (
        select r.id as receipt_id, r.client_id, r.receipt_date as day, r.bank_paid_at as at,
          r.amount_satang as amount, r.advance_satang as credit, r.bank_code as payer_bank,
          r.bank_channel as channel, trim(c.first_name || ' ' || c.last_name) as name,
          coalesce(fb.b, ${tis620('c.first_name')}) || case when c.last_name = '' then ''::bytea
            else '\\x20'::bytea || coalesce(lb.b, ${tis620('c.last_name')}) end as name_bytes,
          split_part(${bankRef('c.member_id', 'i.invoice_no')}, '/', 1) as ref1,
          replace(i.invoice_no, '/', '') as ref2, i.id as invoice_id, i.receipt_id is null as part
        from receipts r join invoices i on i.id = r.id join clients c on c.id = r.client_id
          ${nameBytes('c.first_name', 'fb')} ${nameBytes('c.last_name', 'lb')}
        -- The cycle's receipts by id (a receipt's id is its bill's, a bill's its reading's,
        -- and a cycle's readings are one statement's ids): a range of the primary key.
        where r.id between ${range.lo} and ${range.hi} and i.cycle_id = ${cycle.id} and r.method = 'bank'
      ),
      held as (
        select null::int as receipt_id, null::int as client_id, d.day,
          (d.day + time '19:30' - interval '7 hours') at time zone 'UTC' as at,
          (100 + (extract(day from d.day)::int * 37) % 400)::bigint * 100 as amount,
          0::bigint as credit, '${bank.bankCode}'::text as payer_bank, 'NET'::text as channel,
          '${HELD_PAYER}'::text as name, ${hex(encodeTis620(HELD_PAYER))} as name_bytes,
          '${GENERATED_UNKNOWN_REF1}'::text as ref1,
          ''::text as ref2, null::int as invoice_id, false as part
        from (select distinct day from paid) d
        where extract(day from d.day)::int % 4 = 0
          and (d.day + time '19:30' - interval '7 hours') at time zone 'UTC' < timestamptz '${now}'
      ),
      lines as (select * from paid union all select * from held)
      select l.*, dense_rank() over (order by l.day)
          + (select coalesce(max(id), 0) from bank_imports) as import_id,
        -- The day's payments in time order, then what nobody could place (as the receipts'
        -- bank_ref numbers them).
        1 + row_number() over (partition by l.day order by l.receipt_id is null, l.at, l.receipt_id)
          as record,
        case when l.receipt_id is null then 'unknown_member' when l.part then 'amount_differs'
          when l.credit > 0 then 'overpaid' else 'matched' end as verdict,
        case when l.receipt_id is null then 'held' else 'applied' end as outcome,
        to_char(${bangkok('l.at')}, 'HH24MISS') as hhmmss
      from lines l`,
  );
  await run(
    db,
    `insert into bank_imports (id, file_name, sha256, content, bank_code, account_no,
        effective_date, record_length, line_count, file_total_satang, applied_count,
        applied_satang, held_count, held_satang, rejected_count, rejected_satang,
        imported_by, imported_at, confirmed_by, confirmed_at)
      overriding system value
      select f.import_id, 'BILLPAY_${bank.bankCode}_' || to_char(f.day, 'YYYYMMDD') || '.txt',
        encode(sha256(f.content), 'hex'), f.content, '${bank.bankCode}', '${bank.accountNo}',
        f.effective, 256, f.n, f.total, f.applied_n, f.applied, f.n - f.applied_n,
        f.total - f.applied, 0, 0, ${bank.confirmedBy ?? 'null'}, f.at,
        ${bank.confirmedBy ?? 'null'}, f.at
      from (
        select g.*,
          ${ascii(`${start('H', '1')} || ''`)} || ${hex(company)}
            || ${ascii(`${ddmmyyyy('g.effective')} || 'BILLPAY' || ${spaces(180)}`)} || '\\x0d0a'::bytea
          || g.details
          || ${ascii(`${start('T', 'g.n + 2')} || repeat('0', 19) || lpad(g.total::text, 13, '0')
              || lpad(g.n::text, 6, '0') || ${spaces(198)}`)} || '\\x0d0a'::bytea as content
        from (
          select l.import_id, l.day, count(*)::int as n, sum(l.amount) as total,
            count(*) filter (where l.outcome = 'applied')::int as applied_n,
            coalesce(sum(l.amount) filter (where l.outcome = 'applied'), 0) as applied,
            least(l.day + 1, (${bangkok(`timestamptz '${now}'`)})::date) as effective,
            least(((l.day + 1) + time '09:00' - interval '7 hours') at time zone 'UTC',
              timestamptz '${now}') as at,
            string_agg(
              ${ascii(`${start('D', 'l.record')} || ${ddmmyyyy('l.day')} || l.hhmmss`)}
              || ${fixed('l.name_bytes', 50)}
              || ${ascii(`rpad(l.ref1, 20) || rpad(l.ref2, 20) || ${spaces(20)} || '0001MOBXC'
                  || rpad(l.channel, 3) || ${spaces(7)} || lpad(l.amount::text, 13, '0')
                  || ${spaces(20)} || rpad('${bank.billerId}', 15) || ${spaces(32)}
                  || l.payer_bank || '0000000000'`)} || '\\x0d0a'::bytea,
              ''::bytea order by l.record) as details
          from gen_bank_lines l group by l.import_id, l.day
        ) g
      ) f`,
  );
  await run(
    db,
    `insert into bank_import_lines (import_id, record, paid_at, customer_name, ref1, ref2, kind,
        channel, amount_satang, verdict, outcome, client_id, invoice_ids, receipt_id, tx_key,
        credit_satang, resolution, resolved_by, resolved_at)
      select l.import_id, l.record, l.at, l.name, l.ref1, l.ref2, 'C', l.channel, l.amount,
        l.verdict, l.outcome, l.client_id,
        case when l.invoice_id is null then '{}'::int[] else array[l.invoice_id] end,
        l.receipt_id,
        '${bank.bankCode}|${account}|' || l.day || '|' || to_char(${bangkok('l.at')}, 'HH24:MI:SS')
          || '|' || l.ref1 || '|' || l.ref2 || '|' || l.amount || '|C',
        l.credit, case when l.part then 'partial' end,
        case when l.part then ${bank.confirmedBy ?? 'null'}::int end,
        case when l.part then b.confirmed_at end
      from gen_bank_lines l join bank_imports b on b.id = l.import_id`,
  );
  if (!refsWritten) {
    await run(
      db,
      `update receipts r set bank_ref = l.ref1 || '/' || l.ref2 || '#' || l.import_id || ':' || l.record
        from gen_bank_lines l where l.receipt_id = r.id`,
    );
  }
  // An overpaid line's rest: the member's credit balance, with its ledger row (decision 031).
  await run(
    db,
    `insert into client_credits (client_id, amount_satang, reason, receipt_id, bank_import_id,
        bank_record, created_by, created_at)
      select l.client_id, l.credit, 'bank_overpaid', l.receipt_id, l.import_id, l.record,
        ${bank.confirmedBy ?? 'null'}, b.confirmed_at
      from gen_bank_lines l join bank_imports b on b.id = l.import_id
      where l.credit > 0`,
  );
  await run(
    db,
    `update clients c set credit_satang = c.credit_satang + x.credit
      from (select client_id, sum(credit) as credit from gen_bank_lines
            where credit > 0 group by client_id) x
      where c.id = x.client_id`,
  );
  await run(db, 'drop table gen_bank_lines');
}

/** The identity sequences of the bank tables past the ids set by hand. */
export async function finishBankFiles(db: Db): Promise<void> {
  for (const table of ['bank_imports', 'bank_import_lines', 'client_credits']) {
    await run(
      db,
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    );
  }
}
