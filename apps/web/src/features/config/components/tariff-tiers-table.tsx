import { Table } from '@mantine/core';
import type { TTariffTier } from '@prapa/contracts/tariffs';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { tierRangeLabel } from '../utils/tier-range-label.ts';

/** Digits of equal width, so amounts line up in their column. */
const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

/** A version's tiers as the office prints them: units from–to and baht per unit. */
export function TariffTiersTable({ tiers }: { tiers: readonly TTariffTier[] }) {
  const { t } = useTranslation('config-tariff');
  return (
    <Table striped withTableBorder fz="sm" aria-label={t('tiers.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={60}>#</Table.Th>
          <Table.Th>{t('tiers.units')}</Table.Th>
          <Table.Th ta="right">{t('tiers.rate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers.map((tier, index) => (
          <Table.Tr key={tier.from_unit}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>{tierRangeLabel(t, tier.from_unit, tier.to_unit)}</Table.Td>
            <Table.Td ta="right" style={TABULAR}>
              {formatBaht(tier.rate_satang)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
