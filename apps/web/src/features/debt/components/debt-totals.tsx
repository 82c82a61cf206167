import { Card, SimpleGrid, Table, Text, UnstyledButton } from '@mantine/core';
import type { TAgingBucket, TDebtorList } from '@prapa/contracts/debt';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { BUCKET_COLOR } from './debtor-columns.tsx';

const BUCKETS: readonly TAgingBucket[] = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'];

type Props = {
  data: TDebtorList | undefined;
  bucket: TAgingBucket | null;
  onBucket: (bucket: TAgingBucket | null) => void;
};

/** Totals per aging bucket (a card each; a click filters the list) and per area. */
export function DebtTotals({ data, bucket, onBucket }: Props) {
  const { t } = useTranslation('debt');
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {BUCKETS.map((key) => {
          const total = data?.by_bucket.find((b) => b.bucket === key);
          const active = bucket === key;
          return (
            <UnstyledButton
              key={key}
              onClick={() => onBucket(active ? null : key)}
              aria-pressed={active}
            >
              <Card
                withBorder
                padding="sm"
                style={{
                  borderColor: active ? `var(--mantine-color-${BUCKET_COLOR[key]}-6)` : undefined,
                  borderWidth: active ? 2 : undefined,
                }}
              >
                <Text size="sm" c="dimmed">
                  {t(`buckets.${key}`)}
                </Text>
                <Text fw={700} size="lg">
                  {formatBaht(total?.overdue_satang ?? 0)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('totals.members', { count: total?.count ?? 0 })}
                </Text>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {data && data.by_area.length > 1 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('totals.area')}</Table.Th>
                <Table.Th ta="right">{t('totals.count')}</Table.Th>
                <Table.Th ta="right">{t('totals.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.by_area.map((area) => (
                <Table.Tr key={area.area_id}>
                  <Table.Td>{area.area_name}</Table.Td>
                  <Table.Td ta="right">{area.count.toLocaleString('en-US')}</Table.Td>
                  <Table.Td ta="right">{formatBaht(area.overdue_satang)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('totals.all')}</Table.Td>
                <Table.Td ta="right">{data.totals.count.toLocaleString('en-US')}</Table.Td>
                <Table.Td ta="right">{formatBaht(data.totals.overdue_satang)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </>
  );
}
