import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type E2eServer, startE2eServer } from './server-process.ts';

/** Demo accounts seeded into a fresh embedded database. */
export const DEMO_PASSWORD = 'Prapa2569';

/** Screenshots for people to look at; kept out of git under apps/web/test-results/. */
export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results/screenshots',
);

export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill(userName);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('navigation', { name: 'เมนูนำทาง' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export function menuLinks(page: Page) {
  return page.getByRole('navigation', { name: 'เมนูนำทาง' }).getByRole('link');
}

/**
 * Runs the calling spec file on a demo database of its own, for specs that change what the
 * shared server's other specs rely on (billing November, replacing the data). Call it at the top
 * level of the spec; the returned function opens a Thai desktop browser context on that server.
 */
export function onOwnServer(name: string): (browser: Browser) => Promise<BrowserContext> {
  let server: E2eServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startE2eServer(name);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return (browser) =>
    browser.newContext({
      baseURL: server?.baseURL,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
      viewport: { width: 1366, height: 768 },
    });
}
