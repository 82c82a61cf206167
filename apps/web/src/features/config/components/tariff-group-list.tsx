import { Badge, NavLink, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TTariffGroup } from '@prapa/contracts/tariffs';
import { useTranslation } from 'react-i18next';

type TariffGroupListProps = {
  groups: readonly TTariffGroup[] | undefined;
  loading: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** The tariff groups to pick from; the selected one is shown beside (or below) the list. */
export function TariffGroupList({ groups, loading, selectedId, onSelect }: TariffGroupListProps) {
  const { t, i18n } = useTranslation('config-tariff');
  if (loading) {
    return (
      <Stack gap="xs">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={52} radius="md" />
        ))}
      </Stack>
    );
  }
  if (!groups || groups.length === 0) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text c="dimmed" size="sm">
          {t('list.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label={t('list.title')}>
      {groups.map((group) => (
        <NavLink
          key={group.id}
          component="button"
          type="button"
          active={group.id === selectedId}
          onClick={() => onSelect(group.id)}
          label={i18n.language === 'en' ? group.name_en : group.name_th}
          description={t('list.meta', { code: group.code, clients: group.client_count })}
          rightSection={
            group.active ? null : (
              <Badge size="xs" variant="light" color="gray">
                {t('status.inactive')}
              </Badge>
            )
          }
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          aria-current={group.id === selectedId ? 'true' : undefined}
        />
      ))}
    </Paper>
  );
}
