import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown when a page throws or its code cannot be loaded (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <Center p="xl">
      <Alert color="red" title={t('routeError.title')} maw={560} w="100%">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('routeError.body')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
