import type { TBillCheckResult } from '@prapa/contracts/bill-check';
import { code128Bars } from '@prapa/domain/code128';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillCheckApp } from './bill-check-app.tsx';
import { I18nProvider, type Lang } from './i18n.tsx';

const BARCODE = '|099400058712100\r00042\r2570000123\r51249';

const RESULT: TBillCheckResult = {
  name: 'สมชาย ใ.',
  area_name: 'หมู่ 1 บ้านหนองน้ำใส',
  bills: [
    {
      kind: 'water',
      invoice_no: 'INV2570/000012',
      bill_cycle_name: 'ตุลาคม 2569',
      units: 12,
      amount_satang: 13_050,
      due_date: '2026-11-15',
    },
    {
      kind: 'water',
      invoice_no: 'INV2570/000031',
      bill_cycle_name: 'พฤศจิกายน 2569',
      units: 25,
      amount_satang: 38_199,
      due_date: '2026-12-15',
    },
  ],
  total_satang: 51_249,
  cancelled: [],
  last_payment_date: '2026-10-05',
  last_payment_method: 'cash',
  qr: {
    payload:
      '00020101021230620016A00000067701011201150994000587121000205000420310257000012353037645406512.495802TH63046F6A',
    barcode: BARCODE,
    amount_satang: 51_249,
  },
};

function serve(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function lookUp(lang: Lang = 'th') {
  const user = userEvent.setup();
  render(
    <I18nProvider initial={lang}>
      <BillCheckApp />
    </I18nProvider>,
  );
  const [member, house] = screen.getAllByRole('textbox');
  await user.type(member as HTMLElement, '42');
  await user.type(house as HTMLElement, '12/3');
  await user.click(screen.getByRole('button', { name: lang === 'th' ? 'ตรวจสอบ' : 'Check' }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BillCheckApp', () => {
  it('posts the two fields and shows the bills, the total and the QR in Thai', async () => {
    const fetchMock = serve(200, { data: RESULT });
    await lookUp();
    expect(await screen.findByText('สมชาย ใ.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/public/bill-check',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ member_or_water_no: '42', house_no: '12/3' }),
      }),
    );
    expect(screen.getByText('ตุลาคม 2569')).toBeInTheDocument();
    expect(screen.getByText('130.50 บาท')).toBeInTheDocument();
    expect(screen.getByText('ครบกำหนด 15 ธ.ค. 2569')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('512.49 บาท');
    expect(screen.getByText('ชำระล่าสุดเมื่อ 5 ต.ค. 2569 (ชำระที่สำนักงาน)')).toBeInTheDocument();
    expect(screen.getByText('สแกนเพื่อชำระ')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: /พร้อมเพย์สำหรับชำระ 512\.49 บาท/ });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    // The bank barcode under it, drawn as the printed bill draws it, with its data readable.
    const barcode = screen.getByRole('img', { name: /บาร์โค้ดชำระค่าน้ำ/ });
    expect(barcode.querySelector('path')?.getAttribute('d')).toBe(code128Bars(BARCODE, 50)?.d);
    expect(screen.getByText('|099400058712100 00042 2570000123 51249')).toBeInTheDocument();
  });

  it('lists a cancelled bill marked ยกเลิก with the bill issued in its place, outside the total', async () => {
    serve(200, {
      data: {
        ...RESULT,
        cancelled: [
          {
            kind: 'water',
            invoice_no: 'INV2570/000020',
            bill_cycle_name: 'ตุลาคม 2569',
            amount_satang: 6_657_500,
            cancelled_date: '2026-11-11',
            replaced_by: 'INV2570/000012',
          },
        ],
      },
    });
    await lookUp();
    const item = (await screen.findByText('ใบแจ้งหนี้เลขที่ INV2570/000020')).closest('li');
    if (!item) throw new Error('no cancelled bill');
    expect(item).toHaveTextContent('ยกเลิก');
    expect(item).toHaveTextContent('ยกเลิกเมื่อ 11 พ.ย. 2569');
    expect(item).toHaveTextContent('ออกใบแจ้งหนี้เลขที่ INV2570/000012 แทนแล้ว');
    expect(item.querySelector('s')).toHaveTextContent('66,575.00 บาท');
    expect(screen.getByText('ใบแจ้งหนี้เลขที่ INV2570/000012')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('512.49 บาท');
  });

  it('speaks English when asked, dates in C.E.', async () => {
    serve(200, { data: RESULT });
    await lookUp('en');
    expect(await screen.findByText('Due 15 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Total owed')).toBeInTheDocument();
  });

  it('says not found in neutral words', async () => {
    serve(404, { error: { code: 'NOT_FOUND', message: 'x', request_id: 'r' } });
    await lookUp();
    expect(
      await screen.findByText('ไม่พบข้อมูลค่าน้ำตามเลขที่และบ้านเลขที่ที่กรอก กรุณาตรวจสอบแล้วลองใหม่อีกครั้ง'),
    ).toBeInTheDocument();
  });

  it('says when to retry after 429 and keeps the button off until then', async () => {
    serve(
      429,
      { error: { code: 'RATE_LIMITED', message: 'x', request_id: 'r' } },
      {
        'retry-after': '42',
      },
    );
    await lookUp();
    expect(await screen.findByTestId('retry')).toHaveTextContent(
      /ค้นหาบ่อยเกินไป กรุณาลองใหม่อีกครั้งในอีก 4[12] วินาที \(เวลา \d\d:\d\d น\.\)/,
    );
    expect(screen.getByRole('button', { name: 'ตรวจสอบ' })).toBeDisabled();
  });

  it('asks for both fields before sending anything', async () => {
    const fetchMock = serve(200, { data: RESULT });
    const user = userEvent.setup();
    render(
      <I18nProvider initial="th">
        <BillCheckApp />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(screen.getAllByText('กรุณากรอกข้อมูล')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {});
  });
});
