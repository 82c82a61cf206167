import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support.ts';

const SHOTS = '/tmp/shots-typed-input';

/** '1,234.50' → 123450 satang, read from the digits (never a float). */
function satangOf(text: string | null): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no amount in "${text}"`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2]);
}

const baht = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function api<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type ClientRow = { id: number; client_id: string; fullname: string };
type Unpaid = { total_charge: number };

test('the counter reads 1,000 as a thousand baht, refuses -1 beside the field, prints the receipt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'norm');

  // A household owing less than 1,000 baht in all.
  const owing = await api<{ rows: ClientRow[] }>(
    page,
    '/api/user/client?status_code=1_1&page_size=50',
  );
  let client: ClientRow | undefined;
  for (const candidate of owing.rows) {
    const unpaid = await api<Unpaid[]>(page, `/api/user/payment/unpaid?client_id=${candidate.id}`);
    const sum = unpaid.reduce((all, invoice) => all + invoice.total_charge, 0);
    if (unpaid.length > 0 && sum < 100_000) {
      client = candidate;
      break;
    }
  }
  if (!client) throw new Error('no demo household owing less than 1,000 baht');

  await page.goto('/process/payment');
  const search = page.getByRole('combobox', { name: 'ค้นหาผู้ใช้น้ำ' });
  await search.fill(client.client_id);
  await expect(page.getByRole('option').first()).toContainText(client.client_id);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-client')).toContainText(client.fullname);
  const cash = page.getByRole('textbox', { name: 'รับเงินมา (บาท)' });
  await expect(cash).toBeFocused();
  const total = satangOf(await page.getByTestId('payment-total').textContent());

  // -1: a message beside the field; the page and the chosen member stay.
  await cash.pressSequentially('-1');
  await expect(cash).toHaveValue('-1');
  await expect(page.getByText('ติดลบไม่ได้ ไม่ต้องใส่เครื่องหมายลบ')).toBeVisible();
  await expect(page.getByTestId('payment-client')).toContainText(client.fullname);
  await expect(page.getByRole('button', { name: 'รับชำระเงิน' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/payment-typed-error-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/payment-typed-error-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // 1,000 is a thousand baht (not 1.00), and the change follows.
  await cash.fill('');
  await cash.pressSequentially('1,000');
  await expect(page.getByTestId('payment-change')).toHaveText(baht(100_000 - total));
  await cash.press('Tab');
  await expect(cash).toHaveValue('1,000.00');
  await page.screenshot({ path: `${SHOTS}/payment-1000-1366.png`, fullPage: true });

  await page.getByRole('button', { name: 'รับชำระเงิน' }).click();
  await expect(page.getByRole('dialog')).toContainText(`รับเงินมา 1,000.00 บาท`);
  await page.getByRole('dialog').getByRole('button', { name: 'ยืนยันรับเงิน' }).click();

  // The receipt: the cash and change as typed, the cashier by full name, not the login.
  await expect(page).toHaveURL(/\/process\/payment\/receipt\/\d+$/);
  const receipt = page.getByRole('article', { name: /^ใบเสร็จรับเงิน / });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('1,000.00');
  await expect(receipt).toContainText(baht(100_000 - total));
  const payee = receipt.getByTestId('receipt-payee');
  await expect(payee).toContainText('ผู้รับเงิน');
  await expect(payee).not.toHaveText(/ผู้รับเงิน\s+norm$/);
  await expect(receipt).not.toContainText('ผู้เก็บเงิน norm');

  // The 80 mm slip sets a real paper size: 80 mm wide and as long as the slip.
  await page.getByText('สลิป 80 มม.').click();
  const pageRule = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
  );
  expect(pageRule).toMatch(/size: 80mm \d+mm/);
  await receipt.screenshot({ path: `${SHOTS}/receipt-slip80.png` });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${SHOTS}/receipt-slip80-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});
