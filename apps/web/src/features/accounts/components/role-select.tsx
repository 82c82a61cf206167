import { Select } from '@mantine/core';
import { grantableRoles } from '@prapa/domain/role-hierarchy';
import {
  isRoleNumber,
  type PermissionFlags,
  ROLE_DEFAULT_FLAGS,
  ROLE_NAME,
  ROLE_NUMBERS,
  type RoleNumber,
} from '@prapa/domain/roles';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { useRoleOptions } from '../api/get-role-options.ts';

export type RoleSelectProps = {
  value: RoleNumber | null;
  /** Gives the chosen role with its default flags (as configured, else the built-in ones). */
  onChange: (role: RoleNumber, defaultFlags: PermissionFlags) => void;
  error?: string | undefined;
};

export function RoleSelect({ value, onChange, error }: RoleSelectProps) {
  const { t, i18n } = useTranslation('accounts');
  const roles = useRoleOptions();
  const configured = (role: RoleNumber) => roles.data?.find((entry) => entry.type === role);

  const { role: myRole } = useSession();
  // Only roles not above the signed-in account's own (the server refuses the others).
  const offered = myRole === null ? [] : grantableRoles(myRole);
  const data = ROLE_NUMBERS.filter((role) => offered.includes(role)).map((role) => {
    const entry = configured(role);
    const label = entry ? (i18n.language === 'en' ? entry.name_en : entry.name_th) : null;
    return {
      value: String(role),
      label: label ? `${label} (${ROLE_NAME[role]})` : ROLE_NAME[role],
    };
  });

  return (
    <Select
      label={t('form.role')}
      placeholder={t('form.rolePlaceholder')}
      description={t('form.roleHint')}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const role = Number(next);
        if (!isRoleNumber(role)) return;
        onChange(role, configured(role)?.default_flags ?? ROLE_DEFAULT_FLAGS[role]);
      }}
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
      required
    />
  );
}
