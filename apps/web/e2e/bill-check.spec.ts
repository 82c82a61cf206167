import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { crc16CcittFalse } from '@prapa/domain/promptpay';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEMO_PASSWORD, SCREENSHOT_DIR } from './support.ts';

// A phone: the page is built for one (issue 7, "mobile first").
test.use({
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

type UnpaidInvoice = {
  memberId: number;
  house_no: string;
  client_id: number;
  total_charge: number;
  invoice_no: string;
  /** Less credit deducted and part payments (decision 031): what the member still owes. */
  due_satang?: number;
};

/** A bearer token for the demo admin, through the real sign-in call. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { user_name: 'admin', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token as string;
}

async function unpaidInvoices(request: APIRequestContext, token: string, query: string) {
  const response = await request.get(`/api/user/invoice?status=unpaid&${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.rows as UnpaidInvoice[];
}

/**
 * A demo water user who owes. The demo data issues invoices for its closed cycles; should it
 * not (yet), the closed cycles are billed here through the bill-run call, as staff would.
 */
async function owingClient(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  let rows = await unpaidInvoices(request, token, 'page_size=50');
  if (rows.length === 0) {
    const cycles = (await (await request.get('/api/user/billing-cycle', { headers })).json()).data;
    for (const cycle of cycles as { id: number; status: string }[]) {
      if (cycle.status !== 'closed') continue;
      const run = await request.post('/api/user/invoice/bill-run', {
        headers,
        data: { params: { cycle_id: cycle.id } },
      });
      expect(run.status(), await run.text()).toBe(200);
    }
    rows = await unpaidInvoices(request, token, 'page_size=50');
  }
  const invoice = rows.find((row) => row.house_no.trim() !== '');
  if (!invoice) throw new Error('no demo client owes money');
  const all = await unpaidInvoices(request, token, `client_id=${invoice.client_id}&page_size=500`);
  const total = all.reduce((sum, row) => sum + (row.due_satang ?? row.total_charge), 0);
  return {
    memberId: invoice.memberId,
    houseNo: invoice.house_no,
    total,
    bills: all.length,
    // Ref2 as the bank reads it: the invoice number without its slash.
    refs: all.map((row) => row.invoice_no.replace('/', '')),
  };
}

/**
 * The Code 128 under the QR read back from a screenshot with ZXing (a maintained decoder, not
 * ours), as a counter's scanner reads it. The same page on a phone with a denser screen (×6),
 * so each bar is several pixels wide as on paper; the grey levels as the scanner's sensor sees.
 */
async function readBarcodeOnScreen(
  browser: Browser,
  url: string,
  fill: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 6,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await fill(page);
    const barcode = page.getByRole('img', { name: /บาร์โค้ดชำระค่าน้ำ/ });
    await expect(barcode).toBeVisible();
    const png = PNG.sync.read(await barcode.screenshot());
    const grey = new Uint8ClampedArray(png.width * png.height);
    for (let i = 0; i < grey.length; i++) {
      grey[i] =
        ((png.data[i * 4] ?? 255) * 299 +
          (png.data[i * 4 + 1] ?? 255) * 587 +
          (png.data[i * 4 + 2] ?? 255) * 114) /
        1000;
    }
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]);
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(grey, png.width, png.height)),
    );
    return {
      text: new MultiFormatReader().decode(bitmap, hints).getText(),
      data: await barcode.getAttribute('data-barcode'),
    };
  } finally {
    await context.close();
  }
}

/** '1,234.50' from satang, as the page writes money. */
const baht = (satang: number) =>
  `${Math.floor(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')}`;

test('a water user looks up what they owe on a phone and gets a PromptPay QR', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const client = await owingClient(request);

  await page.goto('/billcheck');
  await expect(page.getByRole('heading', { name: 'ตรวจสอบค่าน้ำ' })).toBeVisible();
  // Leading zeros are optional: the member id as a plain number.
  await page.getByLabel('เลขที่ผู้ใช้น้ำ หรือ เลขผู้ใช้น้ำ').fill(String(client.memberId));
  await page.getByLabel('บ้านเลขที่').fill(client.houseNo);
  await page.getByRole('button', { name: 'ตรวจสอบ' }).click();

  await expect(page.getByRole('heading', { name: 'ค่าน้ำค้างชำระ' })).toBeVisible();
  await expect(page.locator('.bills li')).toHaveCount(client.bills);
  await expect(page.getByTestId('total')).toHaveText(`${baht(client.total)} บาท`);
  await expect(page.getByText('สแกนเพื่อชำระ')).toBeVisible();
  const qr = page.getByRole('img', { name: /คิวอาร์โค้ดพร้อมเพย์/ });
  await expect(qr).toBeVisible();
  // The bank barcode under the QR, as on the printed bill: Ref1 the member id.
  const barcode = page.getByRole('img', { name: /บาร์โค้ดชำระค่าน้ำ/ });
  await expect(barcode).toBeVisible();
  await expect(barcode.locator('path')).toHaveCount(1);
  expect(await barcode.getAttribute('data-barcode')).toContain(
    `|099400058712100\r${String(client.memberId).padStart(5, '0')}\r`,
  );
  // The bars themselves decode to the bank's payload: biller id, Ref1, Ref2 (the newest bill),
  // the whole amount owed in satang.
  const scanned = await readBarcodeOnScreen(browser, `${baseURL}/billcheck`, async (phone) => {
    await phone.getByLabel('เลขที่ผู้ใช้น้ำ หรือ เลขผู้ใช้น้ำ').fill(String(client.memberId));
    await phone.getByLabel('บ้านเลขที่').fill(client.houseNo);
    await phone.getByRole('button', { name: 'ตรวจสอบ' }).click();
  });
  expect(scanned.text).toBe(scanned.data);
  const [biller, scannedRef1, scannedRef2, scannedAmount] = scanned.text.split('\r');
  expect([biller, scannedRef1, scannedAmount]).toEqual([
    '|099400058712100',
    String(client.memberId).padStart(5, '0'),
    String(client.total),
  ]);
  expect(client.refs).toContain(scannedRef2);

  // The masked name: a first name and one letter of the surname with a full stop.
  await expect(page.locator('#result-name')).toHaveText(/^\S+ \S{1,3}\.$/);

  // Nothing overflows the phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const shot = path.join(SCREENSHOT_DIR, 'bill-check-phone.png');
  await page.screenshot({ path: shot, fullPage: true });
  copyFileSync(shot, '/tmp/h4-bill-check-phone.png');

  // Read the QR back from the pixels on screen, as a banking app would.
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded, 'the QR on screen decodes').not.toBeNull();
  const payload = decoded?.data ?? '';
  expect(payload).toBe(await qr.getAttribute('data-payload'));
  expect(payload.startsWith('000201010212')).toBe(true);
  expect(payload).toContain('0016A000000677010112');
  expect(payload).toContain('0115099400058712100'); // the demo organisation's biller id
  const ref1 = String(client.memberId).padStart(5, '0');
  expect(payload).toContain(`02${String(ref1.length).padStart(2, '0')}${ref1}`);
  const amount = (client.total / 100).toFixed(2);
  expect(payload).toContain(`54${String(amount.length).padStart(2, '0')}${amount}`);
  expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));

  // Printed: the answer and the QR alone, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'พิมพ์' })).toBeHidden();
  await expect(qr).toBeVisible();
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'bill-check-print.png'),
    fullPage: true,
  });
  await page.emulateMedia({ media: 'screen' });

  // English, then back.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByText('Total owed')).toBeVisible();
  await page.getByRole('button', { name: 'เปลี่ยนเป็นภาษาไทย' }).click();
});

test('a wrong house number reads like an unknown number; too many tries say when to retry', async ({
  page,
  request,
}) => {
  const client = await owingClient(request);
  await page.goto('/billcheck');
  const member = page.getByLabel('เลขที่ผู้ใช้น้ำ หรือ เลขผู้ใช้น้ำ');
  const house = page.getByLabel('บ้านเลขที่');
  const submit = page.getByRole('button', { name: 'ตรวจสอบ' });
  const notFound = 'ไม่พบข้อมูลค่าน้ำตามเลขที่และบ้านเลขที่ที่กรอก กรุณาตรวจสอบแล้วลองใหม่อีกครั้ง';

  await member.fill(String(client.memberId).padStart(5, '0'));
  await house.fill(`${client.houseNo}-9`);
  await submit.click();
  await expect(page.getByText(notFound)).toBeVisible();

  // Use up this minute's lookups of this address (10 a minute), whatever came before.
  for (let i = 0; i < 25; i += 1) {
    const response = await request.post('/api/public/bill-check', {
      data: { member_or_water_no: '99999', house_no: '1' },
    });
    if (response.status() === 429) break;
  }
  await submit.click();
  await expect(page.getByTestId('retry')).toContainText(/กรุณาลองใหม่อีกครั้งในอีก \d+ วินาที/);
  await expect(submit).toBeDisabled();
  await page.screenshot({ path: '/tmp/h4-bill-check-429.png', fullPage: true });
});

test('the sign-in page links to the bill check, which loads as its own page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'ตรวจสอบค่าน้ำ (ไม่ต้องเข้าสู่ระบบ)' }).click();
  await expect(page).toHaveURL(/\/billcheck$/);
  await expect(page.getByLabel('เลขที่ผู้ใช้น้ำ หรือ เลขผู้ใช้น้ำ')).toBeVisible();
  // The back office's bundle is not what runs here: no Mantine root, one small script.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/\/assets\/billcheck-[\w-]+\.js$/);
});
