import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TTariffVersion } from '@prapa/contracts/tariffs';
import { formatBaht } from '@prapa/domain/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../utils/format-iso-date.ts';
import { TariffTiersTable } from './tariff-tiers-table.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** One version's rules, read-only. */
export function TariffVersionSummary({ version }: { version: TTariffVersion }) {
  const { t, i18n } = useTranslation('config-tariff');
  const yes = t('summary.yes');
  const no = t('summary.no');
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('summary.effectiveFrom')}
        </Text>
        <Text size="sm" fw={600} data-testid="version-effective-from">
          {formatIsoDate(version.effective_from, i18n.language)}
        </Text>
      </Group>
      <TariffTiersTable tiers={version.tiers} />
      <SimpleGrid type="container" cols={{ base: 2, '520px': 4 }} spacing="sm">
        <Fact label={t('summary.minimumCharge')}>
          {t('preview.baht', { amount: formatBaht(version.minimum_charge_satang) })}
        </Fact>
        <Fact label={t('summary.minimumUnits')}>
          {t('summary.unitsValue', { units: version.minimum_units })}
        </Fact>
        <Fact label={t('summary.meterFee')}>{version.apply_meter_fee ? yes : no}</Fact>
        <Fact label={t('summary.vat')}>
          {version.vat_enabled
            ? t('summary.vatRate', { rate: (version.vat_rate_bp / 100).toLocaleString('th-TH') })
            : no}
        </Fact>
      </SimpleGrid>
    </Stack>
  );
}
