import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE } from '../../test/test-clock.ts';
import { readBillCheckLimits } from './bill-check-rate-limit.ts';
import { lookUp } from './bill-check-test-kit.ts';

const body = { member_or_water_no: '12345', house_no: '1' };

describe('bill-check rate limit (per IP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 10:00:05 in a minute window, so the window ends in 55 s.
    t.clock.set(new Date('2026-11-20T03:00:05.000Z'));
  });
  afterAll(() => t.close());

  it('answers the 11th lookup of an IP within a minute with 429, Thai text and Retry-After', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const response = await lookUp(t, body, { ip: '192.0.2.10' });
      expect(response.statusCode, `lookup ${i}`).toBe(404);
    }
    const eleventh = await lookUp(t, body, { ip: '192.0.2.10' });
    expect(eleventh.statusCode).toBe(429);
    // Sliding window: the 11 lookups of this minute must mostly slide out of the next one too:
    // 55 s to the boundary + 60 × (1 − 9/11) ≈ 11 s.
    expect(eleventh.headers['retry-after']).toBe('66');
    expect(eleventh.headers['cache-control']).toBe('no-store');
    expect(eleventh.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'ค้นหาบ่อยเกินไป กรุณารอ 66 วินาทีแล้วลองใหม่อีกครั้ง',
    });
    // Malformed requests count too, and are refused before validation.
    const malformed = await lookUp(t, {}, { ip: '192.0.2.10' });
    expect(malformed.statusCode).toBe(429);
  });

  it('keeps the counts in an unlogged table (no write-ahead log, nothing worth keeping)', async () => {
    const [row] = await rawRows<{ persistence: string }>(
      t.db,
      sql`select relpersistence::text as persistence from pg_class where relname = 'bill_check_rate_limits'`,
    );
    expect(row?.persistence).toBe('u');
  });

  it('keeps other IPs apart', async () => {
    expect((await lookUp(t, body, { ip: '192.0.2.11' })).statusCode).toBe(404);
  });

  it('counts an IPv6 client per /64, whatever address in it it uses', async () => {
    for (let i = 1; i <= 10; i += 1) {
      const response = await lookUp(t, body, { ip: `2001:db8:5:6::${i.toString(16)}` });
      expect(response.statusCode, `lookup ${i}`).toBe(404);
    }
    expect((await lookUp(t, body, { ip: '2001:db8:5:6:ffff::1' })).statusCode).toBe(429);
    expect((await lookUp(t, body, { ip: '2001:db8:5:7::1' })).statusCode).toBe(404);
  });

  it('slides: the burst still counts just after the minute, and is forgotten once it slid by', async () => {
    // 03:01:05: the 12 lookups of the minute before still weigh 12 × 55/60 = 11.
    t.clock.advance(MINUTE);
    expect((await lookUp(t, body, { ip: '192.0.2.10' })).statusCode).toBe(429);
    // 03:02:05: 2 of the previous minute weigh 2 × 55/60; the minute before that is deleted.
    t.clock.advance(MINUTE);
    expect((await lookUp(t, body, { ip: '192.0.2.10' })).statusCode).toBe(404);
    const rows = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bill_check_rate_limits where window_start < ${'2026-11-20T03:01:00.000Z'}::timestamptz`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('cannot be doubled across a minute boundary as a fixed window could', async () => {
    const ip = '192.0.2.77';
    t.clock.set(new Date('2026-11-20T04:00:55.000Z'));
    for (let i = 1; i <= 10; i += 1) {
      expect((await lookUp(t, body, { ip })).statusCode, `lookup ${i}`).toBe(404);
    }
    t.clock.set(new Date('2026-11-20T04:01:05.000Z'));
    // 10 × 55/60 ≈ 9.2 of the last minute still count, so the first lookup of the new minute
    // is already over 10 (a fixed window would have allowed ten more).
    expect((await lookUp(t, body, { ip })).statusCode).toBe(429);
  });
});

describe('bill-check global ceiling', () => {
  let t: TestApp;
  const saved = { ...process.env };
  beforeAll(async () => {
    process.env.PRAPA_BILL_CHECK_GLOBAL = '5';
    t = await createTestApp();
    t.clock.set(new Date('2026-11-20T03:00:30.000Z'));
  });
  afterEach(() => {
    process.env = { ...saved };
  });
  afterAll(() => t.close());

  it('refuses everybody over the ceiling with its own message', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await lookUp(t, body, { ip: `192.0.2.${100 + i}` })).statusCode).toBe(404);
    }
    const sixth = await lookUp(t, body, { ip: '192.0.2.200' });
    expect(sixth.statusCode).toBe(429);
    // 30 s to the boundary + 60 × (1 − 4/6) s for this minute's 6 to slide out.
    expect(sixth.headers['retry-after']).toBe('50');
    expect(sixth.json().error.message).toMatch(/^ขณะนี้มีผู้ใช้งานจำนวนมาก/);
  });
});

describe('readBillCheckLimits', () => {
  it('defaults to 10 per IP and 600 in all per minute; 0 turns a limit off', () => {
    expect(readBillCheckLimits({})).toEqual({ perIp: 10, global: 600, windowMs: 60_000 });
    expect(
      readBillCheckLimits({ PRAPA_BILL_CHECK_PER_IP: '0', PRAPA_BILL_CHECK_GLOBAL: '0' }),
    ).toEqual({ perIp: 0, global: 0, windowMs: 60_000 });
    expect(() => readBillCheckLimits({ PRAPA_BILL_CHECK_PER_IP: 'ten' })).toThrow(
      /PRAPA_BILL_CHECK_PER_IP/,
    );
  });

  it('counts nothing when both limits are off', async () => {
    process.env.PRAPA_BILL_CHECK_PER_IP = '0';
    process.env.PRAPA_BILL_CHECK_GLOBAL = '0';
    const t = await createTestApp();
    delete process.env.PRAPA_BILL_CHECK_PER_IP;
    delete process.env.PRAPA_BILL_CHECK_GLOBAL;
    try {
      for (let i = 0; i < 12; i += 1) {
        expect((await lookUp(t, body, { ip: '192.0.2.50' })).statusCode).toBe(404);
      }
      const rows = await rawRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from bill_check_rate_limits`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
