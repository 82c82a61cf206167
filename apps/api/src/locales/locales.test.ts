import { V } from '@prapa/contracts/validation-keys';
import { TARIFF_ERROR_CODES } from '@prapa/domain/tariff';
import { describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n.ts';
import enErrors from './en/errors.json' with { type: 'json' };
import enTariff from './en/tariff.json' with { type: 'json' };
import enValidation from './en/validation.json' with { type: 'json' };
import thErrors from './th/errors.json' with { type: 'json' };
import thTariff from './th/tariff.json' with { type: 'json' };
import thValidation from './th/validation.json' with { type: 'json' };

const THAI = /[\u0E00-\u0E7F]/;

describe('locale files', () => {
  it.each([
    ['errors', thErrors, enErrors],
    ['validation', thValidation, enValidation],
    ['tariff', thTariff, enTariff],
  ])('%s: Thai and English have the same keys', (_name, th, en) => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
    for (const text of Object.values(th)) expect(text).toMatch(THAI);
  });

  it('translate every tariff error code of the domain', () => {
    for (const code of TARIFF_ERROR_CODES) {
      expect(thTariff).toHaveProperty([`tariff.${code}`]);
      expect(translate('en', `tariff.${code}`)).not.toBe(`tariff.${code}`);
    }
    expect(Object.keys(thTariff)).toHaveLength(TARIFF_ERROR_CODES.length);
  });

  it('translate every validation key of the contracts', () => {
    for (const key of Object.values(V)) expect(thValidation).toHaveProperty([key]);
  });
});
