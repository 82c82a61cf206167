import { V } from '@prapa/contracts/validation-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../locales/en/validation.json';
import th from '../locales/th/validation.json';
import { i18n } from './i18n.ts';
import { serverFormErrors, translateIssue, validateForm } from './zod-form-errors.ts';

const THAI = /[\u0E00-\u0E7F]/;

describe('validation messages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('th');
  });

  it.each(Object.values(V))('%s has a Thai and an English text', (key) => {
    expect((th as Record<string, unknown>)[key]).toMatch(THAI);
    expect((en as Record<string, unknown>)[key]).toEqual(expect.any(String));
    const message = translateIssue({ code: 'custom', path: [], message: key, input: '' });
    expect(message).toBe((th as Record<string, unknown>)[key]);
  });

  it("turns the contracts' keys and zod's generic issues into Thai field messages", () => {
    const schema = z.object({
      user_name: z.string().regex(/^[a-z]{3,}$/, { message: V.userNameFormat }),
      name: z.string().trim().min(1, { message: V.required }).max(5),
      type: z.number().int().min(1).max(4),
      code: z.string().min(3),
      flags: z.boolean(),
      status: z.enum(['1_0', '1_1']),
    });
    const result = validateForm(schema, {
      user_name: 'A!',
      name: '   ',
      type: 9,
      code: 'x',
      status: '3_0',
    });
    expect(result.success).toBe(false);
    expect(result.errors).toEqual({
      user_name: th['v.user_name_format'],
      name: 'กรุณากรอกข้อมูลช่องนี้',
      type: 'ต้องไม่เกิน 4',
      code: 'ต้องมีอย่างน้อย 3 ตัวอักษร',
      flags: 'กรุณากรอกข้อมูลช่องนี้',
      status: 'กรุณาเลือกค่าที่กำหนดไว้',
    });
    for (const message of Object.values(result.errors)) expect(message).toMatch(THAI);
  });

  it('keeps the first message of a field and returns the parsed data on success', () => {
    const schema = z.object({ name: z.string().trim().max(3).regex(/^\d+$/) });
    expect(validateForm(schema, { name: 'abcdef' }).errors).toEqual({
      name: 'ต้องไม่เกิน 3 ตัวอักษร',
    });
    expect(validateForm(schema, { name: ' 12 ' })).toEqual({
      success: true,
      data: { name: '12' },
      errors: {},
    });
  });

  it('follows the chosen language', async () => {
    await i18n.changeLanguage('en');
    expect(translateIssue({ code: 'custom', path: [], message: V.passwordWeak, input: '' })).toBe(
      en['v.password_weak'],
    );
  });

  it("maps the server's field errors by path", () => {
    expect(
      serverFormErrors([
        { path: 'user_name', message: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' },
        { path: 'user_name', message: 'second' },
      ]),
    ).toEqual({ user_name: 'ชื่อผู้ใช้นี้มีอยู่แล้ว' });
  });
});
