import { describe, expect, it } from 'vitest';
import { firstGrapheme, maskName } from './name-mask.ts';

describe('maskName', () => {
  it.each([
    ['สมชาย', 'ใจดี', 'สมชาย ใ.'], // leading vowel ใ is a cluster of its own
    ['สมหญิง', 'เก่งกาจ', 'สมหญิง เ.'],
    ['วิชัย', 'สุขใจ', 'วิชัย สุ.'], // consonant keeps its vowel mark
    ['ปรีชา', 'กิ่งแก้ว', 'ปรีชา กิ่.'], // consonant + vowel + tone mark stay together
    ['มานี', 'ก้องเกียรติ', 'มานี ก้.'],
    ['อรุณ', 'ฤทธิ์เดช', 'อรุณ ฤ.'],
    ['John', 'Smith', 'John S.'],
    ['José', 'Ñúñez', 'José Ñ.'],
  ])('%s %s → %s', (first, last, masked) => {
    expect(maskName(first, last)).toBe(masked);
  });

  it('keeps a decomposed accent with its letter', () => {
    // 'N' + U+0303 COMBINING TILDE is one grapheme.
    expect(maskName('Ana', 'N\u0303u')).toBe('Ana N\u0303.');
  });

  it('trims and collapses spaces', () => {
    expect(maskName('  สมชาย  ', '  ใจดี ')).toBe('สมชาย ใ.');
    expect(maskName('Mary  Ann', 'de  la Cruz')).toBe('Mary Ann d.');
  });

  it('copes with a missing part', () => {
    expect(maskName('สมชาย', '')).toBe('สมชาย');
    expect(maskName('สมชาย', '   ')).toBe('สมชาย');
    expect(maskName('', 'ใจดี')).toBe('ใ.');
    expect(maskName('', '')).toBe('');
  });
});

describe('firstGrapheme', () => {
  it('returns the first user-perceived character', () => {
    expect(firstGrapheme('สุขใจ')).toBe('สุ');
    expect(firstGrapheme('ใจ')).toBe('ใ');
    expect(firstGrapheme('👍🏽ok')).toBe('👍🏽');
    expect(firstGrapheme('')).toBe('');
  });
});
