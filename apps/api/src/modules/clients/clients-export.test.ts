import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import type { TClient } from '@prapa/contracts/clients';
import { isDangerousCsvCell } from '@prapa/domain/csv-safety';
import { ROLE } from '@prapa/domain/roles';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ClientTestKit, clientTestKit } from './client-test-kit.ts';

let t: TestApp;
let kit: ClientTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await clientTestKit(t);
});
afterAll(() => t.close());

const BOM = '\uFEFF';

async function exportCsv(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${CLIENT_PATHS.exportCsv}${query}`,
    headers: kit.norm,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

function rowsOf(body: string): string[][] {
  return parse(body.slice(BOM.length), { relax_column_count: false }) as string[][];
}

describe('GET /api/user/client/export-csv', () => {
  it('UTF-8 with a BOM, Thai headers, an attachment named by the day', async () => {
    await kit.create({ first_name: 'ส่งออก', last_name: 'ทดสอบ' });
    const response = await exportCsv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The test clock stands at 2026-01-15 09:00 in Bangkok.
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="clients-20260115.csv"',
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = rowsOf(response.body);
    expect(header?.slice(0, 3)).toEqual(['รหัสสมาชิก', 'ชื่อ', 'นามสกุล']);
    expect(rows.some((row) => row[1] === 'ส่งออก')).toBe(true);
  });

  it('neutralises a formula in a name; money stays a number in baht', async () => {
    const client = await kit.create({ first_name: '=SUM(A1)', last_name: '+ทดลอง' });
    await kit.setDebt(client.id, 123_456, '1_1');
    const [header, ...rows] = rowsOf((await exportCsv()).body);
    const row = rows.find((r) => r[0] === client.client_id);
    expect(row?.[1]).toBe("'=SUM(A1)");
    expect(row?.[2]).toBe("'+ทดลอง");
    const debtColumn = header!.indexOf('ค้างชำระ (บาท)');
    expect(row?.[debtColumn]).toBe('1234.56');
  });

  it('applies the list filters', async () => {
    const client = await kit.create({ first_name: 'กรองเฉพาะ' });
    const rows = rowsOf((await exportCsv(`?q=${encodeURIComponent('กรองเฉพาะ')}`)).body);
    expect(rows.slice(1).map((r) => r[0])).toEqual([client.client_id]);
  });

  it('property: no exported cell starts with = + - @ tab or CR, whatever was stored', async () => {
    const danger = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '', ' ', '"', ',');
    const text = fc
      .tuple(danger, fc.string({ maxLength: 12 }), fc.constantFrom('', '\n', ',', '"'))
      .map(([first, rest, tail]) => `${first}${rest}${tail}`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, text, text), { minLength: 1, maxLength: 3 }),
        async (people) => {
          // Straight into the table, as an import of someone's spreadsheet might.
          await t.db.insert(clients).values(
            people.map(([first, last, address]) => ({
              firstName: first,
              lastName: last,
              address,
              houseNo: first,
              areaId: kit.master.areaId,
              tariffGroupId: kit.master.tariffGroupId,
            })),
          );
          const rows = rowsOf((await exportCsv()).body);
          for (const row of rows)
            for (const cell of row) expect(isDangerousCsvCell(cell)).toBe(false);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('get-client-by-checkbox and its PDF', () => {
  it('the ticked rows, or everything the filters match', async () => {
    const [a, b] = [await kit.create(), await kit.create()];
    const ticked = await t.app.inject({
      method: 'GET',
      url: `${CLIENT_PATHS.byCheckbox}?ids=${b.id},${a.id}`,
      headers: await kit.headersFor(ROLE.NORM),
    });
    expect(ticked.statusCode).toBe(200);
    expect((ticked.json().data as TClient[]).map((c) => c.id)).toEqual([a.id, b.id]);

    await kit.setDebt(a.id, 0, '2_0');
    const filtered = await t.app.inject({
      method: 'GET',
      url: `${CLIENT_PATHS.byCheckbox}?status_code=2_0`,
      headers: kit.norm,
    });
    expect((filtered.json().data as TClient[]).map((c) => c.id)).toEqual([a.id]);
  });

  it('the PDF: A4 Thai register with the organisation, a Thai name and page numbers', async () => {
    const client = await kit.create({ first_name: 'พิมพ์ใจ', last_name: 'ศรีสุขสวัสดิ์' });
    const response = await t.app.inject({
      method: 'GET',
      url: `${CLIENT_PATHS.byCheckboxPdf}?ids=${client.id}`,
      headers: kit.norm,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Sarabun');
    const text = pdfText(pdf);
    if (text !== null) {
      expect(text).toContain('ทะเบียนผู้ใช้น้ำ');
      expect(text).toContain('การประปา');
      expect(text).toContain('พิมพ์ใจ');
      expect(text).toContain(client.client_id);
      expect(text).toContain('หน้า 1/1');
    }
  });
});
