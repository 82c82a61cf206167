import type { TImportDryRun, TImportResult } from '@prapa/contracts/data-import';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DataImportPage } from './data-import-page.tsx';

const TOTALS = {
  rows: 3,
  rows_ok: 2,
  rows_with_problems: 1,
  problems: 2,
  clients: 2,
  meters: 2,
  opening_debts: 1,
  opening_debt_total: 125_050,
};

const WITH_PROBLEMS: TImportDryRun = {
  file_name: 'clients.csv',
  totals: TOTALS,
  rows: [
    {
      row: 2,
      fullname: 'สมชาย ใจดี',
      area: 'M01 หมู่ 1',
      meter_no: 'IMP-1',
      water_no: null,
      last_reading: 1234,
      opening_debt: 125_050,
      action: 'client_meter_debt',
      problems: 0,
    },
    {
      row: 3,
      fullname: 'สมหญิง รักน้ำ',
      area: 'M02 หมู่ 2',
      meter_no: 'IMP-2',
      water_no: null,
      last_reading: 0,
      opening_debt: 0,
      action: 'client_meter',
      problems: 0,
    },
    {
      row: 5,
      fullname: 'สมปอง ดีใจ',
      area: 'M99',
      meter_no: 'IMP-1',
      water_no: null,
      last_reading: null,
      opening_debt: 0,
      action: null,
      problems: 2,
    },
  ],
  problems: [
    { row: 5, column: 'หมู่/เขต', message: 'ไม่รู้จักหมู่/เขต "M99"' },
    { row: 5, column: 'เลขอ่านล่าสุด', message: '"12x" ไม่ใช่จำนวนเต็มที่ถูกต้อง' },
  ],
};

const CLEAN: TImportDryRun = {
  ...WITH_PROBLEMS,
  totals: { ...TOTALS, rows: 2, rows_with_problems: 0, problems: 0 },
  rows: WITH_PROBLEMS.rows.slice(0, 2),
  problems: [],
};

const RESULT: TImportResult = {
  file_name: 'clients.csv',
  totals: CLEAN.totals,
  first_member_id: '00201',
  last_member_id: '00202',
  first_invoice_no: 'INV2570/000001',
  last_invoice_no: 'INV2570/000001',
};

function renderPage(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/dev/import" element={<DataImportPage />} />
    </Routes>,
    { route: '/dev/import' },
  );
  return { api, ...view };
}

const chooseFile = async (user: ReturnType<typeof renderPage>['user'], text = 'ชื่อ\nก') => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([text], 'clients.csv', { type: 'text/csv' }));
};

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, string>;

describe('/dev/import page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers both templates and checks nothing until a file is chosen', async () => {
    renderPage({});
    expect(screen.getByRole('heading', { name: 'นำเข้าข้อมูลผู้ใช้น้ำ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แม่แบบ CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'แม่แบบ Excel (.xlsx)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ตรวจสอบไฟล์' })).toBeDisabled();
  });

  it('shows the dry-run report with the problems first and offers no import', async () => {
    const { api, user } = renderPage({
      'POST /api/dev/import/dry-run': () => json(200, { data: WITH_PROBLEMS }),
    });
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบไฟล์' }));

    expect(await screen.findByText('ยังนำเข้าไม่ได้')).toBeInTheDocument();
    const sent = bodyOf(api.mock.calls[0]?.[1] as RequestInit);
    expect(sent.file_name).toBe('clients.csv');
    const bytes = Uint8Array.from(atob(sent.content_base64 as string), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('ชื่อ\nก');
    expect(screen.getByText('ไม่รู้จักหมู่/เขต "M99"')).toBeInTheDocument();
    expect(screen.getByText('"12x" ไม่ใช่จำนวนเต็มที่ถูกต้อง')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'นำเข้าข้อมูล' })).not.toBeInTheDocument();

    await user.click(screen.getByText('แถวที่มีปัญหา (1)'));
    expect(await screen.findByText('สมปอง ดีใจ')).toBeInTheDocument();
    expect(screen.queryByText('สมชาย ใจดี')).not.toBeInTheDocument();
    expect(screen.getByText('มีปัญหา 2 รายการ')).toBeInTheDocument();
  });

  it('imports a clean file after the confirmation dialog and shows what was created', async () => {
    let release: () => void = () => {};
    const { api, user } = renderPage({
      'POST /api/dev/import/dry-run': () => json(200, { data: CLEAN }),
      'POST /api/dev/import/confirm': () =>
        new Promise((resolve) => {
          release = () => resolve(json(200, { data: RESULT }));
        }),
    });
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบไฟล์' }));
    expect(await screen.findByText('พร้อมนำเข้า')).toBeInTheDocument();
    expect(screen.getByText('สร้างผู้ใช้น้ำ + มาตร + ยอดค้างยกมา')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'นำเข้าข้อมูล' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'สร้างผู้ใช้น้ำ 2 ราย พร้อมมาตร 2 เครื่อง และยอดค้างยกมา 1 ราย รวม 1,250.50 บาท ทั้งหมดในครั้งเดียว ต้องการนำเข้าหรือไม่',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันนำเข้า' }));

    expect(await screen.findByText('กำลังนำเข้าข้อมูล… กรุณาอย่าปิดหน้านี้')).toBeInTheDocument();
    release();
    expect(await screen.findByText('นำเข้าเรียบร้อย')).toBeInTheDocument();
    expect(
      screen.getByText('สร้างผู้ใช้น้ำ 2 ราย พร้อมมาตร (รหัสสมาชิก 00201 ถึง 00202)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ไปที่รายชื่อผู้ใช้น้ำ' })).toHaveAttribute(
      'href',
      '/manageclient',
    );
    const calls = api.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
    expect(calls).toEqual(['/api/dev/import/dry-run', '/api/dev/import/confirm']);
    const [dry, confirmed] = api.mock.calls.map(([, init]) => bodyOf(init as RequestInit));
    expect(confirmed).toEqual(dry);
  });

  it('shows the server refusal of a confirmed import and keeps the report', async () => {
    const { user } = renderPage({
      'POST /api/dev/import/dry-run': () => json(200, { data: CLEAN }),
      'POST /api/dev/import/confirm': () =>
        json(409, { error: { code: 'CONFLICT', message: 'ยังนำเข้าไม่ได้: พบปัญหา 1 รายการ' } }),
    });
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'ตรวจสอบไฟล์' }));
    await user.click(await screen.findByRole('button', { name: 'นำเข้าข้อมูล' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันนำเข้า' }),
    );
    expect(await screen.findByText('ยังนำเข้าไม่ได้: พบปัญหา 1 รายการ')).toBeInTheDocument();
    expect(screen.getByText('ตรวจสอบหรือนำเข้าไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByText('สมชาย ใจดี')).toBeInTheDocument();
  });
});
