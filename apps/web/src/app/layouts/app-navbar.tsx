import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/use-session.ts';
import { activeMenuPath, menuForRole } from '../menu.ts';

/** The Thai menu, grouped by area, listing only what the signed-in role may open. */
export function AppNavbar() {
  const { t } = useTranslation('menu');
  const { role } = useSession();
  const { pathname } = useLocation();
  const groups = role ? menuForRole(role) : [];
  const active = activeMenuPath(groups, pathname);

  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap="sm" p="sm">
        {groups.map((group) => (
          <div key={group.key} data-menu-group={group.key}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
              {t(`groups.${group.key}`)}
            </Text>
            {group.items.map((entry) => (
              <NavLink
                key={entry.key}
                component={Link}
                to={entry.path}
                label={t(`items.${entry.key}`)}
                active={entry.path === active}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              />
            ))}
          </div>
        ))}
      </Stack>
    </ScrollArea>
  );
}
