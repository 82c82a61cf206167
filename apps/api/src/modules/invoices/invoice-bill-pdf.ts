import type { TInvoiceDetail } from '@prapa/contracts/invoices';
import { bahtText } from '@prapa/domain/baht-text';
import { type BillPaymentCodes, billPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { bankBarcodeSvg } from '../../lib/pdf/bank-barcode-svg.ts';
import { pageFrame } from '../../lib/pdf/page-frame.ts';

export type BillPrintInput = {
  organisation: {
    name: string;
    address: string;
    tax_id: string;
    phone: string;
    /** For the Thai QR and bank barcode (docs/decisions/020); '' prints none. */
    biller_id?: string;
  };
  /** Label templates from locales/<lang>/invoices.json, `{{name}}` placeholders unfilled. */
  labels: Record<string, string>;
  bills: readonly (TInvoiceDetail & { address: string; minimum_applied: boolean })[];
  printedAt: Date;
};

const SMALL = 8;

/**
 * The water bills (ใบแจ้งค่าน้ำ) of a print as one A5 document, one bill per page: the
 * organisation (name, address, tax id), the client, the readings, the tier lines, fee, VAT,
 * arrears still unpaid, the total in figures and in Thai words, and the due date.
 * Runs on the PDF worker: plain data in, no I/O.
 */
export function billsDocument(input: BillPrintInput): TDocumentDefinitions {
  const label = (key: string, params: Record<string, string | number> = {}) =>
    (input.labels[key] ?? key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );
  const thaiDate = (iso: string) => {
    const date = parseIsoDate(iso);
    return date ? formatThaiDate(date, 'long') : iso;
  };
  const org = input.organisation;
  const orgLines = [
    org.address,
    [
      org.tax_id && label('invoice_pdf_tax_id', { tax_id: org.tax_id }),
      org.phone && label('invoice_pdf_phone', { phone: org.phone }),
    ]
      .filter(Boolean)
      .join('  '),
  ].filter(Boolean);

  const content: Content[] = input.bills.map((bill, index) => {
    const money = (satang: number, style: { bold?: boolean; fontSize?: number } = {}) => ({
      text: formatBaht(satang),
      alignment: 'right' as const,
      ...style,
    });
    const chargeRows: TableCell[][] = bill.tiers.map((tier) => [
      {
        text:
          tier.to_unit === null
            ? label('invoice_pdf_tier_open', { from: Math.max(tier.from_unit, 1) })
            : label('invoice_pdf_tier', { from: Math.max(tier.from_unit, 1), to: tier.to_unit }),
        fontSize: SMALL + 1,
      },
      {
        text: label('invoice_pdf_tier_units', {
          units: tier.units,
          rate: formatBaht(tier.rate_satang),
        }),
        fontSize: SMALL + 1,
      },
      money(tier.amount_satang, { fontSize: SMALL + 1 }),
    ]);
    chargeRows.push([
      {
        text: label(bill.minimum_applied ? 'invoice_pdf_minimum' : 'invoice_pdf_water'),
        colSpan: 2,
      },
      '',
      money(bill.bill_charge),
    ]);
    if (bill.fee_charge > 0) {
      chargeRows.push([{ text: label('invoice_pdf_fee'), colSpan: 2 }, '', money(bill.fee_charge)]);
    }
    if (bill.vat_rate_bp > 0) {
      chargeRows.push([
        { text: label('invoice_pdf_vat', { rate: bill.vat_rate_bp / 100 }), colSpan: 2 },
        '',
        money(bill.vat_charge),
      ]);
    }
    for (const line of (bill.charges ?? []).filter((c) => !c.waived)) {
      const text =
        line.kind === 'late_fee'
          ? label('invoice_pdf_late_fee', { nos: line.source_invoice_nos.join(', ') })
          : label('invoice_pdf_reconnection_fee');
      chargeRows.push([{ text, colSpan: 2 }, '', money(line.amount_satang)]);
    }
    // An instalment plan's instalment, its own line (docs/decisions/029).
    const instalment = bill.instalment_charge ?? 0;
    if (instalment > 0) {
      chargeRows.push([
        { text: label('invoice_pdf_instalment'), colSpan: 2 },
        '',
        money(instalment),
      ]);
    }
    chargeRows.push([
      { text: label('invoice_pdf_this_bill'), colSpan: 2, bold: true },
      '',
      money(bill.total_charge, { bold: true }),
    ]);
    // Decision 031: the credit balance deducted (ยอดเงินคงเหลือ) and partial payments received.
    const settled = [
      ['invoice_pdf_credit', bill.credit_satang ?? 0],
      ['invoice_pdf_partial', bill.partial_satang ?? 0],
    ] as const;
    for (const [key, amount] of settled) {
      if (amount > 0) {
        chargeRows.push([{ text: label(key), colSpan: 2 }, '', money(-amount)]);
      }
    }
    let arrears = 0;
    for (const line of bill.arrears) {
      arrears += line.total_charge;
      chargeRows.push([
        {
          text: `${label('invoice_pdf_arrears')} ${line.kind === 'opening' ? label('invoice_opening') : line.bill_cycle_name}`,
          fontSize: SMALL + 1,
        },
        { text: line.invoice_no, fontSize: SMALL + 1 },
        money(line.total_charge, { fontSize: SMALL + 1 }),
      ]);
    }
    // Arrears as they stand when printed: an earlier bill paid since this one was issued is
    // no longer owed, so it is neither listed nor added.
    const total = (bill.due_satang ?? bill.total_charge) + arrears;
    chargeRows.push([
      { text: label('invoice_pdf_total'), colSpan: 2, bold: true, fontSize: 12 },
      '',
      { text: formatBaht(total), alignment: 'right', bold: true, fontSize: 12 },
    ]);

    const info = (key: string, value: string): TableCell[] => [
      { text: label(key), color: '#444444' },
      { text: value, bold: true },
    ];
    const bill_: Content = {
      stack: [
        ...orgLines.map((text) => ({ text, fontSize: SMALL, color: '#444444' })),
        ...(bill.replaces_invoice_no
          ? [
              {
                text: label('invoice_pdf_replaces', { no: bill.replaces_invoice_no }),
                bold: true,
                margin: [0, 4, 0, 0],
              } as Content,
            ]
          : []),
        {
          margin: [0, 6, 0, 0],
          table: {
            widths: [80, '*', 70, 70],
            body: [
              [
                ...info('invoice_pdf_invoice_no', bill.invoice_no),
                ...info('invoice_pdf_invoice_date', thaiDate(bill.invoice_date)),
              ],
              [
                ...info('invoice_pdf_cycle', bill.bill_cycle_name),
                { text: label('invoice_pdf_member_id'), color: '#444444' },
                { text: formatMemberId(bill.memberId), bold: true },
              ],
              [...info('invoice_pdf_name', bill.fullname), '', ''],
              [
                ...info(
                  'invoice_pdf_address',
                  [bill.house_no, bill.address].filter(Boolean).join(' '),
                ),
                '',
                '',
              ],
              [
                ...info('invoice_pdf_area', bill.area_name),
                { text: label('invoice_pdf_meter_no'), color: '#444444' },
                { text: bill.meterNo, bold: true },
              ],
            ],
          },
          layout: 'noBorders',
          fontSize: 9,
        },
        {
          margin: [0, 6, 0, 0],
          table: {
            widths: ['*', '*', '*'],
            body: [
              [
                label('invoice_pdf_previous'),
                label('invoice_pdf_current'),
                label('invoice_pdf_units'),
              ].map((text) => ({ text, alignment: 'center', fillColor: '#eeeeee', fontSize: 9 })),
              [bill.previous_reading, bill.current_reading, bill.units].map((n) => ({
                text: n.toLocaleString('en-US'),
                alignment: 'center',
                bold: true,
              })),
            ],
          },
          layout: 'lightHorizontalLines',
        },
        ...replacementLines(bill, label),
        {
          margin: [0, 6, 0, 0],
          table: { widths: ['*', 'auto', 70], body: chargeRows },
          layout: 'lightHorizontalLines',
          fontSize: 10,
        },
        {
          text: `(${bahtText(total)})`,
          alignment: 'right',
          margin: [0, 2, 0, 0],
          fontSize: 10,
        },
        {
          margin: [0, 8, 0, 0],
          columns: [
            { text: label('invoice_pdf_due_date'), width: 'auto', bold: true },
            { text: thaiDate(bill.due_date), bold: true, margin: [6, 0, 0, 0] },
          ],
        },
        ...(bill.receipt_no
          ? [
              {
                text: label('invoice_pdf_paid', { receipt_no: bill.receipt_no }),
                bold: true,
                margin: [0, 4, 0, 0],
              } as Content,
            ]
          : []),
        ...(bill.receipt_no
          ? []
          : paymentCodes(
              billPaymentCodes({
                billerId: org.biller_id ?? '',
                memberId: bill.memberId,
                invoiceNo: bill.invoice_no,
                amountSatang: total,
              }),
              label,
            )),
        {
          text: label('invoice_pdf_note'),
          fontSize: SMALL,
          color: '#444444',
          margin: [0, 8, 0, 0],
        },
      ],
    };
    return index === 0 ? bill_ : { stack: [bill_], pageBreak: 'before' };
  });

  return pageFrame({
    organisation: org.name,
    title: label('invoice_pdf_title'),
    printedAt: input.printedAt,
    pageSize: 'A5',
    content,
  });
}

/**
 * The first bill after a meter replacement charges both meters (decision 012): one line for
 * the old meter's last units and one for the new meter's, under the readings table.
 */
function replacementLines(
  bill: TInvoiceDetail,
  label: (key: string, params?: Record<string, string | number>) => string,
): Content[] {
  const old = bill.replaced_meter;
  if (!old) return [];
  const n = (value: number) => value.toLocaleString('en-US');
  return [
    {
      margin: [0, 4, 0, 0],
      fontSize: 9,
      stack: [
        label('invoice_pdf_old_meter', {
          meter_no: old.meterNo,
          from: n(old.from_reading),
          to: n(old.to_reading),
          units: n(old.units),
        }),
        label('invoice_pdf_new_meter', {
          meter_no: bill.meterNo,
          from: n(bill.previous_reading),
          to: n(bill.current_reading),
          units: n(bill.units - old.units),
        }),
      ],
    },
  ];
}

/**
 * The Thai QR (tag 30) and the bank's Code 128 barcode under it, as vectors: sharp at any
 * printer resolution. Nothing when the organisation has no valid biller id.
 */
function paymentCodes(
  codes: BillPaymentCodes | null,
  label: (key: string, params?: Record<string, string | number>) => string,
): Content[] {
  if (!codes) return [];
  const barcode = bankBarcodeSvg(codes);
  return [
    {
      margin: [0, 8, 0, 0],
      columns: [
        { qr: codes.qrPayload, fit: 88, eccLevel: 'M', width: 'auto' },
        {
          width: '*',
          margin: [8, 0, 0, 0],
          stack: [
            { text: label('invoice_pdf_scan_to_pay'), fontSize: SMALL + 1 },
            {
              text: label('invoice_pdf_refs', { ref1: codes.ref1, ref2: codes.ref2 }),
              fontSize: SMALL + 1,
              bold: true,
              margin: [0, 2, 0, 4],
            },
            { svg: barcode, width: 230 },
            { text: codes.barcodeText, fontSize: SMALL - 1, margin: [0, 1, 0, 0] },
          ],
        },
      ],
    } as Content,
  ];
}
