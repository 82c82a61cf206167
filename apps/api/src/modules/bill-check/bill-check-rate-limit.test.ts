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
    expect(eleventh.headers['retry-after']).toBe('55');
    expect(eleventh.headers['cache-control']).toBe('no-store');
    expect(eleventh.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'ค้นหาบ่อยเกินไป กรุณารอ 55 วินาทีแล้วลองใหม่อีกครั้ง',
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

  it('lets the IP in again in the next minute and forgets the old window', async () => {
    t.clock.advance(MINUTE);
    expect((await lookUp(t, body, { ip: '192.0.2.10' })).statusCode).toBe(404);
    const rows = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bill_check_rate_limits where window_start < ${'2026-11-20T03:01:00.000Z'}::timestamptz`,
    );
    expect(rows[0]?.n).toBe(0);
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
    expect(sixth.headers['retry-after']).toBe('30');
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
