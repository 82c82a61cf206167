import { describe, expect, it } from 'vitest';
import {
  accountLevelForRole,
  isRoleNumber,
  PERMISSION_FLAG_KEYS,
  ROLE,
  ROLE_DEFAULT_FLAGS,
  ROLE_NAME,
  ROLE_NUMBERS,
} from './roles.ts';

describe('role numbers (spec §6)', () => {
  it('are fixed: 1 ADMIN, 2 NORM, 3 VIEW, 4 DEV', () => {
    expect(ROLE).toEqual({ ADMIN: 1, NORM: 2, VIEW: 3, DEV: 4 });
    expect(ROLE_NUMBERS).toEqual([1, 2, 3, 4]);
    expect(ROLE_NAME).toEqual({ 1: 'ADMIN', 2: 'NORM', 3: 'VIEW', 4: 'DEV' });
  });

  it.each([1, 2, 3, 4])('isRoleNumber(%s) is true', (n) => {
    expect(isRoleNumber(n)).toBe(true);
  });

  it.each([0, 5, -1, 1.5, Number.NaN, '1', null, undefined, {}, true])(
    'isRoleNumber(%s) is false',
    (value) => {
      expect(isRoleNumber(value)).toBe(false);
    },
  );
});

describe('permission flags', () => {
  it('has the four flags of spec §6', () => {
    expect(PERMISSION_FLAG_KEYS).toEqual([
      'general_read',
      'general_edit',
      'meter_read',
      'meter_edit',
    ]);
  });

  it('gives ADMIN, NORM and DEV every flag and VIEW all but general_edit', () => {
    const all = { general_read: true, general_edit: true, meter_read: true, meter_edit: true };
    expect(ROLE_DEFAULT_FLAGS[1]).toEqual(all);
    expect(ROLE_DEFAULT_FLAGS[2]).toEqual(all);
    expect(ROLE_DEFAULT_FLAGS[4]).toEqual(all);
    expect(ROLE_DEFAULT_FLAGS[3]).toEqual({ ...all, general_edit: false });
  });
});

describe('accountLevelForRole', () => {
  it.each([
    [ROLE.ADMIN, 1],
    [ROLE.DEV, 1],
    [ROLE.NORM, 2],
    [ROLE.VIEW, 3],
  ] as const)('role %s → level %s', (role, level) => {
    expect(accountLevelForRole(role)).toBe(level);
  });
});
