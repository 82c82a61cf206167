import { Accordion, Badge, Group, Text } from '@mantine/core';
import type { TTariffVersion } from '@prapa/contracts/tariffs';
import { formatThaiDateTime } from '@prapa/domain/thai-date';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dayjs.ts';
import { formatIsoDate } from '../utils/format-iso-date.ts';
import { type VersionState, versionState } from '../utils/tariff-versions.ts';
import { TariffVersionSummary } from './tariff-version-summary.tsx';

const STATE_COLOR: Record<VersionState, string> = {
  current: 'teal',
  upcoming: 'blue',
  past: 'gray',
};

type TariffVersionHistoryProps = {
  versions: readonly TTariffVersion[];
  current: TTariffVersion | null;
  today: string;
};

function savedAt(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return language === 'en'
    ? dayjs(instant).locale('en').format('D MMM YYYY HH:mm')
    : formatThaiDateTime(instant);
}

/** Every version, newest first; bills keep the version they were issued with. */
export function TariffVersionHistory({ versions, current, today }: TariffVersionHistoryProps) {
  const { t, i18n } = useTranslation('config-tariff');
  return (
    <Accordion variant="separated" chevronPosition="left">
      {versions.map((version) => {
        const state = versionState(version, current, today);
        return (
          <Accordion.Item key={version.id} value={String(version.id)}>
            <Accordion.Control>
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {t('history.version', { no: version.version_no })}
                  </Text>
                  <Text size="sm">
                    {t('history.from', {
                      date: formatIsoDate(version.effective_from, i18n.language),
                    })}
                  </Text>
                  <Badge size="sm" variant="light" color={STATE_COLOR[state]}>
                    {t(`history.state.${state}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {version.created_by
                    ? t('history.savedBy', {
                        at: savedAt(version.created_at, i18n.language),
                        by: version.created_by,
                      })
                    : t('history.saved', { at: savedAt(version.created_at, i18n.language) })}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <TariffVersionSummary version={version} />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
