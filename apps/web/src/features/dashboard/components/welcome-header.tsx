import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/use-session.ts';

/** Who is signed in, as what, and today's date (Thai: Buddhist Era). */
export function WelcomeHeader() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const role = i18n.language === 'en' ? user.role_name : user.role_name_th;
  return (
    <Group justify="space-between" align="flex-end" gap="xs">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {t('welcome.greeting', { name: user.full_name ?? user.user_name ?? '' })}
        </Title>
        <Text c="dimmed" size="sm">
          {t('welcome.role', { role: role ?? '' })}
        </Text>
      </Stack>
      <Text fw={500} data-testid="today">
        {formatLongDate()}
      </Text>
    </Group>
  );
}
