import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, onOwnServer, SCREENSHOT_DIR, signIn, signOut } from './support.ts';

// Issues letters and moves a disconnection order: a demo database of its own.
const newContext = onOwnServer('e2e-debt-server');

test('NORM sends letters to members owing 2+ months; ADMIN reconnects the disconnected member', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await signIn(page, 'norm');

  // The debtor list: aging buckets and the demo's letters and disconnection.
  await page.goto('/debtaccount');
  await expect(page.getByRole('heading', { level: 2, name: 'บัญชีลูกหนี้' })).toBeVisible();
  await expect(page.getByText('งดจ่ายน้ำแล้ว').first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'debt-account-desktop.png') });

  // Letters: owing 2+ months (the default), preview, issue.
  await page.goto('/process/debtnotification');
  await page.getByRole('button', { name: 'แสดงรายชื่อ' }).click();
  await expect(page.getByTestId('letter-summary')).toContainText(/เลือก [1-9]\d* จาก/);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'debt-notification-desktop.png') });
  await page.getByRole('button', { name: /^ออกหนังสือ \d+ ฉบับ$/ }).click();
  // Issuing is a background job (numbering, then the PDF on the worker thread) with a progress
  // bar until it is done: allow for a loaded machine.
  await expect(page.getByText('ออกหนังสือแจ้งหนี้แล้ว')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/เลขที่ NT\d{4}\/\d{6} ถึง NT\d{4}\/\d{6}/)).toBeVisible();
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'พิมพ์หนังสือชุดนี้' }).click();
  await popup;

  // The letters as the print button fetches them.
  const login = await context.request.post('/api/auth/login', {
    data: { user_name: 'norm', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).data.token as string;
  const batch = await context.request.get('/api/debt/debtors?page_size=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(batch.status()).toBe(200);
  const pdf = await context.request.get('/api/debt/letters/batch/3/pdf', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  const file = path.join(SCREENSHOT_DIR, 'debt-letters.pdf');
  writeFileSync(file, await pdf.body());
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, file.slice(0, -4)]);

  // The debtor list now shows a first notice on someone's row.
  await page.goto('/debtaccount');
  await expect(page.getByText(/ส่งแล้ว 2 ฉบับ/).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'debt-account-phone.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signOut(page);

  // ADMIN: the demo's disconnected member is reconnected (allowed) and its reading recorded.
  await signIn(page, 'admin');
  await page.goto('/process/debtnotification');
  await page.getByRole('tab', { name: 'งดจ่ายน้ำ' }).click();
  const orders = page.getByRole('table', { name: 'ใบสั่งงดจ่ายน้ำ' });
  const row = orders.getByRole('row').filter({ hasText: 'งดจ่ายน้ำแล้ว' }).first();
  await expect(row).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'debt-disconnection-desktop.png') });
  await row.getByRole('button', { name: 'อนุญาตให้ต่อน้ำ (ผู้ดูแลระบบ)' }).click();
  const requested = orders.getByRole('row').filter({ hasText: 'ขอต่อน้ำ' }).first();
  await expect(requested).toBeVisible();
  await requested.getByRole('textbox').fill('4321');
  await requested.getByRole('button', { name: 'ต่อน้ำแล้ว' }).click();
  await expect(orders.getByRole('row').filter({ hasText: 'งดจ่ายน้ำแล้ว' })).toHaveCount(0);
});
