import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, signIn } from './support.ts';

// Pictures of the shell at office-desktop and phone widths, for people to review.
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login, dashboards and a not-yet-available page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
      await shoot(page, `login-${viewport.name}`);

      await signIn(page, 'admin');
      await shoot(page, `dashboard-admin-${viewport.name}`);

      await page.goto('/process/debtnotification');
      await expect(page.getByRole('button', { name: 'แสดงรายชื่อ' })).toBeVisible();
      await shoot(page, `debt-notification-${viewport.name}`);

      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: 'เปิดเมนู' }).click();
        await expect(page.getByRole('navigation', { name: 'เมนูนำทาง' })).toBeVisible();
        await shoot(page, `menu-open-${viewport.name}`);
        await page.getByRole('button', { name: 'ปิดเมนู' }).click();
      }

      await page.evaluate(() => localStorage.setItem('user', '{}'));
      await signIn(page, 'view');
      await shoot(page, `dashboard-view-${viewport.name}`);
    });
  });
}
