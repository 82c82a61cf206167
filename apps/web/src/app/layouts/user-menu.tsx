import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PAGE } from '@prapa/domain/access-list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { ChangePasswordModal } from '../../features/auth/components/change-password-modal.tsx';
import { useSession } from '../../lib/use-session.ts';

function initials(name: string): string {
  return name.trim().slice(0, 1).toUpperCase() || '?';
}

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const name = user.full_name ?? user.user_name ?? '';
  const role = (i18n.language === 'en' ? user.role_name : user.role_name_th) ?? '';

  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => navigate(PAGE.login, { replace: true }) });

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('header.userMenu')} data-testid="user-menu">
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
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label hiddenFrom="sm">
            {name} · {role}
          </Menu.Label>
          <Menu.Item onClick={passwordModal.open}>{t('header.changePassword')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={signOut} disabled={logout.isPending}>
            {t('header.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
