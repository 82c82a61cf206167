import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatBaht } from '@prapa/domain/money';
import type { ChargeBreakdown, Tariff } from '@prapa/domain/tariff';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tierRangeLabel } from '../utils/tier-range-label.ts';

/** Digits of equal width, so amounts line up in their column. */
const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

type TariffPreviewBreakdownProps = { tariff: Tariff; result: ChargeBreakdown };

function Line({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" style={TABULAR} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The computed bill: units × rate per tier, then minimum, meter fee, VAT and the total. */
export function TariffPreviewBreakdown({ tariff, result }: TariffPreviewBreakdownProps) {
  const { t } = useTranslation('config-tariff');
  const notCharged = t('preview.notCharged');
  const vatPercent = (tariff.vat_rate_bp / 100).toLocaleString('th-TH');

  return (
    <Stack gap="xs" data-testid="tariff-preview-result">
      <Table.ScrollContainer minWidth={300}>
        <Table striped withTableBorder fz="sm" aria-label={t('preview.tierTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('preview.tier')}</Table.Th>
              <Table.Th ta="right">{t('preview.calculation')}</Table.Th>
              <Table.Th ta="right">{t('preview.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.tiers.map((tier) => (
              <Table.Tr key={tier.from_unit}>
                <Table.Td>{tierRangeLabel(t, tier.from_unit, tier.to_unit)}</Table.Td>
                <Table.Td ta="right" style={TABULAR}>
                  {t('preview.unitsTimesRate', {
                    units: tier.units.toLocaleString('th-TH'),
                    rate: formatBaht(tier.rate_satang),
                  })}
                </Table.Td>
                <Table.Td ta="right" style={TABULAR}>
                  {formatBaht(tier.amount_satang)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Line
        label={t('preview.waterByTiers')}
        value={formatBaht(result.water_satang)}
        testId="preview-water"
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6}>
          <Text size="sm">{t('preview.billCharge')}</Text>
          {result.minimum_applied ? (
            <Badge size="sm" variant="light" color="orange">
              {t('preview.minimumApplied')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" style={TABULAR} data-testid="preview-bill">
          {formatBaht(result.bill_charge_satang)}
        </Text>
      </Group>
      <Line
        label={t('preview.meterFeeLine')}
        value={tariff.apply_meter_fee ? formatBaht(result.fee_charge_satang) : notCharged}
        testId="preview-fee"
      />
      <Line
        label={tariff.vat_enabled ? t('preview.vatLine', { rate: vatPercent }) : t('preview.vat')}
        value={tariff.vat_enabled ? formatBaht(result.vat_charge_satang) : notCharged}
        testId="preview-vat"
      />
      <Group
        justify="space-between"
        gap="xs"
        wrap="nowrap"
        pt="xs"
        style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}
      >
        <Text fw={700}>{t('preview.total')}</Text>
        <Text fw={700} style={TABULAR} data-testid="preview-total">
          {t('preview.baht', { amount: formatBaht(result.total_charge_satang) })}
        </Text>
      </Group>
    </Stack>
  );
}
