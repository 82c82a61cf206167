import type { TInstalmentPlan } from '@prapa/contracts/instalments';
import { bahtText } from '@prapa/domain/baht-text';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { billCycleName, formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { GRID_LAYOUT } from './pdf-grid.ts';

const label = (key: string, params?: Record<string, string | number>) =>
  translate(DEFAULT_LANG, `doc.plan.${key}`, params);

const thaiDate = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? formatThaiDate(date, 'long') : iso;
};

/** 'YYYY-MM' → 'ธันวาคม 2569'. */
const monthName = (period: string) => {
  const [year, month] = period.split('-').map(Number);
  return billCycleName(year as number, (month as number) - 1);
};

export type AgreementInput = {
  office: { name: string; address: string; phone: string };
  signer: { name: string; position: string };
  member: { memberId: number; fullname: string; address: string };
  plan: TInstalmentPlan;
};

const head = (keys: string[], right: number): TableCell[] =>
  keys.map((key, i) => ({
    text: label(`col.${key}`),
    bold: true,
    fillColor: '#eeeeee',
    alignment: i === right ? 'right' : 'left',
  }));

const money = (satang: number, bold = false): TableCell => ({
  text: formatBaht(satang),
  alignment: 'right',
  bold,
});

function arrearsTable(plan: TInstalmentPlan): Content {
  const body: TableCell[][] = [head(['no', 'month', 'invoice_no', 'due_date', 'amount'], 4)];
  plan.bills.forEach((bill, i) => {
    body.push([
      String(i + 1),
      bill.cycle_name || label('opening_label'),
      bill.invoice_no,
      thaiDate(bill.due_date),
      money(bill.due_satang),
    ]);
  });
  body.push([
    { text: label('total'), colSpan: 4, bold: true },
    '',
    '',
    '',
    money(plan.arrears_satang, true),
  ]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [24, '*', 110, 110, 80], body },
    layout: GRID_LAYOUT,
    fontSize: 10.5,
    margin: [0, 3, 0, 6],
  };
}

function scheduleTable(plan: TInstalmentPlan): Content {
  const body: TableCell[][] = [head(['instalment', 'billed_with', 'amount'], 2)];
  for (const item of plan.items) {
    body.push([
      item.no === 0 ? label('down_payment') : label('instalment_no', { no: item.no }),
      item.period === null
        ? label('on_signing', { date: thaiDate(plan.agreed_on) })
        : label('with_bill_of', { month: monthName(item.period) }),
      money(item.amount_satang),
    ]);
  }
  body.push([
    { text: label('total'), colSpan: 2, bold: true },
    '',
    money(plan.arrears_satang, true),
  ]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [90, '*', 90], body },
    layout: GRID_LAYOUT,
    fontSize: 10.5,
    margin: [0, 3, 0, 6],
  };
}

const signature = (role: string, name: string, position = ''): Content => ({
  stack: [
    label('sign_line', { role }),
    `(${name || '..................................'})`,
    ...(position ? [position] : []),
  ],
  alignment: 'center',
});

/** The instalment agreement (สัญญาผ่อนชำระหนี้ค่าน้ำประปา) for both sides to sign, A4. */
export function agreementDocument(input: AgreementInput): TDocumentDefinitions {
  const { office, member, plan } = input;
  const rest = plan.arrears_satang - plan.down_payment_satang;
  const clause = (text: string): Content => ({ text, margin: [24, 0, 0, 4] });
  return {
    pageSize: 'A4',
    pageMargins: [50, 32, 50, 32],
    info: { title: label('title'), creator: 'PRAPA' },
    defaultStyle: { font: 'Sarabun', fontSize: 12, lineHeight: 1.15 },
    content: [
      { text: office.name, bold: true, fontSize: 16, alignment: 'center' },
      { text: office.address, alignment: 'center', fontSize: 11 },
      {
        text: label('title'),
        bold: true,
        fontSize: 15,
        alignment: 'center',
        margin: [0, 10, 0, 0],
      },
      {
        columns: [
          { text: label('plan_no', { no: plan.id }) },
          { text: label('made_on', { date: thaiDate(plan.agreed_on) }), alignment: 'right' },
        ],
        margin: [0, 6, 0, 6],
      },
      clause(
        label('parties', {
          office: office.name,
          name: member.fullname,
          member: formatMemberId(member.memberId),
          address: member.address,
        }),
      ),
      clause(
        label('clause_arrears', {
          count: plan.bills.length,
          amount: formatBaht(plan.arrears_satang),
          words: bahtText(plan.arrears_satang),
        }),
      ),
      arrearsTable(plan),
      clause(
        plan.down_payment_satang > 0
          ? label('clause_schedule', {
              down: formatBaht(plan.down_payment_satang),
              rest: formatBaht(rest),
              count: plan.instalment_count,
            })
          : label('clause_schedule_no_down', {
              rest: formatBaht(rest),
              count: plan.instalment_count,
            }),
      ),
      scheduleTable(plan),
      clause(label('clause_kept')),
      clause(label('clause_broken')),
      ...(plan.note ? [clause(label('note', { note: plan.note }))] : []),
      {
        columns: [
          signature(label('member_role'), member.fullname),
          signature(label('office_role'), input.signer.name, input.signer.position),
        ],
        margin: [0, 14, 0, 0],
      },
      {
        columns: [signature(label('witness_role'), ''), signature(label('witness_role'), '')],
        margin: [0, 14, 0, 0],
      },
      {
        text: label('phone', { phone: office.phone }),
        fontSize: 10,
        margin: [0, 12, 0, 0],
      },
    ],
  };
}
