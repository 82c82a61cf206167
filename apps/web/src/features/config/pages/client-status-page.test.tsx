import type { TClientStatus } from '@prapa/contracts/client-statuses';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClientStatusPage } from './client-status-page.tsx';

const STATUSES: TClientStatus[] = [
  {
    status_code: '1_0',
    status_key: 's_1_0',
    status_name: 'ปกติ',
    status_name_en: 'Normal',
    color: '#40c057',
    client_count: 1250,
  },
  {
    status_code: '1_1',
    status_key: 's_1_1',
    status_name: 'ปกติ (มีหนี้)',
    status_name_en: 'Normal, in debt',
    color: '#fab005',
    client_count: 87,
  },
  {
    status_code: '2_0',
    status_key: 's_2_0',
    status_name: 'ยกเลิก',
    status_name_en: 'Cancelled',
    color: '#868e96',
    client_count: 40,
  },
  {
    status_code: '2_1',
    status_key: 's_2_1',
    status_name: 'ยกเลิก (มีหนี้)',
    status_name_en: 'Cancelled, in debt',
    color: '#fa5252',
    client_count: 3,
  },
];

function rowOf(code: string) {
  const row = screen.getByText(code).closest('tr');
  if (!row) throw new Error(`no row for ${code}`);
  return within(row);
}

describe('client status page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the four codes with their fixed colours, labels and client counts, without delete', async () => {
    fakeApi({ 'GET /api/config/client-statuses': () => json(200, { data: STATUSES }) });
    renderWithProviders(<ClientStatusPage />);
    expect(await screen.findByText('1_0')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    const normal = rowOf('1_0');
    expect(normal.getByText('ปกติ')).toBeInTheDocument();
    expect(normal.getByText('Normal')).toBeInTheDocument();
    expect(normal.getByText('1,250')).toBeInTheDocument();
    expect(normal.getByRole('img', { name: 'สีของสถานะ 1_0: #40c057' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบ' })).not.toBeInTheDocument();
  });

  it('renames a status and sends the contract body', async () => {
    const api = fakeApi({
      'GET /api/config/client-statuses': () => json(200, { data: STATUSES }),
      'PATCH /api/config/client-statuses/1_1': ({ init }) =>
        json(200, { data: { ...STATUSES[1], ...JSON.parse(String(init.body)) } }),
    });
    const { user } = renderWithProviders(<ClientStatusPage />);
    await screen.findByText('1_1');
    await user.click(rowOf('1_1').getByRole('button', { name: 'แก้ไข' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'แก้ไขชื่อสถานะ 1_1' }));
    const nameTh = dialog.getByRole('textbox', { name: 'ชื่อภาษาไทย' });
    await user.clear(nameTh);
    await user.type(nameTh, 'ใช้น้ำปกติ ค้างชำระ');
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกชื่อสถานะ 1_1 เรียบร้อยแล้ว')).toBeInTheDocument();
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      status_name: 'ใช้น้ำปกติ ค้างชำระ',
      status_name_en: 'Normal, in debt',
    });
  });
});
