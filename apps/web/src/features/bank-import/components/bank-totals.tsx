import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TBankTotals } from '@prapa/contracts/bank-import';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';

/** File, applied, held, rejected, refunded: counts and amounts (the rest add up to the first). */
export function BankTotals({
  totals,
}: {
  totals: TBankTotals & { refunded_count?: number; refunded_satang?: number };
}) {
  const { t } = useTranslation('bank-import');
  const cells = [
    ['file', totals.line_count, totals.file_total_satang],
    ['applied', totals.applied_count, totals.applied_satang],
    ['held', totals.held_count, totals.held_satang],
    ['rejected', totals.rejected_count, totals.rejected_satang],
    // Held lines an ADMIN marked for refund (decision 031): shown once there are any.
    ...(totals.refunded_count
      ? ([['refunded', totals.refunded_count, totals.refunded_satang ?? 0]] as const)
      : []),
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="bank-totals">
      {cells.map(([key, count, amount]) => (
        <Stack key={key} gap={0}>
          <Text size="sm" c="dimmed">
            {t(`totals.${key}`)}
          </Text>
          <Text fw={700} data-testid={`total-${key}`}>
            {t('totals.value', { count, amount: formatBaht(amount) })}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
