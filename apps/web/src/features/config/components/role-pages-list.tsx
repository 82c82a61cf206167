import { Badge, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_PAGES, rolePageLabel } from './role-page-labels.ts';

/** The pages a role may open, named as in the menu (spec §6 access list). */
export function RolePagesList({ pages }: { pages: readonly string[] }) {
  const { t } = useTranslation(['config-roles', 'menu']);
  if (pages.includes(ALL_PAGES)) {
    return (
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('allPagesTitle')}
        </Text>
        <Badge variant="light" color="grape" radius="sm" tt="none">
          {t('allPages')}
        </Badge>
      </div>
    );
  }
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('pages', { count: pages.length })}
      </Text>
      {/* CSS columns: two on a wide card, one on a phone, without breaking an entry. */}
      <List
        size="sm"
        spacing={2}
        aria-label={t('pages', { count: pages.length })}
        style={{ columnWidth: '13rem', columnGap: 'var(--mantine-spacing-lg)' }}
      >
        {pages.map((path) => (
          <List.Item key={path} style={{ breakInside: 'avoid' }}>
            {rolePageLabel(t, path)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
