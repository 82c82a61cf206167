import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function DropIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        fill="var(--mantine-color-blue-6)"
        d="M12 2s-7 8.4-7 12.6a7 7 0 0 0 14 0C19 10.4 12 2 12 2z"
      />
      <path fill="#fff" opacity=".55" d="M9 14.5a3 3 0 0 0 3 3v1.5a4.5 4.5 0 0 1-4.5-4.5z" />
    </svg>
  );
}

/** PRAPA / ประปา, the application title (spec §1). */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <DropIcon />
      <Text fw={700} fz="lg" lh={1.2}>
        {t('appName')}
      </Text>
      <Text fz="lg" lh={1.2} c="dimmed">
        {t('appNameTh')}
      </Text>
    </Group>
  );
}
