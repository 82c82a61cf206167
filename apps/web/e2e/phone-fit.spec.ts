import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { canOpenPage, PAGE } from '@prapa/domain/access-list';
import { ROLE, type RoleNumber } from '@prapa/domain/roles';
import { SCREENSHOT_DIR, signIn } from './support.ts';

/**
 * Every page fits a phone (issue 19): at 390 px, for every role, every route the role may open
 * does not scroll sideways (tables scroll inside their own box). Screenshots for people to
 * look at: test-results/screenshots/phone-<role>-<page>.png. The same at 360 px for the pages
 * with the widest content.
 */

const ROLES: { user: string; role: RoleNumber }[] = [
  { user: 'admin', role: ROLE.ADMIN },
  { user: 'norm', role: ROLE.NORM },
  { user: 'view', role: ROLE.VIEW },
  { user: 'dev', role: ROLE.DEV },
];

/** Pages with a fixed path; the login and the public bill check are checked signed out. */
const FIXED_PAGES = Object.values(PAGE).filter(
  (page) => page !== PAGE.login && page !== PAGE.billCheck && page !== PAGE.userBilling,
);

type Json = { data: Record<string, unknown> & { rows?: Record<string, unknown>[] } };

/** The documents of the demo data a page needs an id of: a paid bill, its receipt, its client. */
async function documentPages(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const headers = { authorization: `Bearer ${token}` };
  const invoices = (await (
    await page.request.get('/api/user/invoice?status=paid&page_size=1', { headers })
  ).json()) as Json;
  const invoice = invoices.data.rows?.[0];
  if (!invoice) return [];
  const client = (await (
    await page.request.get(`/api/user/client?id=${invoice.client_id}`, { headers })
  ).json()) as Json;
  const memberId = String(client.data.client_id);
  return [
    `${PAGE.userBilling}/${memberId}`,
    `${PAGE.userBilling}/${memberId}/invoice/${invoice.id}/print`,
    `${PAGE.payment}/receipt/${invoice.receipt_id}`,
  ];
}

/** The debt account of the demo's member paying by instalments: the one whose bills a plan took
 * over (the demo seeds one plan). */
async function planPage(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const headers = { authorization: `Bearer ${token}` };
  for (let n = 1; n <= 20; n += 1) {
    const invoices = (await (
      await page.request.get(`/api/user/invoice?page_size=100&page=${n}`, { headers })
    ).json()) as Json;
    const rows = invoices.data.rows ?? [];
    const taken = rows.find((row) => row.in_plan === true);
    if (taken) return `${PAGE.debtAccount}/${taken.client_id}`;
    if (rows.length < 100) break;
  }
  throw new Error('the demo data has no bill taken over by an instalment plan');
}

/** An open disconnection order: the demo seeds one (its member disconnected), but debt.spec
 * reconnects it; that member, still owing after a final notice, is then due again. */
async function openDisconnectionOrder(page: Page): Promise<void> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await page.request.get('/api/debt/disconnections', { headers })).json()) as {
    data: { orders: unknown[]; candidates: { client_id: number }[] };
  };
  if (list.data.orders.length > 0) return;
  const [candidate] = list.data.candidates;
  if (!candidate)
    throw new Error('the demo data has no disconnection order nor anyone due for one');
  const created = await page.request.post('/api/debt/disconnections', {
    headers,
    data: { params: { client_ids: [candidate.client_id] } },
  });
  expect(created.ok()).toBe(true);
}

/** `part` lies wholly inside the screen's width (not cut, not scrolled out of its box). */
async function expectOnScreen(page: Page, part: Locator, what: string) {
  const innerWidth = await page.evaluate(() => window.innerWidth);
  const box = await part.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= innerWidth, what).toBe(true);
}

async function overflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

const slug = (url: string) => url.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

/** The page's data is there: no request in flight, no page-level loader left (waited for at
 * most 20 s on a busy machine; a loader that stays is measured as it is). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Page loaders and lazy panels' spinners (Mantine's Loader), then what they fetched.
  await expect(page.locator('.mantine-Loader-root'))
    .toHaveCount(0, { timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

test.describe('every page fits a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signed out: sign-in and bill check', async ({ page }) => {
    for (const url of [PAGE.login, PAGE.billCheck]) {
      await page.goto(url);
      await settle(page);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `phone-signed-out-${slug(url)}.png`),
        fullPage: true,
      });
      expect(await overflow(page), url).toEqual({ scrollWidth: 390, innerWidth: 390 });
    }
  });

  for (const { user, role } of ROLES) {
    test(`${user}: every route the role may open`, async ({ page }) => {
      test.setTimeout(420_000);
      await signIn(page, user);
      const urls: string[] = FIXED_PAGES.filter((url) => canOpenPage(role, url));
      if (canOpenPage(role, PAGE.userBilling)) urls.push(...(await documentPages(page)));
      const wide: string[] = [];
      for (const url of urls) {
        await page.goto(url);
        await settle(page);
        await page.screenshot({
          path: path.join(SCREENSHOT_DIR, `phone-${user}-${slug(url)}.png`),
          fullPage: true,
        });
        const { scrollWidth, innerWidth } = await overflow(page);
        if (scrollWidth > innerWidth) wide.push(`${url}: ${scrollWidth} px`);
      }
      expect(wide, `pages wider than 390 px for ${user}`).toEqual([]);
    });
  }

  test('the debtors list shows what each member owes without scrolling sideways', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto(PAGE.debtAccount);
    await settle(page);
    // The demo's owing households are listed; each row says its amount under the name.
    const owed = page.getByTestId('debtor-owed');
    await expect(owed.first()).toBeVisible();
    expect(await owed.count()).toBeGreaterThan(0);
    await expect(owed.first()).toHaveText(/^ค้าง [\d,]+\.\d\d บาท · \d+ เดือน$/);
    await expectOnScreen(page, owed.first(), 'the first amount owed');
    expect(await overflow(page)).toEqual({ scrollWidth: 390, innerWidth: 390 });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'phone-admin-debtaccount-owed.png'),
      fullPage: true,
    });
  });

  test('a disconnection order is a card whose reading input and buttons are on screen', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await openDisconnectionOrder(page);
    await page.goto(PAGE.debtNotification);
    await page.getByRole('tab', { name: 'งดจ่ายน้ำ' }).click();
    await settle(page);
    // Issue 19: the orders table cut the state badge and scrolled the reading input and the
    // buttons out of view; a phone gets one card per order instead.
    const orders = page.getByRole('region', { name: 'ใบสั่งงดจ่ายน้ำ' });
    await expect(orders.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'ใบสั่งงดจ่ายน้ำ' })).toHaveCount(0);
    const card = orders.getByRole('article').first();
    const badge = card.getByText(/^(รองดจ่ายน้ำ|งดจ่ายน้ำแล้ว|ขอต่อน้ำ)$/).first();
    const innerWidth = await page.evaluate(() => window.innerWidth);
    for (const [what, part] of [
      ['state', badge],
      ['reading', card.getByRole('textbox', { name: /^เลขมาตรของ / })],
      ['action', card.getByRole('button').first()],
      ['last action', card.getByRole('button').last()],
    ] as const) {
      await expectOnScreen(page, part, what);
    }
    // The badge says its whole state, not an ellipsis.
    expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    expect(await overflow(page)).toEqual({ scrollWidth: innerWidth, innerWidth });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'phone-admin-disconnection-orders.png'),
      fullPage: true,
    });
  });

  test("the plan's bills show both amounts, the totals under them, without scrolling sideways", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto(await planPage(page));
    await settle(page);
    // Issue 19: the bills table used to keep a 480 px minimum width, scrolling both amount
    // columns out of view; a phone now hides the invoice number and due date instead.
    const bills = page.getByRole('table', { name: 'หนี้ค้างชำระที่ย้ายเข้าสัญญา' });
    await expect(bills).toBeVisible();
    const innerWidth = await page.evaluate(() => window.innerWidth);
    const right = (box: { x: number; width: number } | null) => (box ? box.x + box.width : NaN);
    const takenOver = await bills
      .getByRole('columnheader', { name: 'ยอดค้างที่ย้ายเข้าสัญญา (บาท)' })
      .boundingBox();
    for (const heading of ['เดือน', 'ยอดตามใบแจ้งหนี้ (บาท)', 'ยอดค้างที่ย้ายเข้าสัญญา (บาท)']) {
      await expectOnScreen(page, bills.getByRole('columnheader', { name: heading }), heading);
    }
    // The totals row spans only the columns a phone shows: its sum sits under its column.
    const total = await bills
      .getByRole('row', { name: /ยอดหนี้ตามสัญญา/ })
      .getByRole('cell', { name: /^[\d,]+\.\d\d$/ })
      .boundingBox();
    expect(Math.abs(right(total) - right(takenOver))).toBeLessThan(1);
    // The plan's schedule and the member's ป.17 keep their amounts in view too.
    for (const [table, heading] of [
      ['ตารางผ่อนชำระ', 'จำนวนเงิน (บาท)'],
      ['ทะเบียนลูกหนี้รายตัว (ป.17)', 'ค้างยกไป'],
    ] as const) {
      await expectOnScreen(
        page,
        page
          .getByRole('table', { name: table })
          .getByRole('columnheader', { name: heading, exact: true }),
        `${table}: ${heading}`,
      );
    }
    expect(await overflow(page)).toEqual({ scrollWidth: innerWidth, innerWidth });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'phone-admin-instalment-plan.png'),
      fullPage: true,
    });
  });
});

test.describe('the widest pages fit a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dashboard shows the amounts of every area without scrolling the table sideways', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto(PAGE.home);
    await settle(page);
    // Both amount columns of the per-area debt table sit inside the screen (issue 19: the
    // amount column used to be cut off, readable only by scrolling the table).
    const table = page.getByTestId('debt-summary-total').locator('xpath=..');
    for (const heading of ['ยังไม่ชำระ (บาท)', 'เกินกำหนด (บาท)']) {
      await expectOnScreen(page, table.getByRole('columnheader', { name: heading }), heading);
    }
    await expectOnScreen(
      page,
      table.getByRole('cell', { name: /^[\d,]+\.\d\d$/ }).last(),
      'the last amount',
    );
    await table.screenshot({ path: path.join(SCREENSHOT_DIR, 'phone-360-dashboard-areas.png') });
  });

  test('dev: the pages with tables and forms', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'dev');
    const wide: string[] = [];
    for (const url of [
      PAGE.home,
      PAGE.sumReceipt,
      PAGE.manageClient,
      PAGE.manageMeter,
      PAGE.payment,
      PAGE.billing,
      PAGE.account,
      PAGE.tariff,
      PAGE.waterHistoryReport,
      ...(await documentPages(page)),
    ]) {
      await page.goto(url);
      await settle(page);
      const { scrollWidth, innerWidth } = await overflow(page);
      if (scrollWidth > innerWidth) wide.push(`${url}: ${scrollWidth} px`);
    }
    expect(wide, 'pages wider than 360 px').toEqual([]);
  });
});
