import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n.ts';
import en from '../../locales/en/invoices.json' with { type: 'json' };
import th from '../../locales/th/invoices.json' with { type: 'json' };

describe('invoices locale files', () => {
  it('Thai and English have the same keys; every Thai text is Thai', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
    for (const text of Object.values(th)) expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('are registered with the API messages, placeholders filled', () => {
    expect(translate('th', 'invoice_print_too_many', { max: 2000, count: 2500 })).toBe(
      'พิมพ์ใบแจ้งค่าน้ำได้ครั้งละไม่เกิน 2000 ฉบับ (เลือกไว้ 2500 ฉบับ) กรุณาเลือกพิมพ์ทีละเขต',
    );
    expect(translate('en', 'invoice_not_found')).toBe('Invoice not found.');
  });
});
