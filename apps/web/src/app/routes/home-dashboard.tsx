import { Stack } from '@mantine/core';
import { ClientStatusChart } from '../../features/clients/components/client-status-chart.tsx';
import { DashboardMoney } from '../../features/dashboard/components/dashboard-money.tsx';

/** The dashboard's panels: money (dashboard feature) and client counts (clients feature). */
export function HomeDashboard() {
  return (
    <Stack gap="lg">
      <DashboardMoney />
      <ClientStatusChart />
    </Stack>
  );
}
