import { canCallApi } from '@prapa/domain/access-list';
import type { Session } from '../../lib/session.ts';

/**
 * Which of the dashboard's panels a user sees: money (dashboard feature) and client counts
 * (clients feature) for office staff, with the overdue-remittance alert for who may remit;
 * reading progress for the meter reader, who may see neither (decision 015).
 */
export function dashboardPanels({ role, user }: Pick<Session, 'role' | 'user'>) {
  const flags = {
    general_read: user.general_read === true,
    general_edit: user.general_edit === true,
    meter_read: user.meter_read === true,
    meter_edit: user.meter_edit === true,
  };
  const money = role !== null && canCallApi(role, flags, 'debt', 'read');
  const remittance = money && canCallApi(role, flags, 'remittance', 'read');
  return { money, remittance };
}

/**
 * The texts those panels use beyond the page's own: fetched with the page, alongside the
 * panels' code and figures, not once the panels have rendered (the overdue alert is often the
 * page's largest text, the one its LCP waits for; decision 032).
 */
export function panelNamespaces(panels: ReturnType<typeof dashboardPanels>): string[] {
  if (!panels.money) return [];
  return ['ui', 'client-counts', ...(panels.remittance ? ['remittance-overdue'] : [])];
}
