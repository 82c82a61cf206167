import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TariffPage } from './tariff-page.tsx';

// The PWA residential table, rates in satang per unit.
const PWA_TIERS = [
  { from_unit: 0, to_unit: 10, rate_satang: 1020 },
  { from_unit: 11, to_unit: 20, rate_satang: 1600 },
  { from_unit: 21, to_unit: 30, rate_satang: 1900 },
  { from_unit: 31, to_unit: 50, rate_satang: 2120 },
  { from_unit: 51, to_unit: null, rate_satang: 2150 },
];

const VERSION = {
  id: 11,
  group_id: 1,
  version_no: 1,
  effective_from: '2025-01-01',
  created_at: '2024-12-20T03:00:00.000Z',
  created_by: 'admin',
  tiers: PWA_TIERS,
  minimum_charge_satang: 0,
  minimum_units: 0,
  apply_meter_fee: true,
  vat_enabled: false,
  vat_rate_bp: 0,
};

const GROUP = {
  id: 1,
  code: 'RES',
  name_th: 'ที่อยู่อาศัย',
  name_en: 'Residential',
  active: true,
  client_count: 412,
  versions: [VERSION],
};

function fakeTariffApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/config/tariff-groups': () => json(200, { data: [GROUP] }),
    'GET /api/config/meter-types': () => json(200, { data: [] }),
    ...extra,
  });
}

async function openEditor() {
  const view = renderWithProviders(<TariffPage />);
  await view.user.click(await screen.findByRole('button', { name: 'แก้ไขอัตราค่าน้ำ' }));
  const dialog = await screen.findByRole('dialog', { name: 'แก้ไขอัตราค่าน้ำ: ที่อยู่อาศัย' });
  return { ...view, dialog: within(dialog) };
}

describe('tariff page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the tariff in force with its B.E. date, tiers and history', async () => {
    fakeTariffApi();
    renderWithProviders(<TariffPage />);
    expect(await screen.findByRole('heading', { name: 'ที่อยู่อาศัย' })).toBeInTheDocument();
    // The tariff in force, in its own card: the history's closed panels hold the same summary,
    // which React may already have rendered, hidden, at idle priority (Mantine's Collapse keeps
    // its content mounted in an <Activity>), so the page can hold two copies when this runs.
    const current = screen
      .getByRole('heading', { name: 'อัตราที่ใช้อยู่ปัจจุบัน' })
      .closest('.mantine-Paper-root') as HTMLElement;
    expect(within(current).getByTestId('version-effective-from')).toHaveTextContent(
      '1 มกราคม 2568',
    );
    expect(screen.getAllByText('51 ขึ้นไป').length).toBeGreaterThan(0);
    expect(screen.getAllByText('21.50').length).toBeGreaterThan(0);
    expect(screen.getByText('ฉบับที่ 1')).toBeInTheDocument();
    expect(screen.getByText('ใช้อยู่ปัจจุบัน')).toBeInTheDocument();
  });

  it('previews 25 units: 357.00 baht without VAT, 381.99 with 7 % VAT', async () => {
    fakeTariffApi();
    const { user, dialog } = await openEditor();
    await user.type(dialog.getByLabelText('จำนวนหน่วยที่ใช้ (ลบ.ม.)'), '25');
    // Units 1–10 at 10.20 = 102.00; 11–20 at 16.00 = 160.00; 21–25 (5 units) at 19.00 = 95.00.
    const tiers = within(dialog.getByRole('table', { name: 'ค่าน้ำแยกตามขั้นอัตรา' }));
    expect(tiers.getByText('10 × 10.20')).toBeInTheDocument();
    expect(tiers.getByText('102.00')).toBeInTheDocument();
    expect(tiers.getByText('10 × 16.00')).toBeInTheDocument();
    expect(tiers.getByText('160.00')).toBeInTheDocument();
    expect(tiers.getByText('5 × 19.00')).toBeInTheDocument();
    expect(tiers.getByText('95.00')).toBeInTheDocument();
    // 102.00 + 160.00 + 95.00 = 357.00; no minimum, no meter fee typed, VAT off.
    expect(dialog.getByTestId('preview-water')).toHaveTextContent('357.00');
    expect(dialog.getByTestId('preview-vat')).toHaveTextContent('ไม่คิด');
    expect(dialog.getByTestId('preview-total')).toHaveTextContent('357.00 บาท');

    // VAT switched on offers 7 %: 357.00 × 0.07 = 24.99 exactly, so 357.00 + 24.99 = 381.99.
    await user.click(dialog.getByRole('switch', { name: 'คิดภาษีมูลค่าเพิ่ม (VAT)' }));
    expect(dialog.getByLabelText('อัตรา VAT')).toHaveValue('7.00');
    expect(dialog.getByTestId('preview-vat')).toHaveTextContent('24.99');
    expect(dialog.getByTestId('preview-total')).toHaveTextContent('381.99 บาท');
  });

  it('refuses overlapping tiers in Thai and does not save them', async () => {
    const api = fakeTariffApi();
    const { user, dialog } = await openEditor();
    const from = dialog.getByLabelText('ตั้งแต่หน่วย ขั้นที่ 2');
    await user.clear(from);
    await user.type(from, '5');
    expect(dialog.getByText('ขั้นอัตราซ้อนทับกับขั้นก่อนหน้า')).toBeInTheDocument();
    expect(dialog.getByText(/แก้ไขข้อมูลอัตราค่าน้ำที่ยังไม่ถูกต้องก่อน/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'บันทึกเป็นฉบับใหม่' }));
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('saves an edited tariff as a new version', async () => {
    const api = fakeTariffApi({
      'POST /api/config/tariff-groups/1/versions': () =>
        json(201, {
          data: { ...GROUP, versions: [{ ...VERSION, id: 12, version_no: 2 }, VERSION] },
        }),
    });
    const { user, dialog } = await openEditor();
    const date = dialog.getByLabelText(/มีผลตั้งแต่วันที่/);
    await user.clear(date);
    await user.type(date, '1/10/2569');
    await user.tab();
    const lastRate = dialog.getByLabelText('อัตราบาทต่อหน่วย ขั้นที่ 5');
    await user.clear(lastRate);
    await user.type(lastRate, '22.75');
    await user.click(dialog.getByRole('button', { name: 'เพิ่มขั้นอัตรา' }));
    // Adding a tier closes 51+ at 60 and opens 61+; its rate is still empty.
    await user.type(dialog.getByLabelText('อัตราบาทต่อหน่วย ขั้นที่ 6'), '24');
    await user.click(dialog.getByRole('button', { name: 'บันทึกเป็นฉบับใหม่' }));

    expect(await screen.findByText('บันทึกอัตราค่าน้ำฉบับใหม่เรียบร้อยแล้ว')).toBeInTheDocument();
    const call = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(call?.[0])).toContain('/api/config/tariff-groups/1/versions');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      effective_from: '2026-10-01',
      tiers: [
        ...PWA_TIERS.slice(0, 4),
        { from_unit: 51, to_unit: 60, rate_satang: 2275 },
        { from_unit: 61, to_unit: null, rate_satang: 2400 },
      ],
      minimum_charge_satang: 0,
      minimum_units: 0,
      apply_meter_fee: true,
      vat_enabled: false,
      vat_rate_bp: 0,
    });
  });
});
