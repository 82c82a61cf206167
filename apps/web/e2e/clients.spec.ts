import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support.ts';

// A fresh database per run, but a suffix keeps a re-run against the same server green.
const suffix = String(Date.now()).slice(-5);
const firstName = `ทดสอบ${suffix}`;
const lastName = 'รักษ์น้ำ';
const fullName = `${firstName} ${lastName}`;

/** A field by its label, which Mantine follows with ' *' when the field is required. */
function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return scope.getByRole('textbox', { name: new RegExp(`^${escaped}( \\*)?$`) });
}

async function choose(page: Page, label: string, option?: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }) : options).first().click();
}

test('admin adds a water user with a meter, finds, edits, exports and prints them', async ({
  page,
}) => {
  await signIn(page, 'admin');

  await page.goto('/addnewclient');
  await expect(page.getByRole('heading', { name: 'เพิ่มผู้ใช้น้ำ' })).toBeVisible();
  await field(page, 'ชื่อ').fill(firstName);
  await field(page, 'นามสกุล').fill(lastName);
  await field(page, 'บ้านเลขที่').fill('77/1');
  await choose(page, 'พื้นที่/เขต');
  await choose(page, 'กลุ่มอัตราค่าน้ำ');
  await field(page, 'โทรศัพท์').fill('0812345678');
  await field(page, 'เลขมาตรวัดน้ำ').fill(`E2E-${suffix}`);
  await choose(page, 'ประเภทมาตรวัด');
  await field(page, 'เลขอ่านเริ่มต้น').fill('12');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();

  await expect(page).toHaveURL(/\/manageclient$/);
  await expect(
    page.getByText(new RegExp(`เพิ่ม ${fullName} เรียบร้อยแล้ว รหัสสมาชิก \\d{5}`)),
  ).toBeVisible();

  // Found by the Thai name through the server-side search.
  await page.getByRole('textbox', { name: /ค้นหา/ }).fill(firstName);
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(`E2E-${suffix}`);

  await row.getByRole('button', { name: 'แก้ไข' }).click();
  const edit = page.getByRole('dialog', { name: /แก้ไขข้อมูลผู้ใช้น้ำ/ });
  await field(edit, 'บ้านเลขที่').fill('88/2');
  await edit.getByRole('button', { name: 'บันทึก' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('88/2');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ส่งออก CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks);
  // UTF-8 with a BOM, so Excel reads the Thai names.
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(`${firstName},${lastName},88/2`);

  await row.getByRole('checkbox').check();
  const pdfResponse = page.waitForResponse((response) =>
    response.url().includes('/api/user/client/get-client-by-checkbox-pdf'),
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'พิมพ์รายชื่อ (PDF)' }).click();
  const response = await pdfResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await (await popup).close();
});
