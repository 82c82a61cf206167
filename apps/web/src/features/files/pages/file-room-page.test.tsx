import type { TFileRecord } from '@prapa/contracts/files';
import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FileRoomPage } from './file-room-page.tsx';

const file = (overrides: Partial<TFileRecord>): TFileRecord => ({
  id: 1,
  kind: 'report',
  name: 'ทะเบียนลูกหนี้รายตัว (ป.17) 20261125-1000.pdf',
  mime_type: 'application/pdf',
  size_bytes: 2_621_440,
  sha256: 'ab12cd34ef'.padEnd(64, '0'),
  related_type: 'report:form17',
  related_id: '4',
  related_ref: null,
  created_by_name: 'สมหญิง เสมียน',
  created_at: '2026-11-25T03:00:00.000Z',
  present: true,
  regenerable: true,
  ...overrides,
});

const FILES = [
  file({}),
  file({
    id: 2,
    kind: 'bill_batch',
    name: 'ใบแจ้งค่าน้ำ รอบ พฤศจิกายน 2569.pdf',
    size_bytes: 900,
    present: false,
    created_by_name: null,
    related_type: 'billing_cycle',
    related_id: '7',
    related_ref: '11/2569',
  }),
  file({
    id: 3,
    kind: 'import',
    name: 'clients.csv',
    regenerable: false,
    present: false,
    related_type: 'data_import',
    related_id: '00001–00420',
  }),
  file({
    id: 4,
    kind: 'remittance',
    name: 'ใบนำส่งเงิน RM2570-000012.pdf',
    related_type: 'remittance',
    related_id: '12',
    related_ref: 'RM2570/000012',
  }),
  file({ id: 5, kind: 'field_sheet', name: 'แบบสำรวจ.pdf', related_type: null, related_id: null }),
];

function filesApi() {
  return fakeApi({
    'GET /api/files': ({ url }) => {
      const kind = url.searchParams.get('kind');
      return json(200, {
        data: {
          rows: kind ? FILES.filter((f) => f.kind === kind) : FILES,
          total: FILES.length,
          page: 1,
          page_size: 50,
          disk: {
            free_bytes: 10 * 1024 ** 3,
            total_bytes: 40 * 1024 ** 3,
            used_by_files_bytes: 3 * 1024 ** 2,
          },
        },
      });
    },
    'GET /api/files/retention': () => json(200, { data: [{ kind: 'report', keep_days: 365 }] }),
    'GET /api/files/backups': () => json(200, { data: { exists: false, rows: [] } }),
    'POST /api/files/1/delete': () => json(200, { data: { ok: true } }),
  });
}

describe('file room', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists every kind of document with size, who, when and checksum, and the free disk space; NORM cannot delete', async () => {
    signInAs(ROLE.NORM);
    filesApi();
    renderWithProviders(<FileRoomPage />);
    await screen.findByText('clients.csv');
    const table = screen.getByRole('table', { name: 'จัดการไฟล์' });
    const report = within(table)
      .getByText('ทะเบียนลูกหนี้รายตัว (ป.17) 20261125-1000.pdf')
      .closest('tr') as HTMLElement;
    expect(within(report).getByText('รายงาน')).toBeInTheDocument();
    expect(within(report).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(report).getByText('สมหญิง เสมียน')).toBeInTheDocument();
    expect(within(report).getByText('25 พ.ย. 2569 10:00 น.')).toBeInTheDocument();
    expect(within(report).getByText('ab12cd34ef…')).toBeInTheDocument();
    const batch = within(table)
      .getByText('ใบแจ้งค่าน้ำ รอบ พฤศจิกายน 2569.pdf')
      .closest('tr') as HTMLElement;
    expect(within(batch).getByText('ชุดใบแจ้งหนี้')).toBeInTheDocument();
    expect(within(batch).getByText('ไฟล์หาย สร้างใหม่ได้เมื่อดาวน์โหลด')).toBeInTheDocument();
    const imported = within(table).getByText('clients.csv').closest('tr') as HTMLElement;
    expect(within(imported).getByText('ไฟล์นำเข้า')).toBeInTheDocument();
    expect(within(imported).getByText('ไฟล์หาย')).toBeInTheDocument();
    expect(screen.getByText('พื้นที่ว่าง 10.0 GB จาก 40.0 GB · ไฟล์ในระบบใช้ 3.0 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบไฟล์' })).toBeNull();
    expect(screen.queryByText('ระยะเวลาเก็บไฟล์')).toBeNull();
  });

  it('names the record each file belongs to, linking to its page when the role may open it', async () => {
    signInAs(ROLE.NORM);
    filesApi();
    renderWithProviders(<FileRoomPage />);
    await screen.findByText('clients.csv');
    const table = screen.getByRole('table', { name: 'จัดการไฟล์' });
    expect(within(table).getByRole('columnheader', { name: 'เกี่ยวข้องกับ' })).toBeInTheDocument();
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    const report = rowOf('ทะเบียนลูกหนี้รายตัว (ป.17) 20261125-1000.pdf');
    expect(within(report).getByRole('link', { name: 'งานรายงาน #4' })).toHaveAttribute(
      'href',
      '/reports',
    );
    expect(
      within(rowOf('ใบแจ้งค่าน้ำ รอบ พฤศจิกายน 2569.pdf')).getByText('รอบบิล 11/2569'),
    ).toBeInTheDocument();
    expect(within(rowOf('clients.csv')).getByText('สมาชิก 00001–00420')).toBeInTheDocument();
    // A remittance slip's page is under accounting, which NORM may not open: named, no link.
    const slip = rowOf('ใบนำส่งเงิน RM2570-000012.pdf');
    expect(within(slip).getByText('ใบนำส่งเงิน RM2570/000012')).toBeInTheDocument();
    expect(within(slip).queryByRole('link')).toBeNull();
    expect(within(rowOf('แบบสำรวจ.pdf')).getByText('—')).toBeInTheDocument();
  });

  it('ADMIN follows a remittance slip to its remittance', async () => {
    signInAs(ROLE.ADMIN);
    filesApi();
    renderWithProviders(<FileRoomPage />);
    const slip = (await screen.findByText('ใบนำส่งเงิน RM2570-000012.pdf')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(slip).getByRole('link', { name: 'ใบนำส่งเงิน RM2570/000012' })).toHaveAttribute(
      'href',
      '/process/accounting/remittance/12',
    );
  });

  it('filters by kind on the server', async () => {
    signInAs(ROLE.NORM);
    const api = filesApi();
    const { user } = renderWithProviders(<FileRoomPage />);
    await screen.findByText('clients.csv');
    await user.click(screen.getByRole('combobox', { name: 'ประเภท' }));
    await user.click(await screen.findByRole('option', { name: 'ชุดใบแจ้งหนี้', hidden: true }));
    await waitFor(() => expect(screen.queryByText('clients.csv')).toBeNull());
    const kinds = callsTo(api, 'GET', '/api/files').map(([url]) =>
      new URL(String(url), 'http://x').searchParams.get('kind'),
    );
    expect(kinds).toContain('bill_batch');
  });

  it('ADMIN deletes a file only with a reason, which is sent; and sees the retention per kind', async () => {
    signInAs(ROLE.ADMIN);
    const api = filesApi();
    const { user } = renderWithProviders(<FileRoomPage />);
    const row = (await screen.findByText('ทะเบียนลูกหนี้รายตัว (ป.17) 20261125-1000.pdf')).closest(
      'tr',
    ) as HTMLElement;
    expect(await screen.findByText('ระยะเวลาเก็บไฟล์')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'ลบไฟล์' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ลบไฟล์' }));
    expect(await within(dialog).findByText('กรุณาระบุเหตุผลอย่างน้อย 3 ตัวอักษร')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/files/1/delete')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /เหตุผล/ }), 'พิมพ์ผิดรอบ');
    await user.click(within(dialog).getByRole('button', { name: 'ลบไฟล์' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/files/1/delete')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(api, 'POST', '/api/files/1/delete')[0]?.[1]?.body))).toEqual({
      reason: 'พิมพ์ผิดรอบ',
    });
  });
});
