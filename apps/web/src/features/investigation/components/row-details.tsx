import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TInvestigationRow } from '@prapa/contracts/investigation';
import { useTranslation } from 'react-i18next';
import { MonthlyUsageChart } from '../../../components/ui/monthly-usage-chart.tsx';
import { useMemberUsage } from '../api/get-member-usage.ts';
import { OutcomeHistory } from './outcome-history.tsx';

type RowDetailsProps = {
  row: TInvestigationRow;
  /** Absent on the "already checked" list and for users who may only read. */
  onRecord?: (row: TInvestigationRow) => void;
};

/** Under an opened row: the member's 12-month usage chart and the outcomes recorded before. */
export function RowDetails({ row, onRecord }: RowDetailsProps) {
  const { t } = useTranslation('investigation');
  const usage = useMemberUsage(row.client_id);
  return (
    <Paper p="sm" radius={0} bg="gray.0">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MonthlyUsageChart records={usage.data} height={200} />
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('row.history')}
          </Text>
          <OutcomeHistory clientId={row.client_id} />
          {onRecord ? (
            <Group>
              <Button size="xs" onClick={() => onRecord(row)}>
                {t('row.record')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
