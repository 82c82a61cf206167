import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support.ts';

// A fresh database per run, but a suffix keeps a re-run against the same server green.
const suffix = String(Date.now()).slice(-5);

async function dialog(page: Page, name: string) {
  const found = page.getByRole('dialog', { name });
  await expect(found).toBeVisible();
  return found;
}

test('admin creates a district, a meter type and a tariff group and previews 25 units', async ({
  page,
}) => {
  await signIn(page, 'admin');

  await page.goto('/customconfig/district');
  await expect(page.getByRole('heading', { name: 'จัดการพื้นที่/เขต' })).toBeVisible();
  await page.getByRole('button', { name: 'เพิ่มพื้นที่' }).click();
  const area = await dialog(page, 'เพิ่มพื้นที่/เขต');
  await area.getByLabel('รหัสเขต').fill(`E${suffix}`);
  await area.getByLabel('ชื่อพื้นที่/เขต').fill(`หมู่ทดสอบ ${suffix}`);
  await area.getByLabel('ลำดับเส้นทาง').fill('1');
  await area.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('cell', { name: `หมู่ทดสอบ ${suffix}` })).toBeVisible();

  await page.goto('/customconfig/meter');
  await page.getByRole('button', { name: 'เพิ่มประเภทมาตรวัด' }).click();
  const meter = await dialog(page, 'เพิ่มประเภทมาตรวัด');
  await meter.getByLabel('ชื่อประเภทมาตรวัด').fill(`มาตรทดสอบ ${suffix}`);
  await meter.getByRole('combobox', { name: 'ขนาดมาตร' }).fill('3/4"');
  await meter.getByLabel('ค่าบำรุงรักษามาตร/เดือน (บาท)').fill('35.50');
  await meter.getByLabel('จำนวนหลัก').fill('5');
  await meter.getByRole('button', { name: 'บันทึก' }).click();
  const meterRow = page.getByRole('row', { name: new RegExp(`มาตรทดสอบ ${suffix}`) });
  await expect(meterRow).toContainText('35.50');

  await page.goto('/customconfig/tariff');
  await page.getByRole('button', { name: 'สร้างกลุ่มอัตราค่าน้ำ' }).click();
  const create = await dialog(page, 'สร้างกลุ่มอัตราค่าน้ำ');
  await create.getByLabel('รหัสกลุ่ม').fill(`R${suffix}`);
  await create.getByLabel('ชื่อกลุ่ม (ภาษาไทย)').fill(`ที่อยู่อาศัยทดสอบ ${suffix}`);
  await create.getByLabel('ชื่อกลุ่ม (ภาษาอังกฤษ)').fill(`Residential test ${suffix}`);
  // PWA residential: 0–10 @ 10.20, 11–20 @ 16.00, 21–30 @ 19.00, 31–50 @ 21.20, 51+ @ 21.50.
  const rates = ['10.20', '16.00', '19.00', '21.20', '21.50'];
  for (const [index, rate] of rates.entries()) {
    if (index > 0) await create.getByRole('button', { name: 'เพิ่มขั้นอัตรา' }).click();
    await create.getByLabel(`อัตราบาทต่อหน่วย ขั้นที่ ${index + 1}`).fill(rate);
  }
  await create.getByLabel('ถึงหน่วย ขั้นที่ 4').fill('50');
  await expect(create.getByLabel('ตั้งแต่หน่วย ขั้นที่ 5')).toHaveValue('51');

  // 10 × 10.20 + 10 × 16.00 + 5 × 19.00 = 102.00 + 160.00 + 95.00 = 357.00 (no VAT, no fee).
  await create.getByLabel('จำนวนหน่วยที่ใช้ (ลบ.ม.)').fill('25');
  await expect(create.getByTestId('preview-total')).toHaveText('357.00 บาท');
  await create.getByRole('button', { name: 'สร้างกลุ่ม' }).click();
  await expect(create).toBeHidden();

  await expect(page.getByRole('heading', { name: `ที่อยู่อาศัยทดสอบ ${suffix}` })).toBeVisible();
  await page.getByLabel('จำนวนหน่วยที่ใช้ (ลบ.ม.)').fill('25');
  await expect(page.getByTestId('preview-total')).toHaveText('357.00 บาท');
});
