import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGE } from '@prapa/domain/access-list';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PageKey } from './menu.ts';

/** Pages whose feature a later issue builds; each names itself in `unavailable:features`. */
export type UnavailableFeature = Exclude<PageKey, 'login' | 'accessDenied'>;

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** An honest placeholder: it says what the page will do and does nothing else. */
export function NotYetAvailable({ feature }: { feature: UnavailableFeature }) {
  const { t } = useTranslation('unavailable');
  const { id } = useParams();
  const name = t(`features.${feature}.name`);
  useDocumentTitle(`${name} · PRAPA`);
  const showHomeLink = feature !== 'home' && feature !== 'billCheck';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760} data-feature={feature}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="orange" size="lg" radius="xl">
            <ClockIcon />
          </ThemeIcon>
          <Badge variant="light" color="orange" size="lg" radius="sm">
            {t('badge')}
          </Badge>
        </Group>
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {name}
        </Title>
        {id ? (
          <Text size="sm" c="dimmed">
            {t('reference', { id })}
          </Text>
        ) : null}
        <div>
          <Text c="dimmed">{t('lead')}</Text>
          <Text fw={500}>{t(`features.${feature}.capability`)}</Text>
        </div>
        {showHomeLink ? (
          <Group>
            <Button component={Link} to={PAGE.home} variant="light">
              {t('common:backHome')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
