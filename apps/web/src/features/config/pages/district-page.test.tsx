import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeUser, signInAs } from '../../../app/testing/fake-users.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DistrictPage } from './district-page.tsx';

const AREAS = [
  {
    id: 1,
    area_code: 'B02',
    area_name: 'หมู่ 2 บ้านโนนสูง',
    route_order: 2,
    active: true,
    client_count: 87,
  },
  {
    id: 2,
    area_code: 'A01',
    area_name: 'หมู่ 1 บ้านหนองน้ำ',
    route_order: 1,
    active: true,
    client_count: 120,
  },
  {
    id: 3,
    area_code: 'C03',
    area_name: 'หมู่ 3 บ้านท่าช้าง',
    route_order: null,
    active: false,
    client_count: 0,
  },
];

function bodyOf(api: ReturnType<typeof fakeApi>, method: string, path: string) {
  const call = api.mock.calls.find(
    ([url, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('district page', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the areas at /customconfig/district in route order', async () => {
    signInAs(ROLE.ADMIN);
    fakeApi({
      'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.ADMIN) }),
      'GET /api/config/areas': () => json(200, { data: AREAS }),
    });
    renderApp('/customconfig/district');
    expect(await screen.findByRole('heading', { name: 'จัดการพื้นที่/เขต' })).toBeInTheDocument();
    const first = await screen.findByText('หมู่ 1 บ้านหนองน้ำ');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('A01')).toBeInTheDocument();
    expect(rows[0]).toContainElement(first);
    expect(within(rows[1] as HTMLElement).getByText('B02')).toBeInTheDocument();
    // An area without a route position comes last.
    expect(within(rows[2] as HTMLElement).getByText('C03')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('ปิดการใช้งาน')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('120')).toBeInTheDocument();
  });

  it('creates an area with the contract body', async () => {
    const api = fakeApi({
      'GET /api/config/areas': () => json(200, { data: AREAS }),
      'POST /api/config/areas': () =>
        json(201, {
          data: {
            id: 9,
            area_code: 'D04',
            area_name: 'หมู่ 4 บ้านใหม่',
            route_order: 4,
            active: true,
            client_count: 0,
          },
        }),
    });
    const { user } = renderWithProviders(<DistrictPage />);
    await screen.findByText('หมู่ 1 บ้านหนองน้ำ');
    await user.click(screen.getByRole('button', { name: 'เพิ่มพื้นที่' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มพื้นที่/เขต' }));
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));
    expect(dialog.getByText('รหัสเขตไม่ถูกต้อง')).toBeInTheDocument();
    expect(dialog.getByText('กรุณากรอกข้อมูลช่องนี้')).toBeInTheDocument();

    await user.type(dialog.getByLabelText(/รหัสเขต/), ' D04 ');
    await user.type(dialog.getByLabelText(/ชื่อพื้นที่\/เขต/), 'หมู่ 4 บ้านใหม่');
    await user.type(dialog.getByLabelText(/ลำดับเส้นทาง/), '4');
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกพื้นที่/เขตเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(bodyOf(api, 'POST', '/api/config/areas')).toEqual({
      area_code: 'D04',
      area_name: 'หมู่ 4 บ้านใหม่',
      route_order: 4,
      active: true,
    });
  });

  it('asks before deleting and, when clients use the area, offers to deactivate it', async () => {
    const conflict = 'ไม่สามารถลบพื้นที่ หมู่ 1 บ้านหนองน้ำ ได้ เนื่องจากมีผู้ใช้น้ำ 120 ราย';
    const api = fakeApi({
      'GET /api/config/areas': () => json(200, { data: AREAS }),
      'DELETE /api/config/areas/2': () =>
        json(409, { error: { code: 'CONFLICT', message: conflict } }),
      'PATCH /api/config/areas/2': () => json(200, { data: { ...AREAS[1], active: false } }),
    });
    const { user } = renderWithProviders(<DistrictPage />);
    const row = (await screen.findByText('หมู่ 1 บ้านหนองน้ำ')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'ลบ' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'ยืนยันการลบ' }));
    expect(confirm.getByText('ต้องการลบ หมู่ 1 บ้านหนองน้ำ ใช่หรือไม่')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'ลบ' }));

    const inUse = within(await screen.findByRole('dialog', { name: /ลบไม่ได้/ }));
    expect(inUse.getByText(conflict)).toBeInTheDocument();
    await user.click(inUse.getByRole('button', { name: 'ปิดการใช้งานแทน' }));
    expect(await screen.findByText('ปิดการใช้งานพื้นที่/เขตเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(bodyOf(api, 'PATCH', '/api/config/areas/2')).toEqual({
      area_code: 'A01',
      area_name: 'หมู่ 1 บ้านหนองน้ำ',
      route_order: 1,
      active: false,
    });
  });

  it('does nothing when the deletion is cancelled', async () => {
    const api = fakeApi({ 'GET /api/config/areas': () => json(200, { data: AREAS }) });
    const { user } = renderWithProviders(<DistrictPage />);
    const row = (await screen.findByText('หมู่ 2 บ้านโนนสูง')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'ลบ' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'ยืนยันการลบ' }));
    await user.click(confirm.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
