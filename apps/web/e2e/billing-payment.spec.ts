import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR, signIn } from './support.ts';

/** '1,234.50 บาท' → 123450 satang, read from the digits (never a float). */
function satangOf(text: string | null): number {
  const match = /(-?[\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no amount in "${text}"`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2]);
}

async function api<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function todayCash(page: Page): Promise<number> {
  await page.goto('/');
  const cash = page.getByTestId('today-cash');
  await expect(cash).toBeVisible();
  return satangOf(await cash.textContent());
}

type ClientRow = { id: number; client_id: string; fullname: string };

test('bill run, cash payment of two invoices, receipt, dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const cashBefore = await todayCash(page);

  // 1. Bill the open November cycle from the billing-cycle page.
  await page.goto('/process/billing');
  await page.getByRole('button', { name: 'ออกใบแจ้งหนี้ พฤศจิกายน 2569' }).click();
  // The review comes first (decision 012); flagged readings need the confirmation ticked.
  await expect(page.getByTestId('bill-run-review')).toBeVisible({ timeout: 30_000 });
  const confirmFlags = page.getByRole('checkbox', { name: /ตรวจสอบเลขอ่านมาตรที่ผิดปกติแล้ว/ });
  if (await confirmFlags.isVisible()) await confirmFlags.check();
  await page.getByRole('dialog').getByRole('button', { name: 'ออกใบแจ้งหนี้' }).click();
  const result = page.getByTestId('bill-run-result');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result).toContainText(/ออกใหม่[1-9][\d,]* ใบ/);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'bill-run-result.png') });
  await page.getByRole('dialog').getByRole('button', { name: 'ปิด', exact: true }).click();

  // 2. A household that still owes an older month now has at least two unpaid invoices.
  const owing = await api<{ rows: ClientRow[] }>(
    page,
    '/api/user/client?status_code=1_1&page_size=50',
  );
  let client: ClientRow | undefined;
  for (const candidate of owing.rows) {
    const unpaid = await api<unknown[]>(page, `/api/user/payment/unpaid?client_id=${candidate.id}`);
    if (unpaid.length >= 2) {
      client = candidate;
      break;
    }
  }
  if (!client) throw new Error('no demo household with two unpaid invoices');

  await page.goto('/process/payment');
  const search = page.getByRole('combobox', { name: 'ค้นหาผู้ใช้น้ำ' });
  await expect(search).toBeFocused();
  await search.fill(client.client_id);
  await expect(page.getByRole('option').first()).toContainText(client.client_id);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-client')).toContainText(client.fullname);
  // Choosing the client moves the cursor to the cash field.
  const cash = page.getByRole('textbox', { name: 'รับเงินมา (บาท)' });
  await expect(cash).toBeFocused();

  // Everything is chosen at first; keep the two oldest by leaving out the newest ones.
  const checkboxes = page.getByRole('checkbox', { name: /^เลือกแถวที่ \d+$/ });
  await expect(checkboxes.first()).toBeChecked();
  const count = await checkboxes.count();
  for (let row = count; row > 2; row -= 1) {
    await page.getByRole('checkbox', { name: `เลือกแถวที่ ${row}`, exact: true }).uncheck();
  }
  await expect(page.getByTestId('payment-total')).toBeVisible();
  const total = satangOf(await page.getByTestId('payment-total').textContent());
  const received = Math.ceil((total + 1) / 10_000) * 10_000;

  await cash.fill(String(received / 100));
  await expect(page.getByTestId('payment-change')).toHaveText(
    new RegExp(((received - total) / 100).toFixed(2).replace('.', '\\.')),
  );
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'payment.png'), fullPage: true });
  await cash.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('รับชำระ 2 ใบ');
  await page.keyboard.press('Enter');

  // 3. The receipt print view.
  await expect(page).toHaveURL(/\/process\/payment\/receipt\/\d+$/);
  const receipt = page.getByRole('article', { name: /^ใบเสร็จรับเงิน RC\d{4}\/\d{6}$/ });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId('receipt-total')).toHaveText(
    new RegExp(`${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
  );
  await expect(receipt.getByTestId('receipt-words')).toContainText(/บาท/);
  await receipt.screenshot({ path: '/tmp/receipt-a5.png' });
  await page.getByText('สลิป 80 มม.').click();
  await receipt.screenshot({ path: '/tmp/receipt-slip.png' });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: '/tmp/receipt-print-media.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // 4. Today's cash on the dashboard grew by the amount paid.
  expect(await todayCash(page)).toBe(cashBefore + total);
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'dashboard-after-payment.png'),
    fullPage: true,
  });
});
