import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PAGE } from '@prapa/domain/access-list';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout.ts';
import { ChangePasswordModal } from '../../features/auth/components/change-password-modal.tsx';

type UserMenuDropdownProps = {
  /** The header's user button (shown before this module loaded). */
  target: ReactElement;
  /** Name and role, shown in the menu on phones (the header hides them there). */
  label: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
};

/** The user menu, opened on the click that loaded it: change password, sign out. */
export function UserMenuDropdown({ target, label, opened, onChange }: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [passwordOpened, passwordModal] = useDisclosure(false);

  const signOut = async () => {
    // Readings typed offline and not sent yet: send them first or keep them for this account
    // (decision 025). Loaded on click, so the layout does not carry the offline code.
    const { confirmSignOutWithWaiting } = await import(
      '../../features/readings/offline/sign-out-check.tsx'
    );
    if (!(await confirmSignOutWithWaiting())) return;
    logout.mutate(undefined, { onSettled: () => navigate(PAGE.login, { replace: true }) });
  };

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={onChange}>
        <Menu.Target>{target}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Label hiddenFrom="sm">{label}</Menu.Label>
          <Menu.Item onClick={passwordModal.open}>{t('header.changePassword')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void signOut()} disabled={logout.isPending}>
            {t('header.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
