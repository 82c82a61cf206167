import type { TJob } from '@prapa/contracts/jobs';
import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { OPEN_CYCLE } from '../../../test/fake-cycles.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReportCentrePage } from './report-centre-page.tsx';

const CATALOGUE = [
  {
    report: 'meter-sheet',
    title: 'สมุดจดเลขอ่านมาตรวัดน้ำ (ป.31)',
    filters: ['cycle_id', 'area_id'],
    required: [],
    orientation: 'landscape',
  },
  {
    report: 'form17',
    title: 'ทะเบียนลูกหนี้รายตัว (ป.17)',
    filters: ['cycle_id', 'area_id'],
    required: [],
    orientation: 'landscape',
  },
];

const PREVIEW = {
  report: 'meter-sheet',
  title: 'สมุดจดเลขอ่านมาตรวัดน้ำ (ป.31)',
  columns: [
    { key: 'seq', label: 'ลำดับ', type: 'int' },
    { key: 'name', label: 'ชื่อ–สกุล', type: 'text' },
    { key: 'opening', label: 'เลขยกมา', type: 'int' },
    { key: 'm01', label: 'ต.ค.', type: 'int' },
    { key: 'm02', label: 'พ.ย.', type: 'int' },
  ],
  rows: [
    { seq: 1, name: 'ประเสริฐ มั่นคง', opening: 1180, m01: 1236, m02: null },
    { seq: 2, name: 'ดวงใจ อินทร์แก้ว', opening: 95, m01: 110, m02: null },
  ],
  total_rows: 1234,
};

const job = (overrides: Partial<TJob>): TJob => ({
  id: 1,
  kind: 'report',
  params: { report: 'meter-sheet', format: 'pdf', filters: {} },
  state: 'done',
  progress: 100,
  file_id: null,
  file_name: null,
  error: null,
  attempts: 1,
  created_at: '2026-11-25T03:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...overrides,
});

function reportsApi(jobs: () => TJob[], onCancel: () => void = () => undefined) {
  return fakeApi({
    'GET /api/reports/catalogue': () => json(200, { data: CATALOGUE }),
    'POST /api/reports/preview': () => json(200, { data: PREVIEW }),
    'GET /api/user/billing-cycle': () => json(200, { data: [OPEN_CYCLE] }),
    'GET /api/config/areas': () => json(200, { data: [] }),
    'GET /api/jobs': () => json(200, { data: jobs() }),
    'POST /api/jobs': ({ init }) =>
      json(202, {
        data: job({ id: 9, state: 'queued', progress: 0, params: JSON.parse(String(init.body)) }),
      }),
    'POST /api/jobs/5/cancel': () => {
      onCancel();
      return json(200, { data: job({ id: 5, state: 'cancelled', progress: 40 }) });
    },
  });
}

describe('report centre', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.NORM);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('previews the first rows of the chosen report with the row count, blanks left empty', async () => {
    reportsApi(() => []);
    renderWithProviders(<ReportCentrePage />);
    const table = await screen.findByRole('table', { name: 'สมุดจดเลขอ่านมาตรวัดน้ำ (ป.31)' });
    expect(screen.getByRole('heading', { name: 'ศูนย์รายงาน' })).toBeInTheDocument();
    expect(screen.getByText('ตัวอย่าง 2 แถวแรก จากทั้งหมด 1234 แถว')).toBeInTheDocument();
    const first = within(table).getByText('ประเสริฐ มั่นคง').closest('tr') as HTMLElement;
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['1', 'ประเสริฐ มั่นคง', '1,180', '1,236', '']);
    expect(within(table).getByRole('columnheader', { name: 'ต.ค.' })).toBeInTheDocument();
  });

  it('asks for the PDF and the Excel file of the chosen report as background jobs', async () => {
    const api = reportsApi(() => []);
    const { user } = renderWithProviders(<ReportCentrePage />);
    await screen.findByRole('table', { name: 'สมุดจดเลขอ่านมาตรวัดน้ำ (ป.31)' });
    await user.click(screen.getByRole('button', { name: 'ทำไฟล์ PDF' }));
    await user.click(screen.getByRole('button', { name: 'ทำไฟล์ Excel' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/jobs')).toHaveLength(2));
    const bodies = callsTo(api, 'POST', '/api/jobs').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies).toEqual([
      { kind: 'report', report: 'meter-sheet', format: 'pdf', filters: {} },
      { kind: 'report', report: 'meter-sheet', format: 'xlsx', filters: {} },
    ]);
  });

  it('shows a running job with its progress and a cancel button; cancelling it shows it cancelled', async () => {
    let cancelled = false;
    const api = reportsApi(
      () => [
        cancelled
          ? job({ id: 5, state: 'cancelled', progress: 40 })
          : job({ id: 5, state: 'running', progress: 40 }),
        job({ id: 4, state: 'done', file_id: 12, file_name: 'ป.31.pdf' }),
        job({ id: 3, state: 'failed', error: 'ไม่พบรอบบิล' }),
      ],
      () => {
        cancelled = true;
      },
    );
    const { user } = renderWithProviders(<ReportCentrePage />);
    const running = await screen.findByTestId('job-5');
    expect(within(running).getByText('กำลังทำ')).toBeInTheDocument();
    expect(within(running).getByRole('progressbar', { name: 'ความคืบหน้า 40%' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('job-4')).getByRole('button', { name: 'ดาวน์โหลด' }),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('job-4')).queryByRole('button', { name: /ยกเลิก/ })).toBeNull();
    expect(within(screen.getByTestId('job-3')).getByText('ไม่พบรอบบิล')).toBeInTheDocument();

    await user.click(
      within(running).getByRole('button', {
        name: 'ยกเลิกการทำไฟล์ สมุดจดเลขอ่านมาตรวัดน้ำ (ป.31) · PDF',
      }),
    );
    await waitFor(() => expect(callsTo(api, 'POST', '/api/jobs/5/cancel')).toHaveLength(1));
    await waitFor(() =>
      expect(within(screen.getByTestId('job-5')).getByText('ยกเลิกแล้ว')).toBeInTheDocument(),
    );
    expect(within(screen.getByTestId('job-5')).queryByRole('progressbar')).toBeNull();
  });
});
