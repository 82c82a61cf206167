import { SimpleGrid, Stack } from '@mantine/core';
import { DebtRatioChart } from './debt-ratio-chart.tsx';
import { DebtSummaryTable } from './debt-summary-table.tsx';
import { TodayCashCard } from './today-cash-card.tsx';
import { UnpaidByCycleTable } from './unpaid-by-cycle-table.tsx';

/** The dashboard's money: unpaid per cycle, the user ratio, today's cash, debt per area. */
export function DashboardMoney() {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        <UnpaidByCycleTable />
        <DebtRatioChart />
        <TodayCashCard />
      </SimpleGrid>
      <DebtSummaryTable />
    </Stack>
  );
}
