import { describe, expect, it } from 'vitest';
import enPayments from '../../locales/en/payments.json' with { type: 'json' };
import thPayments from '../../locales/th/payments.json' with { type: 'json' };

describe('payments locale files', () => {
  it('have the same keys in Thai and English, Thai in Thai', () => {
    expect(Object.keys(enPayments).sort()).toEqual(Object.keys(thPayments).sort());
    for (const text of Object.values(thPayments)) expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(thPayments)) {
      expect(placeholders(enPayments[key as keyof typeof enPayments]), key).toEqual(
        placeholders(text),
      );
    }
  });
});
