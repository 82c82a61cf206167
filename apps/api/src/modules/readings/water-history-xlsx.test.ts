import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadingsKit, type ReadingsKit } from './readings-test-kit.ts';

let k: ReadingsKit;
let cycle: number;
beforeAll(async () => {
  k = await createReadingsKit();
  cycle = await k.openCycle(2026, 11);
});
afterAll(() => k.t.close());

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('GET /api/user/waterHistory/export-xlsx', () => {
  it('exports the cycle as a workbook with Thai headers, numeric readings and a total', async () => {
    const first = await k.addMeter({ initialReading: 1000 });
    await k.addMeter({ initialReading: 500 });
    const saved = await k.save({ cycle_id: cycle, meter_id: first.meterId, current_reading: 1012 });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await k.get(`/api/user/waterHistory/export-xlsx?cycle_id=${cycle}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('.xlsx');

    const sheet = await sheetOf(response.rawPayload);
    expect(String(sheet.getCell('A1').value)).toBe('รายงานประวัติการใช้น้ำ รอบบิล พฤศจิกายน 2569');
    expect(sheet.getRow(2).values).toContain('เลขมาตรครั้งนี้');
    // Row 3 and 4 are the two meters; the recorded one has 12 units as a number.
    const unitsColumn = 8;
    const dataRows = [3, 4].map((n) => sheet.getRow(n));
    const recorded = dataRows.find((row) => row.getCell(unitsColumn).value === 12);
    expect(recorded?.getCell(9).value).toBe('จดบันทึกแล้ว');
    const waiting = dataRows.find((row) => row !== recorded);
    expect(waiting?.getCell(9).value).toBe('รอจดบันทึก');
    const total = sheet.getRow(5);
    expect(total.getCell(1).value).toBe('รวม 2 มาตร');
    expect(total.getCell(unitsColumn).value).toBe(12);
  });

  it('is refused to a caller without a session', async () => {
    const response = await k.t.app.inject({
      method: 'GET',
      url: `/api/user/waterHistory/export-xlsx?cycle_id=${cycle}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
