import path from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { type E2eServer, startE2eServer } from './server-process.ts';
import { DEMO_PASSWORD, SCREENSHOT_DIR, signIn } from './support.ts';

// The meter reader's round without signal (issue 19, decision 025), on a server of its own: it
// records meters the other specs count on.
let server: E2eServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startE2eServer('e2e-offline-readings-server');
});
test.afterAll(async () => {
  await server?.stop();
});

type Row = {
  meter_id: number;
  fullname: string;
  previousMeter: number;
  currentMeter: number | null;
};

async function adminApi(): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = await playwrightRequest.newContext({ baseURL: server?.baseURL });
  const response = await api.post('/api/auth/login', {
    data: { user_name: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const token = (await response.json()).data.token as string;
  return { api, headers: { authorization: `Bearer ${token}` } };
}

/** The open cycle's rows, as the server holds them. */
async function serverRows(api: APIRequestContext, headers: Record<string, string>) {
  const response = await api.get('/api/user/waterHistory/all', { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { cycle: { id: number }; rows: Row[] };
}

/** Types a reading on the card at `index` and presses Enter, confirming an unusual usage. */
async function record(page: Page, index: number, reading: number) {
  const input = page.getByRole('article').nth(index).getByRole('textbox');
  await input.fill(String(reading));
  await input.press('Enter');
  const question = page.getByRole('dialog');
  await expect(async () => {
    const asked = await question.isVisible();
    const kept = await page.getByRole('article').nth(index).getByText('รอส่ง').isVisible();
    expect(asked || kept).toBe(true);
  }).toPass({ timeout: 10_000 });
  if (await question.isVisible()) {
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
  }
  await expect(page.getByRole('article').nth(index).getByText('รอส่ง')).toBeVisible();
}

test('a reader downloads a round, records offline, reloads, and the readings reach the server', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context: BrowserContext = await browser.newContext({
    baseURL: server?.baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const { api, headers } = await adminApi();

  await signIn(page, 'view');
  await page.goto('/managemeter');
  await expect(page.getByRole('heading', { name: 'จดมาตรวัดน้ำ' })).toBeVisible();
  // The worker is installed before the round is downloaded; the download hands it the files.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // One area's round: pick the first area offered.
  // The list of areas may still be on its way: open the picker until it offers one.
  const picker = page.getByRole('combobox', { name: 'เขตที่จะออกจด' });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await picker.click();
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByTestId('offline-download').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-download-390.png') });
  await page.getByRole('button', { name: 'ดาวน์โหลดรอบนี้ไว้ในเครื่อง' }).click();
  await expect(page.getByTestId('offline-round')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('offline-pending')).toHaveText('ส่งเข้าระบบครบแล้ว');
  const cards = page.getByRole('article');
  const names = await Promise.all([0, 1, 2].map((i) => cards.nth(i).getAttribute('aria-label')));
  const previous = await Promise.all(
    [0, 1, 2].map(async (i) =>
      Number(await cards.nth(i).getByTestId('previous-reading').textContent()),
    ),
  );

  await context.setOffline(true);
  await record(page, 0, (previous[0] ?? 0) + 12);
  await record(page, 1, (previous[1] ?? 0) + 15);
  await record(page, 2, (previous[2] ?? 0) + 9);
  await expect(page.getByTestId('offline-pending')).toHaveText('รอส่ง 3');

  // A reload without signal: the screen and the three waiting readings are still there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'จดมาตรวัดน้ำ' })).toBeVisible();
  await expect(page.getByTestId('offline-pending')).toHaveText('รอส่ง 3');
  await page.getByText('ทั้งหมด', { exact: true }).click();
  await expect(page.getByRole('article', { name: names[0] ?? '' })).toContainText('รอส่ง');
  // Nothing on the phone scrolls sideways, offline either.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'offline-readings-390.png'),
    fullPage: false,
  });

  // Meanwhile the office records the third meter itself.
  const { cycle, rows } = await serverRows(api, headers);
  const find = (list: Row[], index: number) =>
    list.find((row) => row.fullname === names[index] && row.previousMeter === previous[index]);
  const third = find(rows, 2);
  if (!third) throw new Error('third meter not on the server');
  const office = await api.post('/api/user/waterHistory', {
    headers,
    data: {
      params: {
        cycle_id: cycle.id,
        meter_id: third.meter_id,
        current_reading: third.previousMeter + 1,
        confirm_anomaly: true,
      },
    },
  });
  expect(office.status(), await office.text()).toBe(200);

  // Back online: two arrive, the third is a conflict the reader settles on screen.
  await context.setOffline(false);
  const problem = page.getByTestId('offline-problem');
  await expect(problem).toContainText('มาตรนี้มีผู้จดเลข', { timeout: 20_000 });
  await expect(page.getByTestId('offline-pending')).toHaveText('ส่งเข้าระบบครบแล้ว');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-conflict-390.png') });
  await problem.getByRole('button', { name: /ใช้เลขของฉัน/ }).click();
  await expect(problem).toHaveCount(0, { timeout: 20_000 });

  const after = (await serverRows(api, headers)).rows;
  expect(find(after, 0)?.currentMeter).toBe((previous[0] ?? 0) + 12);
  expect(find(after, 1)?.currentMeter).toBe((previous[1] ?? 0) + 15);
  expect(find(after, 2)?.currentMeter).toBe((previous[2] ?? 0) + 9);

  await expect(page.getByTestId('offline-pending')).toHaveText('ส่งเข้าระบบครบแล้ว');
  await page.setViewportSize({ width: 1366, height: 768 });
  // The navigation bar slides in at this width.
  await expect(page.getByRole('navigation', { name: 'เมนูนำทาง' })).toBeInViewport();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'offline-readings-1366.png') });

  await api.dispose();
  await context.close();
});
