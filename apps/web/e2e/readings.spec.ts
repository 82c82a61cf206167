import { expect, type Page, test } from '@playwright/test';
import { signIn, signOut } from './support.ts';

// The meter reader's day on a phone: the demo's open November cycle is partly read.
test.use({ viewport: { width: 390, height: 844 } });

const PROGRESS = /จดแล้ว ([\d,]+) จาก ([\d,]+) มาตร/;

async function recordedCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('reading-progress').textContent()) ?? '';
  const match = PROGRESS.exec(text);
  if (!match?.[1]) throw new Error(`no progress in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

async function previousReading(page: Page, index: number): Promise<number> {
  const text = await page
    .getByRole('article')
    .nth(index)
    .getByTestId('previous-reading')
    .textContent();
  const reading = Number(text);
  if (text === null || !Number.isInteger(reading))
    throw new Error(`no previous reading: "${text}"`);
  return reading;
}

test('a meter reader records three waiting meters with the keyboard on a phone', async ({
  page,
}) => {
  await signIn(page, 'view');
  await page.goto('/managemeter');
  await expect(page.getByRole('heading', { name: 'จดมาตรวัดน้ำ' })).toBeVisible();
  await expect(page.getByTestId('reading-progress')).toHaveText(PROGRESS);
  const before = await recordedCount(page);

  const waitingList = page.waitForResponse(
    (response) =>
      response.url().includes('/api/user/waterHistory?') && response.url().includes('tag=waiting'),
  );
  await page.getByText('รอจด', { exact: true }).first().click();
  await waitingList;
  const inputs = page.getByRole('textbox', { name: /เลขมาตรครั้งนี้ของ/ });
  await expect(inputs.first()).toBeEnabled();
  await inputs.first().focus();

  for (let index = 0; index < 3; index += 1) {
    await expect(inputs.nth(index)).toBeFocused();
    const reading = (await previousReading(page, index)) + 12;
    await page.keyboard.type(String(reading));
    await page.keyboard.press('Enter');
    // Usage far from a meter's average is asked about first; Enter confirms.
    const question = page.getByRole('dialog');
    const next = inputs.nth(index + 1);
    await expect(async () => {
      const asked = await question.isVisible();
      const moved = await next.evaluate((input) => input === document.activeElement);
      expect(asked || moved).toBe(true);
    }).toPass({ timeout: 10_000 });
    if (await question.isVisible()) {
      await page.keyboard.press('Enter');
      await expect(question).toBeHidden();
    }
    await expect(next).toBeFocused();
    await expect(page.getByRole('article').nth(index)).toContainText('จดแล้ว');
  }

  await expect(page.getByTestId('reading-progress')).toContainText(
    `จดแล้ว ${(before + 3).toLocaleString('en-US')} จาก`,
  );
  // Nothing on the phone scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await signOut(page);
  await signIn(page, 'admin');
  await page.goto('/report/waterhistory');
  await expect(page.getByRole('heading', { name: 'รายงานประวัติการใช้น้ำ' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'ปริมาณการใช้น้ำรายเดือน' })).toBeVisible();
  await expect(page.getByText('มาตรทั้งหมด')).toBeVisible();
});
