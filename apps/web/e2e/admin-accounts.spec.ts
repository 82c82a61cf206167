import path from 'node:path';
import { expect, test } from '@playwright/test';
import { menuLinks, SCREENSHOT_DIR, signIn, signOut } from './support.ts';

const METER_READER_MENU = ['หน้าหลัก', 'จดมาตรวัดน้ำ', 'ศูนย์รายงาน'];

test('an administrator creates a meter reader, who then sees only the meter-reader menu', async ({
  page,
}) => {
  // Unique per run, so the spec also passes against a database it has run on before.
  const userName = `reader${Date.now().toString(36)}`;
  const password = 'Reader2569';

  await signIn(page, 'admin');
  await menuLinks(page).filter({ hasText: 'จัดการผู้ใช้งาน' }).click();
  await expect(page).toHaveURL(/\/customconfig\/account$/);
  await expect(page.getByRole('heading', { name: 'จัดการผู้ใช้งาน' })).toBeVisible();

  await page.getByRole('button', { name: 'เพิ่มผู้ใช้งาน' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มผู้ใช้งาน' });
  await dialog.getByRole('textbox', { name: 'ชื่อผู้ใช้' }).fill(userName);
  await dialog.getByRole('textbox', { name: 'ชื่อ-นามสกุล' }).fill('สมหญิง จดมาตร');
  await dialog.getByRole('combobox', { name: 'บทบาท' }).click();
  await page.getByRole('option', { name: /VIEW/ }).click();
  await expect(dialog.getByRole('checkbox', { name: 'แก้ไขข้อมูลมาตรวัด' })).toBeChecked();

  // A weak password is refused in the form before anything is sent.
  await dialog.getByLabel(/^รหัสผ่าน/).fill('reader2569');
  await dialog.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(dialog.getByText(/^รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร/)).toBeVisible();

  await dialog.getByLabel(/^รหัสผ่าน/).fill(password);
  await dialog.getByRole('button', { name: 'สร้างบัญชี' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`สร้างบัญชี ${userName} เรียบร้อยแล้ว`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: userName });
  await expect(row).toContainText('พนักงานจดมาตร');
  await expect(row).toContainText('ยังไม่เคยเข้าสู่ระบบ');

  await signOut(page);
  await signIn(page, userName, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(menuLinks(page)).toHaveText(METER_READER_MENU);
  await page.goto('/customconfig/account');
  await expect(page).toHaveURL(/\/$/);
});

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];
const PAGES = [
  { path: '/customconfig/account', heading: 'จัดการผู้ใช้งาน', shot: 'accounts' },
  { path: '/customconfig/userrole', heading: 'จัดการสิทธิ์ผู้ใช้งาน', shot: 'user-roles' },
  { path: '/customconfig/clientstatus', heading: 'จัดการสถานะผู้ใช้น้ำ', shot: 'client-statuses' },
];

for (const viewport of VIEWPORTS) {
  test(`administration pages at ${viewport.name} width, for review`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'admin');
    for (const { path: url, heading, shot } of PAGES) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // Nothing may stick out sideways at this width except inside the table's own scroller.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${shot}-${viewport.name}.png`),
        fullPage: true,
      });
    }
  });
}
