import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { PERMISSION_FLAG_KEYS, type PermissionFlags } from '@prapa/domain/roles';
import { useTranslation } from 'react-i18next';

export type PermissionFlagKey = (typeof PERMISSION_FLAG_KEYS)[number];

export type PermissionFlagsFieldProps = {
  value: PermissionFlags;
  onChange: (flags: PermissionFlags) => void;
  disabled?: boolean;
};

/** The four permission flags (spec §6) as checkboxes in a labelled group. */
export function PermissionFlagsField({ value, onChange, disabled }: PermissionFlagsFieldProps) {
  const { t } = useTranslation('permissions');
  return (
    <Checkbox.Group
      label={t('legend')}
      value={PERMISSION_FLAG_KEYS.filter((key) => value[key])}
      onChange={(checked) =>
        onChange(
          Object.fromEntries(
            PERMISSION_FLAG_KEYS.map((key) => [key, checked.includes(key)]),
          ) as PermissionFlags,
        )
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt={6}>
        {PERMISSION_FLAG_KEYS.map((key) => (
          <Checkbox key={key} value={key} label={t(`flags.${key}`)} disabled={disabled} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** A check for a granted flag, a faint dash otherwise, named for screen readers. */
export function FlagMark({ flag, granted }: { flag: PermissionFlagKey; granted: boolean }) {
  const { t } = useTranslation('permissions');
  const text = `${t(`flags.${flag}`)}: ${granted ? t('granted') : t('notGranted')}`;
  return (
    <svg
      role="img"
      aria-label={text}
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke={granted ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-5)'}
      strokeWidth={granted ? 2.5 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-granted={granted}
    >
      <title>{text}</title>
      {granted ? <path d="M5 12l5 5l10 -10" /> : <path d="M6 12h12" />}
    </svg>
  );
}

/** A narrow two-line table header for one flag: the data ('ทั่วไป') over the access ('อ่าน'). */
export function FlagColumnTitle({ flag }: { flag: PermissionFlagKey }) {
  const { t } = useTranslation('permissions');
  const [data, access] = flag.split('_') as ['general' | 'meter', 'read' | 'edit'];
  return (
    <Stack gap={0} align="center" title={t(`flags.${flag}`)}>
      <Text size="xs" c="dimmed" lh={1.3}>
        {t(`short.${data}`)}
      </Text>
      <Text size="sm" fw={700} lh={1.3}>
        {t(`short.${access}`)}
      </Text>
    </Stack>
  );
}

/** The four flags as labelled marks, e.g. on a role card. */
export function PermissionFlagsView({ flags }: { flags: PermissionFlags }) {
  const { t } = useTranslation('permissions');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
      {PERMISSION_FLAG_KEYS.map((key) => (
        <Group key={key} gap={6} wrap="nowrap">
          <FlagMark flag={key} granted={flags[key]} />
          <Text size="sm" aria-hidden>
            {t(`flags.${key}`)}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
