import path from 'node:path';
import { expect, test } from '@playwright/test';
import { onOwnServer, SCREENSHOT_DIR, signIn } from './support.ts';

// Generating replaces the data every other spec relies on, so this spec starts a server with
// a demo database of its own instead of using the shared one.
const newContext = onOwnServer('e2e-dev-mock-server');

declare global {
  interface Window {
    progressSeen?: number[];
  }
}

test('the DEV account generates a small data set on /dev/mock and sees the dashboard fill', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'dev');
  // The demo village first: 60 water users.
  await expect(page.getByText('รวม 60 ราย', { exact: true })).toBeVisible();

  await page.goto('/dev/mock');
  await expect(page.getByRole('heading', { name: 'ข้อมูลจำลอง' })).toBeVisible();
  // The demo data was made by the generator, so it may be replaced.
  await expect(page.getByTestId('mock-refusal')).toHaveCount(0);
  await page.getByText('เล็ก: 300 ราย × 6 เดือน').click();

  // Every value the bar shows, as the page polls the generation.
  await page.evaluate(() => {
    window.progressSeen = [];
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value !== null && value !== undefined && window.progressSeen?.at(-1) !== Number(value))
        window.progressSeen?.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'สร้างข้อมูลจำลอง' }).click();
  const progress = page.getByTestId('mock-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('สร้างข้อมูลจำลองเสร็จแล้ว', { timeout: 60_000 });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const seen = await page.evaluate(() => window.progressSeen ?? []);
  expect(seen[0]).toBeLessThan(100);
  expect(seen.at(-1)).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));

  const summary = page.getByTestId('mock-summary');
  await expect(summary.getByRole('row', { name: /ผู้ใช้น้ำ \(ราย\)/ })).toContainText('300');
  const debtorsText = await summary.getByRole('row', { name: /ค้างชำระ/ }).textContent();
  const debtors = Number(/([\d,]+)$/.exec(debtorsText ?? '')?.[1]?.replaceAll(',', ''));
  expect(debtors).toBeGreaterThan(0);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'dev-mock-done.png'), fullPage: true });

  // The dashboard shows the new data set.
  await page.goto('/');
  await expect(page.getByText('รวม 300 ราย', { exact: true })).toBeVisible();
  await expect(page.getByTestId('debt-ratio')).toContainText(`ค้างชำระ (เกินกำหนด): ${debtors} ราย`);
  await expect(page.getByTestId('debt-summary-total')).toContainText(/รวม [1-9][\d,]*\.\d\d/);
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'dashboard-after-mock.png'),
    fullPage: true,
  });
  await context.close();
});
