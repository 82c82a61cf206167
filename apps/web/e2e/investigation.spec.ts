import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, onOwnServer, SCREENSHOT_DIR, signIn } from './support.ts';

// The shared server's billing-payment spec bills November; a misread here must still be
// unbilled, so this spec runs on a demo database of its own.
const newContext = onOwnServer('e2e-investigation-server');

// The demo's open November cycle plants a leak (members 5 and 30), a near-empty month (18) and
// a stuck meter (40): every tab of /investigation has rows.
test('the office checks the open cycle: three tabs, a misread corrected on the reading screen, the field sheet', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  const request = context.request;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await signIn(page, 'norm');
  await page.goto('/investigation');
  await expect(page.getByRole('heading', { level: 2, name: 'ตรวจสอบความผิดปกติ' })).toBeVisible();

  const abnormalTab = page.getByRole('tab', { name: /ค่าน้ำสูงผิดปกติ/ });
  await expect(abnormalTab).toContainText(/\d/);
  const before = Number((await abnormalTab.textContent())?.replace(/\D/g, ''));
  expect(before).toBeGreaterThanOrEqual(2);
  const leak = page.getByRole('row', { name: /^00005 / });
  await expect(leak).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'investigation-desktop.png') });

  await page.getByRole('tab', { name: /มาตรไม่เดิน/ }).click();
  await expect(page.getByRole('row', { name: /^00040 / })).toBeVisible();
  await page.getByRole('tab', { name: /สูง\/ต่ำกว่าเฉลี่ย/ }).click();
  await expect(page.getByRole('row', { name: /^00005 / })).toBeVisible();
  await page.getByText(/^ต่ำกว่าเฉลี่ย \(/).click();
  await expect(page.getByRole('row', { name: /^00018 / })).toBeVisible();

  // The leak: open the row (usage chart inline), record "misread", follow the link.
  await abnormalTab.click();
  await page
    .getByRole('row', { name: /^00005 / })
    .getByText(/^00005 /)
    .click();
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'investigation-expanded.png') });
  await page.getByRole('button', { name: 'บันทึกผลตรวจสอบ' }).click();
  const dialog = page.getByRole('dialog', { name: 'บันทึกผลการตรวจสอบ' });
  await dialog.getByRole('combobox', { name: /ผลที่พบ/ }).click();
  await page.getByRole('option', { name: 'จดเลขมาตรผิด' }).click();
  await dialog.getByLabel('หมายเหตุ').fill('จดสลับหลัก ตรวจซ้ำแล้ว');
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(dialog.getByText('บันทึกผลการตรวจสอบแล้ว')).toBeVisible();
  const meterNo = /q=([^&]+)/.exec(
    (await dialog.getByRole('link', { name: 'แก้ไขเลขอ่านมาตรที่หน้าจดมาตร' }).getAttribute('href')) ??
      '',
  )?.[1];
  expect(meterNo).toBeTruthy();
  await dialog.getByRole('link', { name: 'แก้ไขเลขอ่านมาตรที่หน้าจดมาตร' }).click();
  await expect(page).toHaveURL(/\/managemeter\?cycle=\d+&area=\d+&q=/);
  await expect(page.getByText(decodeURIComponent(meterNo ?? '')).first()).toBeVisible();

  // The reading found in the field: 20 units on from the previous one. Saved, it replaces the
  // misread (the reading is not billed yet), and the check's figures follow it.
  const reading = page.getByRole('textbox', { name: /^เลขมาตรครั้งนี้ของ 00005 / });
  const previous = Number(await page.getByTestId('previous-reading').first().textContent());
  expect(Number.isInteger(previous)).toBe(true);
  await reading.fill(String(previous + 20));
  await reading.press('Enter');
  const question = page.getByRole('dialog');
  await expect(async () => {
    if (await question.isVisible()) await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page.getByText('จดแล้ว').first()).toBeVisible();
  }).toPass({ timeout: 15_000 });

  // Back on the page: the leak has left the unchecked list and is under "already checked".
  await page.goto('/investigation');
  await expect(abnormalTab).toContainText(String(before - 1));
  await page.getByText('ตรวจสอบแล้ว', { exact: true }).click();
  const checked = page.getByRole('row', { name: /^00005 / });
  await expect(checked).toContainText('จดเลขมาตรผิด');
  // The corrected units (20), no longer a leak: the row stays under "already checked" only.
  await expect(checked.getByText('20', { exact: true })).toBeVisible();

  // The field sheet of the constant-meter tab, from the API as the button asks for it.
  const login = await request.post('/api/auth/login', {
    data: { user_name: 'norm', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).data.token as string;
  const pdf = await request.get('/api/investigation/field-sheet?check=constant', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const file = path.join(SCREENSHOT_DIR, 'investigation-field-sheet.pdf');
  writeFileSync(file, await pdf.body());
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, file.slice(0, -4)]);

  // A phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText('ยังไม่ได้ตรวจสอบ', { exact: true }).click();
  await expect(page.getByRole('tab', { name: /มาตรไม่เดิน/ })).toBeVisible();
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'investigation-phone.png'),
    fullPage: true,
  });
});

// An administrator: the thresholds dialog, and a stuck meter sent straight to its replacement.
test('the administrator sets the thresholds and sends a stuck meter to its replacement', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  const page = await context.newPage();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await signIn(page, 'admin');
  await page.goto('/investigation');
  await page.getByRole('button', { name: 'ตั้งค่าเกณฑ์' }).click();
  const settings = page.getByRole('dialog', { name: 'เกณฑ์การตรวจสอบ' });
  const deviation = settings.getByRole('textbox', { name: /สูง\/ต่ำกว่าค่าเฉลี่ยเกิน/ });
  await expect(deviation).toHaveValue('30');
  await deviation.fill('0');
  await settings.getByRole('button', { name: 'บันทึกเกณฑ์' }).click();
  await expect(settings).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'investigation-settings.png') });
  await deviation.fill('25');
  await settings.getByRole('button', { name: 'บันทึกเกณฑ์' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByRole('tab', { name: /สูง\/ต่ำกว่าเฉลี่ยเกิน 25%/ })).toBeVisible();

  await page.getByRole('tab', { name: /มาตรไม่เดิน/ }).click();
  await page
    .getByRole('row', { name: /^00040 / })
    .getByText(/^00040 /)
    .click();
  await page.getByRole('button', { name: 'บันทึกผลตรวจสอบ' }).click();
  const dialog = page.getByRole('dialog', { name: 'บันทึกผลการตรวจสอบ' });
  await dialog.getByRole('combobox', { name: /ผลที่พบ/ }).click();
  await page.getByRole('option', { name: 'มาตรค้างหรือชำรุด' }).click();
  await dialog.getByRole('button', { name: 'บันทึก' }).click();
  await dialog.getByRole('link', { name: /เปลี่ยนมาตรของสมาชิก 00040/ }).click();
  await expect(page).toHaveURL(/\/manageclient\?client=\d+&replace=meter/);
  const drawer = page.getByRole('dialog', { name: /00040/ });
  await expect(drawer.getByRole('button', { name: 'บันทึกการเปลี่ยนมาตร' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'investigation-replace-meter.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, 'investigation-replace-meter-phone.png'),
  });
});
