import { AppShell, Burger, Group, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useRefreshUserInfo } from '../../features/auth/hooks/use-refresh-user-info.ts';
import { useNavigationPending } from '../browser-router.tsx';
import { PageLoader } from '../page-loader.tsx';
import { AppNavbar } from './app-navbar.tsx';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SignedInProviders } from './signed-in-providers.tsx';
import { UserMenu } from './user-menu.tsx';

/** Signed-in pages: top bar, role-filtered menu (a drawer behind the burger on phones), content. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigating = useNavigationPending();
  useRefreshUserInfo();

  // On a phone the menu covers the page, so choosing an entry closes it.
  useEffect(() => {
    if (pathname) nav.close();
  }, [pathname, nav.close]);

  return (
    <SignedInProviders>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpened ? t('header.closeMenu') : t('header.openMenu')}
              />
              <Brand />
              {navigating ? <Loader size="xs" aria-label={t('loading')} /> : null}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        {/* AppShell.Navbar is the <nav> landmark; the menu inside is the role-filtered list. */}
        <AppShell.Navbar aria-label={t('menu:navigation')}>
          <AppNavbar />
        </AppShell.Navbar>
        <AppShell.Main bg="gray.0">
          {/* A page's namespaces are fetched the first time it renders (lib/i18n.ts). */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </SignedInProviders>
  );
}
