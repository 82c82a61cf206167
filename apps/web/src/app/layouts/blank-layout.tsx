import { Box, Center, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from './brand.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** Login and the public bill check: no navigation, content centred. */
export function BlankLayout() {
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Brand />
        <LanguageSwitch />
      </Group>
      <Center component="main" px="md" pb="xl" style={{ flex: 1 }}>
        <Outlet />
      </Center>
    </Box>
  );
}
