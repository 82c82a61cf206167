import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { onOwnServer, SCREENSHOT_DIR, signIn, signOut } from './support.ts';

// This spec closes the demo cashier's day, which other specs' payments must find open, so it
// runs on a demo database of its own.
const newContext = onOwnServer('e2e-remittance-server');

async function call<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const headers = { Authorization: `Bearer ${token}` };
  const response =
    method === 'GET'
      ? await page.request.get(url, { headers })
      : await page.request.post(url, { headers, data: data ?? {} });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Unpaid = { id: number; total_charge: number };

test('a cashier closes the day 20 baht short, ADMIN remits, prints the slip and reads form 32', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();

  // 1. The cashier takes two payments (the counter screen is billing-payment.spec's).
  await signIn(page, 'norm');
  const owing = await call<{ rows: { id: number }[] }>(
    page,
    'GET',
    '/api/user/client?status_code=1_1&page_size=20',
  );
  let paid = 0;
  for (const client of owing.rows) {
    if (paid === 2) break;
    const unpaid = await call<Unpaid[]>(
      page,
      'GET',
      `/api/user/payment/unpaid?client_id=${client.id}`,
    );
    const oldest = unpaid[0];
    if (!oldest) continue;
    await call(page, 'POST', '/api/user/payment/set-payment', {
      invoices: [oldest.id],
      received: oldest.total_charge,
    });
    paid += 1;
  }
  expect(paid).toBe(2);

  // 2. The daily close: 20 baht short, with the reason.
  await page.goto('/process/payment/close');
  await expect(page.getByRole('heading', { name: 'ปิดยอดประจำวัน' })).toBeVisible();
  const expectedText = await page.getByTestId('expected-cash').textContent();
  const expected = Number((expectedText ?? '0').replace(/[^\d.]/g, ''));
  expect(expected).toBeGreaterThan(20);
  await page.getByRole('textbox', { name: 'ยอดที่นับได้ (บาท)' }).fill((expected - 20).toFixed(2));
  await page.getByRole('textbox', { name: 'เหตุผลของผลต่าง' }).fill('ทอนเงินเกิน 20 บาท');
  await page.getByRole('button', { name: 'ปิดยอด', exact: true }).click();
  await expect(page.getByText('ปิดยอดแล้ว')).toBeVisible();
  await expect(page.getByText('ผลต่าง -20.00 บาท')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'daily-close.png'), fullPage: true });
  await signOut(page);

  // 3. ADMIN sees the money waiting and remits it; the slip prints.
  await signIn(page, 'admin');
  await page.goto('/process/accounting');
  await expect(page.getByRole('heading', { name: 'กำหนดรอบนำส่งเงิน' })).toBeVisible();
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'accounting-pending.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'ออกใบนำส่งเงิน' }).click();
  await expect(page).toHaveURL(/\/process\/accounting\/remittance\/\d+$/);
  const slip = page.getByRole('article', { name: /^ใบนำส่งเงินประจำวัน RM\d{4}\/\d{6}$/ });
  await expect(slip).toBeVisible();
  await expect(slip).toContainText('รวมเงินสด');
  await expect(slip).toContainText('ผู้นำส่ง');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'remittance-slip.png'), fullPage: true });

  // 4. Form 32 for this month, and the receipt register on its own tab.
  await page.goto('/p32_dailyincome');
  await expect(page.getByRole('heading', { name: 'รายงานรายได้ประจำวัน (แบบ 32)' })).toBeVisible();
  await expect(page.getByText('รวมทั้งสิ้น').first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'form32.png'), fullPage: true });
  await page.getByRole('tab', { name: 'บัญชีคุมใบเสร็จรับเงิน' }).click();
  await expect(page.getByText('เลขที่ใบเสร็จต่อเนื่อง ไม่มีเลขที่ขาดหาย')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'receipt-register-phone.png'),
    fullPage: true,
  });
  await context.close();
});
