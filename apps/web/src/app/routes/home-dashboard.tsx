import { Stack } from '@mantine/core';
import { canCallApi } from '@prapa/domain/access-list';
import { ClientStatusChart } from '../../features/clients/components/client-status-chart.tsx';
import { DashboardMoney } from '../../features/dashboard/components/dashboard-money.tsx';
import { ReadingProgressPanel } from '../../features/dashboard/components/reading-progress-panel.tsx';
import { OverdueRemittanceAlert } from '../../features/remittance/components/overdue-remittance-alert.tsx';
import { useSession } from '../../lib/use-session.ts';

/**
 * The dashboard's panels: money (dashboard feature) and client counts (clients feature) for
 * office staff; reading progress for the meter reader, who may see neither (decision 015).
 */
export function HomeDashboard() {
  const { role, user } = useSession();
  const flags = {
    general_read: user.general_read === true,
    general_edit: user.general_edit === true,
    meter_read: user.meter_read === true,
    meter_edit: user.meter_edit === true,
  };
  const seesMoney = role !== null && canCallApi(role, flags, 'debt', 'read');
  if (!seesMoney) {
    return (
      <Stack gap="lg">
        <ReadingProgressPanel />
      </Stack>
    );
  }
  const remits = role !== null && canCallApi(role, flags, 'remittance', 'read');
  return (
    <Stack gap="lg">
      <OverdueRemittanceAlert enabled={remits} />
      <DashboardMoney />
      <ClientStatusChart />
    </Stack>
  );
}
