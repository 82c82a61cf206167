import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { buildBankFile } from '../../../packages/domain/src/bank-file-builder.ts';
import { onOwnServer, SCREENSHOT_DIR, signIn } from './support.ts';

// This spec pays bills through a bank file: it runs on a demo database of its own.
const newContext = onOwnServer('e2e-bank-import-server');

type Settings = { biller_id: string; accounts: { bank_code: string; account_no: string }[] };
type ClientRow = { id: number; client_id: string; fullname: string };
type Invoice = {
  invoice_no: string;
  total_charge: number;
  partial_satang?: number;
  credit_satang?: number;
};

async function api<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test('upload a bank file, see the verdicts, confirm, see receipts and the check page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');

  // Two members who owe: one pays the oldest bill exactly, one pays 10 baht short.
  const settings = await api<Settings>(page, '/api/config/bank-settings');
  const account = settings.accounts[0];
  if (!account) throw new Error('the demo has no bank account in its settings');
  const owing = await api<{ rows: ClientRow[] }>(
    page,
    '/api/user/client?status_code=1_1&page_size=20',
  );
  const payers: { client: ClientRow; invoice: Invoice }[] = [];
  for (const client of owing.rows) {
    const unpaid = await api<Invoice[]>(page, `/api/user/payment/unpaid?client_id=${client.id}`);
    // A bill the demo paid in part (decision 031) asks less than its total: not this test's.
    const bill = unpaid[0];
    if (bill && !bill.partial_satang && !bill.credit_satang) payers.push({ client, invoice: bill });
    if (payers.length === 2) break;
  }
  const [exact, short] = payers;
  if (!exact || !short) throw new Error('no two demo members who owe');
  const bytes = buildBankFile({
    bankCode: account.bank_code,
    account: account.account_no,
    companyName: 'PRAPA E2E',
    effectiveDate: '2026-11-20',
    billerId: settings.biller_id,
    lines: [
      {
        paidDate: '2026-11-19',
        paidTime: '09:15:00',
        customerName: exact.client.fullname,
        ref1: exact.client.client_id,
        ref2: exact.invoice.invoice_no.replace('/', ''),
        amountSatang: exact.invoice.total_charge,
      },
      {
        paidDate: '2026-11-19',
        paidTime: '10:20:00',
        customerName: short.client.fullname,
        ref1: short.client.client_id,
        ref2: short.invoice.invoice_no.replace('/', ''),
        amountSatang: short.invoice.total_charge - 1_000,
      },
    ],
  });

  await page.goto('/process/importcsvfile');
  await expect(page.getByRole('heading', { name: 'นำเข้าและตรวจสอบรายการชำระเงิน' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'SCB_E2E.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(bytes),
  });
  await page.getByRole('button', { name: 'ตรวจสอบไฟล์' }).click();
  const lines = page.getByTestId('bank-lines');
  await expect(lines).toContainText('ตรงกับใบแจ้งหนี้');
  await expect(lines).toContainText('ยอดเงินไม่ตรง');
  await expect(page.getByTestId('total-applied')).toContainText('1 รายการ');
  await expect(page.getByTestId('total-held')).toContainText('1 รายการ');
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'bank-import-dry-run.png'),
    fullPage: true,
  });

  await page.getByRole('button', { name: 'บันทึกรายการที่จับคู่ได้' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'บันทึกรายการที่จับคู่ได้' }).click();
  await expect(page.getByText('ออกใบเสร็จแล้ว 1 ใบ')).toBeVisible({ timeout: 30_000 });

  // The member's bill is paid by a bank receipt; the other still owes.
  const after = await api<Invoice[]>(page, `/api/user/payment/unpaid?client_id=${exact.client.id}`);
  expect(after.map((i) => i.invoice_no)).not.toContain(exact.invoice.invoice_no);

  // The check page lists the file with its totals and lines with the receipt number.
  await page.getByRole('tab', { name: 'ตรวจสอบรายการชำระเงิน' }).click();
  const files = page.getByTestId('bank-imports');
  await expect(files).toContainText('SCB_E2E.txt');
  await files
    .getByRole('row', { name: /SCB_E2E\.txt/ })
    .getByRole('button', { name: 'ดูรายการ' })
    .click();
  await expect(page.getByTestId('bank-lines')).toContainText(/RC\d{4}\/\d{6}/);
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'bank-import-check.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'bank-import-check-phone.png'),
    fullPage: true,
  });

  // The same file again is refused before anything is written.
  await page.getByRole('tab', { name: 'นำเข้ารายการชำระเงิน' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'SCB_E2E.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(bytes),
  });
  await page.getByRole('button', { name: 'ตรวจสอบไฟล์' }).click();
  await expect(page.getByText('ไฟล์นี้นำเข้าไปแล้ว')).toBeVisible();

  // The short payer settles through the bank's CSV list, read with the demo's saved mapping.
  const csv = [
    'วันที่,เวลา,ชื่อผู้ชำระ,Ref1,Ref2,จำนวนเงิน',
    `20/11/2569,11:05,${short.client.fullname},${short.client.client_id},${short.invoice.invoice_no},${(short.invoice.total_charge / 100).toFixed(2)}`,
  ].join('\r\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'SCB_E2E.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByTestId('bank-mapping-saved')).toContainText('ใช้การจับคู่คอลัมน์');
  await page.getByRole('button', { name: 'ตรวจสอบไฟล์' }).click();
  await expect(page.getByTestId('bank-lines')).toContainText('ตรงกับใบแจ้งหนี้');
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'bank-import-csv.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'บันทึกรายการที่จับคู่ได้' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'บันทึกรายการที่จับคู่ได้' }).click();
  await expect(page.getByText('ออกใบเสร็จแล้ว 1 ใบ')).toBeVisible({ timeout: 30_000 });
  await context.close();
});
