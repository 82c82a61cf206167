import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { onOwnServer, SCREENSHOT_DIR, signIn } from './support.ts';

// This spec bills November, which the shared server's billing-payment spec must find unbilled,
// so it runs on a demo database of its own.
const newContext = onOwnServer('e2e-bill-corrections-server');

type Cycle = { id: number; status: string; bill_cycle_name: string };
type Invoice = {
  id: number;
  invoice_no: string;
  memberId: number;
  client_id: number;
  meter_id: number;
  current_reading: number;
  previous_reading: number;
};

async function token(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
}

async function call<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const headers = { Authorization: `Bearer ${await token(page)}` };
  const response =
    method === 'GET'
      ? await page.request.get(url, { headers })
      : await page.request.post(url, { headers, data: data ?? {} });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const padded = (memberId: number) => String(memberId).padStart(5, '0');

test('a clerk cancels a wrongly billed reading, fixes it, re-issues, and prints the bills', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'admin');
  const cycles = await call<Cycle[]>(page, 'GET', '/api/user/billing-cycle');
  const november = cycles.find((c) => c.status === 'open') as Cycle;
  expect(november.bill_cycle_name).toBe('พฤศจิกายน 2569');

  // A reader typed a far too high reading (confirmed): the review must flag it.
  const waiting = await call<{ rows: { meter_id: number; previousMeter: number }[] }>(
    page,
    'GET',
    `/api/user/waterHistory?cycle_id=${november.id}&tag=waiting&page_size=5`,
  );
  const high = waiting.rows[0];
  if (high) {
    await call(page, 'POST', '/api/user/waterHistory', {
      params: [
        {
          cycle_id: november.id,
          meter_id: high.meter_id,
          current_reading: high.previousMeter + 500,
          confirm_anomaly: true,
        },
      ],
    });
  }

  // 1. The bill run shows its review first; screenshots of it at desktop and phone width.
  await page.goto('/process/billing');
  await page.getByRole('button', { name: `ออกใบแจ้งหนี้ ${november.bill_cycle_name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('bill-run-review')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'bill-run-review.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'bill-run-review-phone.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  const issue = dialog.getByRole('button', { name: 'ออกใบแจ้งหนี้' });
  const confirmFlags = dialog.getByRole('checkbox', {
    name: 'ตรวจสอบเลขอ่านมาตรที่ผิดปกติแล้ว ยืนยันออกใบแจ้งหนี้',
  });
  if (await confirmFlags.isVisible()) {
    await expect(issue).toBeDisabled();
    await confirmFlags.check();
  }
  if (await issue.isEnabled()) {
    await issue.click();
    await expect(page.getByTestId('bill-run-result')).toBeVisible({ timeout: 60_000 });
  }
  await dialog.getByRole('button', { name: 'ปิด', exact: true }).click();

  // 2. A November bill of a household with nothing older unpaid: "read wrong".
  const unpaid = await call<{ rows: Invoice[] }>(
    page,
    'GET',
    `/api/user/invoice?cycle_id=${november.id}&status=unpaid&page_size=50`,
  );
  const [wrong] = unpaid.rows;
  const other = unpaid.rows.find((row) => row.client_id !== wrong?.client_id);
  if (!wrong || !other) throw new Error('no unpaid November bills in the demo data');
  const memberId = padded(wrong.memberId);

  // 3. Cancel it on the client's billing page, with a reason.
  await page.goto(`/user-billing/${memberId}`);
  const row = page.getByRole('row').filter({ hasText: wrong.invoice_no });
  await row.getByRole('button', { name: `ยกเลิกใบแจ้งหนี้ ${wrong.invoice_no}` }).click();
  const cancel = page.getByRole('dialog', { name: `ยกเลิกใบแจ้งหนี้ ${wrong.invoice_no}` });
  await cancel.getByRole('textbox', { name: /เหตุผลที่ยกเลิก/ }).fill('จดเลขมาตรผิด');
  await cancel.getByRole('button', { name: 'ยืนยันยกเลิกใบแจ้งหนี้' }).click();
  await expect(row.getByText('ยกเลิก: จดเลขมาตรผิด')).toBeVisible();

  // 4. Correct the reading on the reading screen (the link goes straight to the member).
  await row.getByRole('link', { name: 'แก้ไขเลขอ่านมาตร' }).click();
  await expect(page).toHaveURL(/\/managemeter\?cycle=\d+&q=\d+/);
  const input = page.getByLabel(new RegExp(`เลขมาตรครั้งนี้ของ ${memberId}`)).first();
  await expect(input).toBeEnabled({ timeout: 20_000 });
  const corrected = wrong.previous_reading + 3;
  await input.fill(String(corrected));
  await input.press('Enter');
  // Usage far below the average is asked about first; the clerk confirms the corrected reading.
  const confirmReading = page.getByRole('button', { name: 'ยืนยัน เลขถูกต้อง' });
  await confirmReading.click({ timeout: 10_000 }).catch(() => undefined);
  await expect(async () => {
    const readings = await call<{ rows: { meter_id: number; currentMeter: number | null }[] }>(
      page,
      'GET',
      `/api/user/waterHistory?cycle_id=${november.id}&q=${wrong.memberId}`,
    );
    expect(readings.rows.find((r) => r.meter_id === wrong.meter_id)?.currentMeter).toBe(corrected);
  }).toPass({ timeout: 15_000 });

  // 5. Re-issue in its place from the billing page.
  await page.goto(`/user-billing/${memberId}`);
  const cancelledRow = page.getByRole('row').filter({ hasText: wrong.invoice_no });
  await cancelledRow.getByRole('button', { name: `ออกใบแจ้งหนี้แทน ${wrong.invoice_no}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ออกใบแจ้งหนี้แทน' }).click();
  await expect(page.getByText(new RegExp(`แทน ${wrong.invoice_no} แล้ว`))).toBeVisible();
  await expect(cancelledRow.getByText(/ออกใบใหม่แล้ว/)).toBeVisible();
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'billing-page-cancelled.png'),
    fullPage: true,
  });
  const reissued = page.getByRole('row').filter({ hasText: `ออกแทน ${wrong.invoice_no}` });
  await reissued.getByRole('link', { name: /พิมพ์ใบแจ้งหนี้/ }).click();
  await expect(page.getByTestId('bill-units')).toHaveText('3');
  // The re-issued bill prints which bill it replaces.
  await expect(page.getByTestId('bill-replaces')).toHaveText(
    `ออกแทนใบแจ้งหนี้เลขที่ ${wrong.invoice_no}`,
  );
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'reissued-bill.png'), fullPage: true });

  // 6. A meter replaced on another household: its next bill charges both meters.
  const meterTypes = await call<{ id: number }[]>(page, 'GET', '/api/config/meter-types');
  await call(page, 'POST', '/api/user/meter/replace', {
    params: {
      client_id: padded(other.memberId),
      final_reading: other.current_reading + 11,
      removed_on: '2026-11-25',
      meter_no: `E2E-${Date.now()}`,
      meter_type_id: meterTypes[0]?.id,
      initial_reading: 0,
      installed_on: '2026-11-25',
    },
  });
  const fresh = await call<{ rows: { meter_id: number; memberId: number; tag: string }[] }>(
    page,
    'GET',
    `/api/user/waterHistory?cycle_id=${november.id}&q=${other.memberId}&tag=waiting`,
  );
  const newMeter = fresh.rows.find((r) => r.memberId === other.memberId);
  if (!newMeter) throw new Error('the new meter is not on the reading screen');
  await call(page, 'POST', '/api/user/waterHistory', {
    params: [
      {
        cycle_id: november.id,
        meter_id: newMeter.meter_id,
        current_reading: 5,
        confirm_anomaly: true,
      },
    ],
  });
  await call(page, 'POST', '/api/user/invoice/bill-run', { params: { cycle_id: november.id } });
  const bills = await call<{ rows: (Invoice & { units: number })[] }>(
    page,
    'GET',
    `/api/user/invoice?client_id=${other.client_id}&cycle_id=${november.id}&status=unpaid`,
  );
  const replacementBill = bills.rows.find((b) => b.meter_id === newMeter.meter_id);
  if (!replacementBill) throw new Error('no bill for the new meter');
  expect(replacementBill.units).toBe(16);

  await page.goto(`/user-billing/${padded(other.memberId)}/invoice/${replacementBill.id}/print`);
  const lines = page.getByTestId('bill-replacement');
  await expect(lines).toContainText('มาตรเดิม');
  await expect(lines).toContainText('= 11 หน่วย');
  await expect(lines).toContainText('มาตรใหม่');
  await expect(lines).toContainText('0 → 5 = 5 หน่วย');
  await expect(page.getByTestId('bill-units')).toHaveText('16');
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'replacement-bill.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'replacement-bill-phone.png'),
    fullPage: true,
  });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
