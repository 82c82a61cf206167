/** Role numbers are fixed by spec §6 and stored in the database; never renumber them. */
export const ROLE = { ADMIN: 1, NORM: 2, VIEW: 3, DEV: 4 } as const;

export type RoleName = keyof typeof ROLE;
export type RoleNumber = (typeof ROLE)[RoleName];

export const ROLE_NUMBERS: readonly RoleNumber[] = [ROLE.ADMIN, ROLE.NORM, ROLE.VIEW, ROLE.DEV];

export const ROLE_NAME: Record<RoleNumber, RoleName> = {
  1: 'ADMIN',
  2: 'NORM',
  3: 'VIEW',
  4: 'DEV',
};

export function isRoleNumber(value: unknown): value is RoleNumber {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export type PermissionFlags = {
  general_read: boolean;
  general_edit: boolean;
  meter_read: boolean;
  meter_edit: boolean;
};

export const PERMISSION_FLAG_KEYS = [
  'general_read',
  'general_edit',
  'meter_read',
  'meter_edit',
] as const satisfies readonly (keyof PermissionFlags)[];

/**
 * Defaults a new account of each role starts with; an administrator may narrow them per account.
 * A meter reader (VIEW) reads the office's data but only edits meter readings.
 */
export const ROLE_DEFAULT_FLAGS: Record<RoleNumber, PermissionFlags> = {
  1: { general_read: true, general_edit: true, meter_read: true, meter_edit: true },
  2: { general_read: true, general_edit: true, meter_read: true, meter_edit: true },
  3: { general_read: true, general_edit: false, meter_read: true, meter_edit: true },
  4: { general_read: true, general_edit: true, meter_read: true, meter_edit: true },
};

/**
 * Account levels shown in labels (spec §6: keys 1–3). The spec does not map them to roles;
 * we map top administrator → ADMIN, general administrator → NORM, meter reader → VIEW.
 * DEV accounts are shown as top administrator.
 */
export type AccountLevel = 1 | 2 | 3;

export function accountLevelForRole(role: RoleNumber): AccountLevel {
  switch (role) {
    case ROLE.ADMIN:
    case ROLE.DEV:
      return 1;
    case ROLE.NORM:
      return 2;
    case ROLE.VIEW:
      return 3;
  }
}
