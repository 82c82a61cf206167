import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadModals } from '../../components/ui/modals-on-demand.tsx';
import { useSession } from '../../lib/use-session.ts';

// The menu itself (Mantine's Menu brings its popover code, floating-ui) and the password form
// load on the first click: every signed-in page shows the button, few open it (decision 032).
const loadDropdown = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).UserMenuDropdown }));

/**
 * Fetches the menu, its sign-out check and the dialogs' provider now, for a phone about to go
 * without signal (a downloaded round): the service worker keeps what the page has loaded, so
 * the reader can still open the menu, answer a reading's confirm dialog and sign out offline.
 */
export async function preloadUserMenu(): Promise<void> {
  await Promise.all([
    loadDropdown(),
    import('../../features/readings/offline/sign-out-check.tsx'),
    preloadModals(),
  ]);
}

function initials(name: string): string {
  return name.trim().slice(0, 1).toUpperCase() || '?';
}

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const name = user.full_name ?? user.user_name ?? '';
  const role = (i18n.language === 'en' ? user.role_name : user.role_name_th) ?? '';

  const button = (
    <UnstyledButton
      aria-label={t('header.userMenu')}
      data-testid="user-menu"
      onClick={
        wanted
          ? undefined
          : () => {
              setWanted(true);
              // Opened after this click has finished: a menu mounted and opened during it (the
              // module already loaded) would take the same click for one outside and close.
              window.setTimeout(() => setOpened(true), 0);
            }
      }
    >
      <Group gap="xs" wrap="nowrap">
        <Avatar color="blue" radius="xl" size="md">
          {initials(name)}
        </Avatar>
        <Stack gap={0} visibleFrom="sm" maw={220}>
          <Text size="sm" fw={500} truncate data-testid="user-full-name">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate data-testid="user-role">
            {role}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );

  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown
        target={button}
        label={`${name} · ${role}`}
        opened={opened}
        onChange={setOpened}
      />
    </Suspense>
  );
}
