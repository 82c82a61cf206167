import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGE } from '@prapa/domain/access-list';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('accessDenied.title')} · PRAPA`);
  return (
    <Paper withBorder p="xl" maw={640}>
      <Stack align="flex-start">
        <Title order={2}>{t('accessDenied.title')}</Title>
        <Text>{t('accessDenied.body')}</Text>
        <Button component={Link} to={PAGE.home} variant="light">
          {t('backHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
