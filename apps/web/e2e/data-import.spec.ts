import { expect, test } from '@playwright/test';
import { signIn } from './support.ts';

// A fresh database per run, but a suffix keeps a re-run against the same server green.
const suffix = String(Date.now()).slice(-6);
const firstName = `นำเข้า${suffix}`;

const HEADER =
  'ชื่อ,นามสกุล,บ้านเลขที่,ที่อยู่,หมู่/เขต,เลขที่ผู้ใช้น้ำ,กลุ่มอัตรา,เลขมาตร,ประเภทมาตร,เลขอ่านล่าสุด,ยอดค้างยกมา,โทรศัพท์';
const csv = (rows: readonly string[]) =>
  Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8');

test('admin imports a small template file on /dev/import and finds the client in the list', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/dev/import');
  await expect(page.getByRole('heading', { name: 'นำเข้าข้อมูลผู้ใช้น้ำ' })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');
  const check = page.getByRole('button', { name: 'ตรวจสอบไฟล์' });

  // A bad row first: the report names the row, the column and the problem; no import offered.
  await fileInput.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: csv([
      `${firstName},ยกมา,1/1,,M01,,RES,IMP-${suffix},มาตร 1/2 นิ้ว,"1,234",250.75,`,
      `ผิด${suffix},แถว,2,,M99,,RES,IMP-${suffix}B,มาตร 1/2 นิ้ว,12x,,`,
    ]),
  });
  await check.click();
  await expect(page.getByText('ยังนำเข้าไม่ได้', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /ไม่รู้จักหมู่\/เขต "M99"/ })).toContainText('3');
  await expect(page.getByRole('button', { name: 'นำเข้าข้อมูล' })).toHaveCount(0);

  // The corrected file: preview, confirm, done.
  await fileInput.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: csv([`${firstName},ยกมา,1/1,,M01,,RES,IMP-${suffix},มาตร 1/2 นิ้ว,"๑,๒๓๔",250.75,`]),
  });
  await check.click();
  await expect(page.getByText('พร้อมนำเข้า', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(firstName) })).toContainText(
    'สร้างผู้ใช้น้ำ + มาตร + ยอดค้างยกมา',
  );
  await page.getByRole('button', { name: 'นำเข้าข้อมูล' }).click();
  const dialog = page.getByRole('dialog', { name: 'ยืนยันการนำเข้า' });
  await expect(dialog).toContainText('สร้างผู้ใช้น้ำ 1 ราย');
  await dialog.getByRole('button', { name: 'ยืนยันนำเข้า' }).click();
  await expect(page.getByText('นำเข้าเรียบร้อย')).toBeVisible();

  await page.getByRole('link', { name: 'ไปที่รายชื่อผู้ใช้น้ำ' }).click();
  await expect(page).toHaveURL(/\/manageclient$/);
  await page.getByRole('textbox', { name: /ค้นหา/ }).fill(firstName);
  const row = page.getByRole('row', { name: new RegExp(firstName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`IMP-${suffix}`);
  await expect(row).toContainText('250.75');
});
