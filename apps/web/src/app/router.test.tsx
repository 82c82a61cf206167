import { ROLE } from '@prapa/domain/roles';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../lib/session.ts';
import { fakeApi, json } from './testing/fake-api.ts';
import { fakeUser, signInAs } from './testing/fake-users.ts';
import { renderApp } from './testing/render-app.tsx';

describe('router', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.DEV);
    fakeApi({ 'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.DEV) }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  // Every page of spec §2 is built: each route opens its own page, none a placeholder.
  it.each([
    ['/process/importcsvfile', 'นำเข้าและตรวจสอบรายการชำระเงิน'],
    ['/process/payment', 'รับชำระเงิน'],
    ['/sumreceipt', 'รายงานสรุปใบเสร็จรับเงิน'],
    ['/filemanagement', 'จัดการไฟล์'],
    ['/reports', 'ศูนย์รายงาน'],
    ['/user-billing/00042', 'ข้อมูลค่าน้ำของผู้ใช้น้ำ'],
    ['/investigation', 'ตรวจสอบความผิดปกติ'],
    ['/process/accounting', 'กำหนดรอบนำส่งเงิน'],
    ['/p32_dailyincome', 'รายงานรายได้ประจำวัน (แบบ 32)'],
    ['/process/debtnotification', 'แจ้งหนี้'],
    ['/debtaccount', 'บัญชีลูกหนี้'],
  ])('%s opens its page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('ยังไม่เปิดให้ใช้งาน')).not.toBeInTheDocument();
  });

  it('shows the Thai access-denied page with a link home', async () => {
    renderApp('/access-denied');
    expect(await screen.findByRole('heading', { name: 'ไม่มีสิทธิ์เข้าใช้งาน' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/');
  });
});
