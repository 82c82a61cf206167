import { Group, Progress, Stack, Text } from '@mantine/core';
import {
  type PasswordStrength,
  passwordStrength,
  strengthPercent,
} from '@prapa/domain/password-strength';
import { useTranslation } from 'react-i18next';

const COLOR: Record<PasswordStrength, string> = {
  weak: 'red',
  medium: 'orange',
  strong: 'green',
};

export type PasswordStrengthMeterProps = { value: string };

export function PasswordStrengthMeter({ value }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('ui');
  const strength = passwordStrength(value);
  const percent = strengthPercent(strength);
  const color = COLOR[strength];
  const label = t(`password.${strength}`);

  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        color={color}
        size="sm"
        aria-label={`${t('password.strength')}: ${label}`}
        transitionDuration={200}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('password.strength')}
        </Text>
        <Text size="xs" c={color} fw={500}>
          {label}
        </Text>
      </Group>
    </Stack>
  );
}
