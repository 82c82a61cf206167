import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { menuLinks, SCREENSHOT_DIR, signIn, signOut } from './support.ts';

/** Asks for a file of the chosen report and waits for its job to finish; returns the file. */
async function produce(page: Page, report: string, format: 'PDF' | 'Excel') {
  await page.getByRole('combobox', { name: 'รายงาน' }).click();
  await page.getByRole('option', { name: report, exact: true }).click();
  await expect(page.getByText(/^ตัวอย่าง \d+ แถวแรก จากทั้งหมด/)).toBeVisible();
  await page.getByRole('button', { name: `ทำไฟล์ ${format}` }).click();
  const job = page
    .getByTestId(/^job-/)
    .filter({ hasText: `${report} · ${format === 'PDF' ? 'PDF' : 'XLSX'}` })
    .first();
  await expect(job.getByText('เสร็จแล้ว')).toBeVisible({ timeout: 120_000 });
  const download = page.waitForEvent('download');
  await job.getByRole('button', { name: 'ดาวน์โหลด' }).click();
  return download;
}

test('the report centre makes form 17, the meter sheet and an Excel file; the file room keeps them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const out = path.join(SCREENSHOT_DIR, 'reports');
  mkdirSync(out, { recursive: true });
  await signIn(page, 'norm');
  await menuLinks(page).filter({ hasText: 'ศูนย์รายงาน' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'ศูนย์รายงาน' })).toBeVisible();

  const form17 = await produce(page, 'ทะเบียนลูกหนี้ค่าน้ำประปารายตัว (ป.17)', 'PDF');
  const form17Path = path.join(out, 'form17.pdf');
  await form17.saveAs(form17Path);
  const sheet = await produce(page, 'สมุดจดเลขอ่านมาตรวัดน้ำ (ป.31)', 'PDF');
  const sheetPath = path.join(out, 'meter-sheet.pdf');
  await sheet.saveAs(sheetPath);
  const excel = await produce(page, 'สรุปยอดเก็บได้ค่าน้ำประปา', 'Excel');
  await excel.saveAs(path.join(out, 'collected.xlsx'));
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  await page.screenshot({ path: path.join(out, 'report-centre-desktop.png'), fullPage: true });

  // The PDFs as pictures, for a person to look at (Thai headers, no broken words, columns fit).
  for (const pdf of [form17Path, sheetPath]) {
    try {
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '80',
        '-f',
        '1',
        '-l',
        '1',
        pdf,
        pdf.replace(/\.pdf$/, ''),
      ]);
    } catch {
      writeFileSync(`${pdf}.no-pdftoppm.txt`, 'pdftoppm is not installed');
    }
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(out, 'report-centre-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  await menuLinks(page).filter({ hasText: 'จัดการไฟล์' }).click();
  await expect(page.getByRole('heading', { name: 'จัดการไฟล์' })).toBeVisible();
  const table = page.getByRole('table', { name: 'จัดการไฟล์' });
  await expect(table.getByText(/^ทะเบียนลูกหนี้ค่าน้ำประปารายตัว \(ป\.17\) .*\.pdf$/)).toBeVisible();
  await expect(table.getByText(/^สมุดจดเลขอ่านมาตรวัดน้ำ \(ป\.31\) .*\.pdf$/)).toBeVisible();
  await expect(table.getByText(/^สรุปยอดเก็บได้ค่าน้ำประปา .*\.xlsx$/)).toBeVisible();
  // Each report names its job and links to the report centre.
  await expect(table.getByRole('link', { name: /^งานรายงาน #\d+$/ }).first()).toHaveAttribute(
    'href',
    '/reports',
  );
  // NORM downloads but has no delete button.
  await expect(page.getByRole('button', { name: 'ลบไฟล์' })).toHaveCount(0);
  await page.screenshot({ path: path.join(out, 'file-room-norm-desktop.png'), fullPage: true });

  await signOut(page);
  await signIn(page, 'admin');
  await page.goto('/filemanagement');
  await expect(page.getByText('ระยะเวลาเก็บไฟล์')).toBeVisible();
  await page.screenshot({ path: path.join(out, 'file-room-admin-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(out, 'file-room-admin-phone.png'), fullPage: true });
});
