import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './api-download.ts';

describe('filenameFromDisposition', () => {
  it('reads the UTF-8 name a server sends for Thai file names', () => {
    const thai = encodeURIComponent('ผู้ใช้น้ำ-2569.csv');
    expect(
      filenameFromDisposition(`attachment; filename="clients.csv"; filename*=UTF-8''${thai}`),
    ).toBe('ผู้ใช้น้ำ-2569.csv');
  });

  it('falls back to the plain name, and to null without a header', () => {
    expect(filenameFromDisposition('attachment; filename="clients-2026-11-20.csv"')).toBe(
      'clients-2026-11-20.csv',
    );
    expect(filenameFromDisposition('attachment; filename=list.pdf')).toBe('list.pdf');
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
