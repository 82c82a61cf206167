import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TTariffGroup } from '@prapa/contracts/tariffs';
import { useTranslation } from 'react-i18next';
import { currentVersion } from '../utils/tariff-versions.ts';
import { todayIso } from '../utils/today.ts';
import { TariffPreview } from './tariff-preview.tsx';
import { TariffVersionHistory } from './tariff-version-history.tsx';
import { TariffVersionSummary } from './tariff-version-summary.tsx';

type TariffGroupDetailProps = {
  group: TTariffGroup;
  onNewVersion: () => void;
  onEditGroup: () => void;
  onDelete: () => void;
};

/** One group: the rates in force today, a preview against them, and every version. */
export function TariffGroupDetail({
  group,
  onNewVersion,
  onEditGroup,
  onDelete,
}: TariffGroupDetailProps) {
  const { t, i18n } = useTranslation('config-tariff');
  const today = todayIso();
  const current = currentVersion(group.versions, today);
  const name = i18n.language === 'en' ? group.name_en : group.name_th;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={3}>{name}</Title>
            <Badge variant="light" color={group.active ? 'teal' : 'gray'}>
              {group.active ? t('status.active') : t('status.inactive')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('list.meta', { code: group.code, clients: group.client_count })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button onClick={onNewVersion}>{t('detail.newVersion')}</Button>
          <Button variant="default" onClick={onEditGroup}>
            {t('detail.editGroup')}
          </Button>
          <Button variant="subtle" color="red" onClick={onDelete}>
            {t('detail.delete')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={4}>{t('detail.current')}</Title>
            {current ? (
              <TariffVersionSummary version={current} />
            ) : (
              <Alert color="yellow" variant="light">
                {t('detail.noCurrent')}
              </Alert>
            )}
          </Stack>
        </Paper>
        {current ? (
          <div>
            <TariffPreview tariff={current} />
          </div>
        ) : null}
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={4}>{t('detail.history')}</Title>
        <TariffVersionHistory versions={group.versions} current={current} today={today} />
      </Stack>
    </Stack>
  );
}
