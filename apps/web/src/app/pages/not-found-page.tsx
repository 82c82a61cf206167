import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGE } from '@prapa/domain/access-list';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(`${t('notFound.title')} · PRAPA`);
  return (
    <Paper withBorder p="xl" maw={640}>
      <Stack align="flex-start">
        <Text fz={48} fw={700} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={2}>{t('notFound.title')}</Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('notFound.body', { path: pathname })}</Text>
        <Button component={Link} to={PAGE.home} variant="light">
          {t('backHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
