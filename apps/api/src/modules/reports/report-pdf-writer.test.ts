import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import {
  FIRST_NAMES,
  LAST_NAMES,
  SHOP_NAMES,
  VILLAGE_NAMES,
} from '../generator/generator-names.ts';
import { createPdfWriter, fitText, wordsOf, wrapWords } from './report-pdf-writer.ts';
import type { ReportFileMeta } from './report-writer-types.ts';

// A stand-in for the font: every character 5 points wide.
const measure = (s: string) => [...s].length * 5;
const words = (s: string) =>
  [...new Intl.Segmenter('th', { granularity: 'word' }).segment(s)].map((x) => x.segment);

describe('fitting Thai text into a cell', () => {
  it('cuts at a word boundary and marks the cut, never inside a Thai word', () => {
    const text = 'โรงเรียนบ้านหนองน้ำใสสถานศึกษา';
    const fitted = fitText(measure, text, 60);
    expect(fitted.endsWith('…')).toBe(true);
    const kept = fitted.slice(0, -1);
    // What is kept is a whole number of the segmenter's words.
    const segments = words(text);
    let prefix = '';
    const prefixes = new Set(['']);
    for (const w of segments) {
      prefix += w;
      prefixes.add(prefix);
    }
    expect(prefixes.has(kept)).toBe(true);
    expect(measure(fitted)).toBeLessThanOrEqual(60);
  });

  it('splits names and addresses into the same words as segmenting them whole', () => {
    const texts = [
      ...FIRST_NAMES.map((f, i) => `${f} ${LAST_NAMES[i % LAST_NAMES.length]}`),
      ...SHOP_NAMES,
      ...VILLAGE_NAMES.map((v, i) => `${i + 1}/${i % 17} หมู่ ${i % 12}  ตำบล${v} อำเภอเมือง`),
      'INV2570/000123 ยกเลิก',
      'NS-0001234',
      ' นำหน้าด้วยช่องว่าง',
      'ก ่แปลก',
      '1,234.50',
    ];
    for (const text of texts) expect(wordsOf(text)).toEqual(words(text));
  });

  it('leaves text that fits alone, and wraps headers between words', () => {
    expect(fitText(measure, '1,234.50', 100)).toBe('1,234.50');
    const lines = wrapWords(measure, 'เพิ่มให้เต็มอัตราอย่างต่ำ', 40);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('เพิ่มให้เต็มอัตราอย่างต่ำ');
  });
});

describe('the streamed PDF', () => {
  it('knows its page count before the first row: groups, subtotals and the total included', async () => {
    const path = join(tmpdir(), `prapa-pdf-${process.pid}-${Date.now()}.pdf`);
    const meta: ReportFileMeta = {
      organisation: 'การประปาหมู่บ้านบ้านหนองน้ำใส',
      title: 'ทะเบียนผู้ใช้น้ำ',
      subtitle: 'ทุกเขต',
      printedAtText: 'พิมพ์เมื่อ 20 พ.ย. 2569 10:00 น.',
      orientation: 'landscape',
      rowHeight: 12.5,
      columns: [
        { key: 'name', label: 'ชื่อ–สกุล', type: 'text', width: 20 },
        { key: 'debt', label: 'หนี้ค้างชำระ', type: 'money', width: 10, total: 'sum' },
      ],
      groups: [
        { id: 1, label: 'M01', count: 50 },
        { id: 2, label: 'M02', count: 70 },
      ],
      totalRows: 120,
      totalLabel: 'รวมทั้งสิ้น',
      subtotalLabel: 'รวม',
      countLabel: '{{count}} ราย',
    };
    const writer = createPdfWriter(path, meta);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `สมชาย ใจดี ${i}`, debt: 1000 + i }));
    writer.write(1, rows(50));
    writer.write(2, rows(70));
    const { pages } = await writer.end();
    const bytes = await readFile(path);
    const pdf = bytes.toString('latin1');
    await rm(path);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // 120 rows + 2 area headings + 2 subtotals + 1 total = 125 lines, 39 to a landscape page.
    expect(pages).toBe(4);
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBe(pages);
    expect(pdf).toContain('Sarabun');
    // The head every page repeats is one template (a Form XObject) that each page paints.
    expect(pdf.match(/\/Subtype \/Form\b/g)?.length).toBe(1);
    const text = pdfText(bytes, 'raw');
    if (text !== null) {
      const printed = text.split('\f').filter((p) => p.trim() !== '');
      expect(printed).toHaveLength(4);
      printed.forEach((p, i) => {
        // (pdftotext gives ำ back as two characters, so the checks stop short of it.)
        expect(p).toContain('การประปาหมู่บ้านบ้านหนอง');
        expect(p).toContain('ทะเบียนผู้ใช้');
        expect(p).toContain('พิมพ์เมื่อ 20 พ.ย. 2569 10:00 น.');
        expect(p).toContain('หนี้ค้าง');
        expect(p).toContain(`หน้า ${i + 1}/4`);
      });
      expect(printed[0]).toContain('สมชาย ใจดี 0');
      expect(printed[3]).toMatch(/รวมทั้งสิ้น \(120 ราย\)\s+1,236\.40/);
    }
  });
});
