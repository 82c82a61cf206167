import { Anchor, Loader, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const HANDOVER_KEY = 'prapa.billcheck-handover';

/**
 * /billcheck inside the back office (reached by a client-side link, e.g. from the sign-in
 * page): the public page is a separate small entry that the server answers at /billcheck, so
 * a full page load hands over to it. Should the server answer with the back office again (a
 * build without the page), the second arrival within seconds shows a plain link instead of
 * reloading in a loop.
 */
export function BillCheckRoute() {
  const { t } = useTranslation(['unavailable', 'auth']);
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const last = Number(sessionStorage.getItem(HANDOVER_KEY) ?? 0);
    if (Date.now() - last < 5_000) {
      setStuck(true);
      return;
    }
    sessionStorage.setItem(HANDOVER_KEY, String(Date.now()));
    window.location.replace(`/billcheck${window.location.search}`);
  }, []);
  return (
    <Paper withBorder radius="md" p="xl" maw={480}>
      <Stack align="center" gap="md">
        <Title order={2}>{t('unavailable:features.billCheck.name')}</Title>
        {stuck ? <Anchor href="/billcheck">{t('auth:login.billCheckLink')}</Anchor> : <Loader />}
      </Stack>
    </Paper>
  );
}
