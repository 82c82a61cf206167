import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, signIn } from './support.ts';

/**
 * Issue 13 item 5: the back office and the public bill check run under the server's
 * Content-Security-Policy with no violation, and the security headers are on.
 */

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|apply|execute|connect|frame)/i.test(text)) {
      violations.push(text);
    }
  });
  page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`));
  return violations;
}

test('login, dashboard and bill check run under the CSP without a violation', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = collectCspViolations(page);

  const login = await page.goto('/login');
  const headers = login?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'csp-login.png') });

  await signIn(page, 'admin');
  // Not 'networkidle': the signed-in layout polls (jobs, overdue state), so the network never
  // rests; the loaders going away says the panels have drawn.
  // The dashboard's figures and charts (chart.js canvases) have drawn.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'csp-dashboard.png'), fullPage: true });

  const api = await page.request.get('/api/health');
  expect(api.status()).toBe(200);
  const me = await page.request.get('/api/auth/me');
  expect(me.headers()['cache-control']).toBe('no-store');

  const billCheck = await page.goto('/billcheck');
  expect(billCheck?.headers()['content-security-policy']).toContain("default-src 'self'");
  await expect(page.getByRole('heading', { name: 'ตรวจสอบค่าน้ำ' })).toBeVisible();
  await page.getByLabel('เลขที่ผู้ใช้น้ำ หรือ เลขผู้ใช้น้ำ').fill('1');
  await page.getByLabel('บ้านเลขที่').fill('1');
  const answered = page.waitForResponse((response) => response.url().includes('/api/'));
  await page.getByRole('button', { name: 'ตรวจสอบ' }).click();
  await answered;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'csp-bill-check.png'), fullPage: true });

  expect(violations).toEqual([]);
});

test('no source maps are served and assets are compressed', async ({ page, request }) => {
  await page.goto('/login');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(script as string, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(await asset.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).headers()['content-type'] ?? '').not.toContain(
    'json',
  );
});
