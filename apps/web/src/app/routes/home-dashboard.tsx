import { Stack } from '@mantine/core';
import { ClientStatusChart } from '../../features/clients/components/client-status-chart.tsx';
import { DashboardMoney } from '../../features/dashboard/components/dashboard-money.tsx';
import { ReadingProgressPanel } from '../../features/dashboard/components/reading-progress-panel.tsx';
import { OverdueRemittanceAlert } from '../../features/remittance/components/overdue-remittance-alert.tsx';
import { useSession } from '../../lib/use-session.ts';
import { dashboardPanels } from './dashboard-panels.ts';

/** The dashboard's panels, as `dashboardPanels` chooses them for the signed-in user. */
export function HomeDashboard() {
  const session = useSession();
  const panels = dashboardPanels(session);
  if (!panels.money) {
    return (
      <Stack gap="lg">
        <ReadingProgressPanel />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <OverdueRemittanceAlert enabled={panels.remittance} />
      <DashboardMoney />
      <ClientStatusChart />
    </Stack>
  );
}
