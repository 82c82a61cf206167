import type { TRoleConfig } from '@prapa/contracts/roles-config';
import { ROLE_DEFAULT_FLAGS } from '@prapa/domain/roles';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UserRolePage } from './user-role-page.tsx';

const ROLES: TRoleConfig[] = [
  {
    type: 1,
    name: 'ADMIN',
    name_th: 'ผู้ดูแลระบบสูงสุด',
    name_en: 'Administrator',
    pages: ['/', '/managemeter', '/customconfig/account', '/customconfig/tariff'],
    account_count: 2,
    default_flags: ROLE_DEFAULT_FLAGS[1],
  },
  {
    type: 2,
    name: 'NORM',
    name_th: 'ผู้ดูแลระบบทั่วไป',
    name_en: 'Office staff',
    pages: ['/', '/managemeter', '/user-billing'],
    account_count: 5,
    default_flags: ROLE_DEFAULT_FLAGS[2],
  },
  {
    type: 3,
    name: 'VIEW',
    name_th: 'พนักงานจดมาตร',
    name_en: 'Meter reader',
    pages: ['/', '/managemeter'],
    account_count: 1,
    default_flags: ROLE_DEFAULT_FLAGS[3],
  },
  {
    type: 4,
    name: 'DEV',
    name_th: 'นักพัฒนาระบบ',
    name_en: 'Developer',
    pages: ['*'],
    account_count: 0,
    default_flags: ROLE_DEFAULT_FLAGS[4],
  },
];

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('user role page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four roles with their numbers, labels, flags, account counts and pages', async () => {
    fakeApi({ 'GET /api/config/roles': () => json(200, { data: ROLES }) });
    renderWithProviders(<UserRolePage />);
    expect(await screen.findAllByRole('region')).toHaveLength(4);

    const view = card('พนักงานจดมาตร');
    expect(view.getByText('บทบาทที่ 3')).toBeInTheDocument();
    expect(view.getByText('VIEW')).toBeInTheDocument();
    expect(view.getByText('ชื่อภาษาอังกฤษ: Meter reader')).toBeInTheDocument();
    expect(view.getByText('1 บัญชี')).toBeInTheDocument();
    expect(view.getByRole('img', { name: 'แก้ไขข้อมูลทั่วไป: ไม่มีสิทธิ์' })).toBeInTheDocument();
    const pages = within(view.getByRole('list', { name: 'หน้าที่เปิดได้ (2)' }));
    expect(pages.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'หน้าหลัก',
      'จดมาตรวัดน้ำ',
    ]);

    expect(card('ผู้ดูแลระบบสูงสุด').getByText('จัดการผู้ใช้งาน')).toBeInTheDocument();
    expect(card('ผู้ดูแลระบบสูงสุด').getByText('อัตราค่าน้ำ')).toBeInTheDocument();
    expect(card('ผู้ดูแลระบบทั่วไป').getByText('ข้อมูลค่าน้ำของผู้ใช้น้ำ')).toBeInTheDocument();
    expect(card('นักพัฒนาระบบ').getByText('ทุกหน้า')).toBeInTheDocument();
  });

  it('edits the labels and default flags but not the number, and sends the contract body', async () => {
    const api = fakeApi({
      'GET /api/config/roles': () => json(200, { data: ROLES }),
      'PATCH /api/config/roles/3': ({ init }) =>
        json(200, { data: { ...ROLES[2], ...JSON.parse(String(init.body)) } }),
    });
    const { user } = renderWithProviders(<UserRolePage />);
    await screen.findAllByRole('region');
    await user.click(card('พนักงานจดมาตร').getByRole('button', { name: 'แก้ไขบทบาท VIEW' }));

    const dialog = within(await screen.findByRole('dialog', { name: /แก้ไขบทบาท VIEW/ }));
    expect(dialog.getByText(/หมายเลขบทบาท 3 \(VIEW\) กำหนดโดยระบบ/)).toBeInTheDocument();
    const nameTh = dialog.getByRole('textbox', { name: 'ชื่อภาษาไทย' });
    await user.clear(nameTh);
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));
    expect(dialog.getByText('กรุณากรอกข้อมูลช่องนี้')).toBeInTheDocument();

    await user.type(nameTh, ' ผู้จดมาตร ');
    await user.click(dialog.getByRole('checkbox', { name: 'อ่านข้อมูลทั่วไป' }));
    await user.click(dialog.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกบทบาท VIEW เรียบร้อยแล้ว')).toBeInTheDocument();
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      name_th: 'ผู้จดมาตร',
      name_en: 'Meter reader',
      default_flags: {
        general_read: false,
        general_edit: false,
        meter_read: true,
        meter_edit: true,
      },
    });
  });
});
