import { describe, expect, it } from 'vitest';
import enReadings from '../../locales/en/readings.json' with { type: 'json' };
import thReadings from '../../locales/th/readings.json' with { type: 'json' };

describe('readings locale files', () => {
  it('have the same keys in Thai and English, Thai in Thai', () => {
    expect(Object.keys(enReadings).sort()).toEqual(Object.keys(thReadings).sort());
    for (const text of Object.values(thReadings)) expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(thReadings)) {
      expect(placeholders(enReadings[key as keyof typeof enReadings]), key).toEqual(
        placeholders(text),
      );
    }
  });
});
