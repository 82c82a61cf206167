import { describe, expect, it } from 'vitest';
import { BREAK, renderPdf, thaiText, wholeWords, withThaiBreaks } from './thai-pdf.ts';

describe('Thai line-break opportunities', () => {
  it('puts a soft hyphen between Thai words only, never U+200B', () => {
    const text = thaiText('ผู้ใช้น้ำประปา 12/3 ABC');
    expect(text.replaceAll(BREAK, '')).toBe('ผู้ใช้น้ำประปา 12/3 ABC');
    expect(text).toContain(BREAK);
    expect(text).not.toContain('\u200B');
    // No break before or after the Latin, digits or the space.
    expect(text.endsWith('ปา 12/3 ABC')).toBe(true);
  });

  it('is idempotent and leaves text without Thai alone', () => {
    const once = thaiText('สมชายใจดีมีสุข');
    expect(thaiText(once)).toBe(once);
    expect(thaiText('NS-6501234')).toBe('NS-6501234');
  });

  it('walks tables and stacks, not style names', () => {
    const doc = withThaiBreaks({
      stack: ['สมชายใจดี', { text: 'บ้านหนองน้ำใส', style: 'ชื่อสไตล์' }],
      table: { body: [['หมู่บ้านหนองบัว']] },
    });
    expect(JSON.stringify(doc)).toContain(BREAK);
    expect((doc.stack[1] as { style: string }).style).toBe('ชื่อสไตล์');
  });
});

describe('renderPdf', () => {
  it('renders a Thai document with the embedded Sarabun font', async () => {
    const pdf = await renderPdf({ content: 'การประปาหมู่บ้านบ้านหนองน้ำใส' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Sarabun');
  });
});

describe('wholeWords', () => {
  it('keeps a name free of break opportunities inside its parts, where thaiText would cut it', () => {
    const name = 'สมศักดิ์ เจริญผลพานิชย์กุล';
    // The dictionary does not know the surname and cuts it where no word ends.
    expect(thaiText(name).split(' ')[1]).toContain(BREAK);
    const doc = withThaiBreaks({ table: { body: [[wholeWords(name), 'ค่าบำรุงรักษามาตร']] } });
    const [cell, header] = (doc.table.body[0] ?? []) as [{ text: string }, string];
    expect(cell.text).toBe(name);
    // Ordinary text around it still breaks between dictionary words.
    expect(header).toContain(BREAK);
  });
});
