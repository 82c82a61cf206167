import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { OrganisationPage } from './organisation-page.tsx';

const ORGANISATION = {
  name: 'การประปาเทศบาลตำบลหนองน้ำใส',
  address: '99 หมู่ 1 ตำบลหนองน้ำใส',
  tax_id: '',
  phone: '',
  logo: null,
  receipt_header: '',
  receipt_footer: '',
  promptpay_biller_id: '099400058712100',
  fiscal_year_start_month: 10,
  due_rule: { kind: 'days_after', days: 15 },
  document_prefixes: { invoice: 'INV', receipt: 'RC' },
  updated_at: null,
};

describe('organisation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a 12-digit tax id in Thai without calling the server', async () => {
    const api = fakeApi({
      'GET /api/config/organisation': () => json(200, { data: ORGANISATION }),
    });
    const { user } = renderWithProviders(<OrganisationPage />);
    await user.type(await screen.findByLabelText(/เลขประจำตัวผู้เสียภาษี/), '099400012345');
    await user.click(screen.getByRole('button', { name: 'บันทึกข้อมูลหน่วยงาน' }));
    expect(screen.getByText('เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลัก')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('starts the fiscal year in ตุลาคม and saves the due rule with PUT', async () => {
    const api = fakeApi({
      'GET /api/config/organisation': () => json(200, { data: ORGANISATION }),
      'PUT /api/config/organisation': ({ init }) =>
        json(200, {
          // The server answers with the whole organisation, the bank card's biller id too.
          data: {
            ...ORGANISATION,
            ...JSON.parse(String(init.body)),
            updated_at: '2026-11-20T03:00:00Z',
          },
        }),
    });
    const { user } = renderWithProviders(<OrganisationPage />);
    expect(await screen.findByRole('combobox', { name: /เดือนเริ่มต้นปีงบประมาณ/ })).toHaveValue(
      'ตุลาคม',
    );
    await user.type(screen.getByLabelText(/เลขประจำตัวผู้เสียภาษี/), '0994000123456');
    await user.click(screen.getByRole('radio', { name: 'วันที่ที่กำหนดของเดือนถัดไป' }));
    const day = screen.getByLabelText(/วันที่ของเดือนถัดไป/);
    await user.clear(day);
    await user.type(day, '10');
    await user.click(screen.getByRole('button', { name: 'บันทึกข้อมูลหน่วยงาน' }));

    expect(await screen.findByText('บันทึกข้อมูลหน่วยงานเรียบร้อยแล้ว')).toBeInTheDocument();
    const call = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    // The biller id is the bank settings card's: the organisation form never sends it.
    const { updated_at: _ignored, promptpay_biller_id: _bankCard, ...expected } = ORGANISATION;
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      ...expected,
      tax_id: '0994000123456',
      due_rule: { kind: 'day_of_next_month', day: 10 },
    });
  });

  it('refuses a logo above 200 KB in Thai', async () => {
    fakeApi({ 'GET /api/config/organisation': () => json(200, { data: ORGANISATION }) });
    const { user, container } = renderWithProviders(<OrganisationPage />);
    await screen.findByRole('button', { name: 'อัปโหลดโลโก้' });
    const big = new File([new Uint8Array(210 * 1024)], 'logo.png', { type: 'image/png' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, big);
    expect(await screen.findByText(/ไฟล์มีขนาด 210 KB เกินกำหนด 200 KB/)).toBeInTheDocument();
  });
});
