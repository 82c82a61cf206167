import path from 'node:path';
import { expect, test } from '@playwright/test';
import { menuLinks, SCREENSHOT_DIR, signIn, signOut } from './support.ts';

const VIEW_MENU = ['หน้าหลัก', 'จดมาตรวัดน้ำ', 'ศูนย์รายงาน'];
const NORM_MENU = [
  'หน้าหลัก',
  'ผู้ใช้น้ำ',
  'เพิ่มผู้ใช้น้ำ',
  'จดมาตรวัดน้ำ',
  'ตรวจสอบ',
  'บัญชีลูกหนี้',
  'กำหนดรอบบริการ',
  'ชำระเงิน',
  'ปิดยอดประจำวัน',
  'แจ้งหนี้',
  'นำเข้าและตรวจสอบรายการชำระเงิน',
  'ศูนย์รายงาน',
  'รายงานรายได้ประจำวัน (แบบ 32)',
  'รายงานสรุปใบเสร็จรับเงิน',
  'ประวัติการใช้น้ำ',
  'จัดการไฟล์',
];
const ADMIN_MENU = [
  ...NORM_MENU.slice(0, 7),
  'กำหนดรอบนำส่งเงิน',
  ...NORM_MENU.slice(7),
  'นำเข้าข้อมูล',
  'จัดการผู้ใช้งาน',
  'จัดการสิทธิ์ผู้ใช้งาน',
  'ข้อมูลหน่วยงาน',
  'บันทึกการใช้งานระบบ',
  'เอกสาร API',
  'จัดการสถานะผู้ใช้น้ำ',
  'จัดการพื้นที่/เขต',
  'จัดการประเภทมาตรวัด',
  'อัตราค่าน้ำ',
];
const DEV_MENU = [...ADMIN_MENU, 'ข้อมูลจำลอง'];

const ROLES = [
  { userName: 'admin', menu: ADMIN_MENU },
  { userName: 'norm', menu: NORM_MENU },
  { userName: 'view', menu: VIEW_MENU },
  { userName: 'dev', menu: DEV_MENU },
];

for (const { userName, menu } of ROLES) {
  test(`${userName} signs in and sees only that role's menu`, async ({ page }) => {
    await signIn(page, userName);
    await expect(page).toHaveURL(/\/$/);
    await expect(menuLinks(page)).toHaveText(menu);
    await expect(page.getByRole('heading', { level: 2, name: 'ภาพรวม' })).toBeVisible();
    await expect(page.getByTestId('today')).toHaveText(/^วัน.+ที่ \d{1,2} .+ 25\d\d$/);
  });
}

test('a VIEW user opening /customconfig/account is sent to /', async ({ page }) => {
  await signIn(page, 'view');
  await page.goto('/customconfig/account');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'ภาพรวม' })).toBeVisible();
});

test('signing out returns to /login and the pages stay closed', async ({ page }) => {
  await signIn(page, 'norm');
  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBe('{}');
  await page.goto('/process/payment');
  await expect(page).toHaveURL(/\/login$/);
});

test('/billcheck opens without signing in', async ({ page }) => {
  await page.goto('/billcheck');
  await expect(page).toHaveURL(/\/billcheck$/);
  await expect(page.getByRole('heading', { name: 'ตรวจสอบค่าน้ำ' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'เมนูนำทาง' })).toHaveCount(0);
});

test('a wrong password shows the server message on the login form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('admin');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('alert')).toContainText('เข้าสู่ระบบไม่สำเร็จ');
  await expect(page.getByRole('alert')).toContainText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await expect(page).toHaveURL(/\/login$/);
});

test('dashboard shell after admin sign-in (screenshot)', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-full-name')).not.toBeEmpty();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dashboard-admin.png'), fullPage: true });
});
