import { describe, expect, it } from 'vitest';
import enClients from './en/clients.json' with { type: 'json' };
import thClients from './th/clients.json' with { type: 'json' };

describe('clients locale files', () => {
  it('Thai and English have the same keys; every Thai text is Thai', () => {
    expect(Object.keys(enClients).sort()).toEqual(Object.keys(thClients).sort());
    for (const text of Object.values(thClients)) expect(text).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('both languages use the same placeholders', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, th] of Object.entries(thClients)) {
      expect(placeholders(enClients[key as keyof typeof enClients]), key).toEqual(placeholders(th));
    }
  });
});
