import { canOpenPage, PAGE, pathMatches } from '@prapa/domain/access-list';
import type { RoleNumber } from '@prapa/domain/roles';

export type PageKey = keyof typeof PAGE;
export type MenuItem = { key: PageKey; path: string };
export type MenuGroup = { key: string; items: readonly MenuItem[] };

const item = (key: PageKey): MenuItem => ({ key, path: PAGE[key] });

/** The navigation of spec §2's menu areas; labels are `menu:groups.<key>` and `menu:items.<key>`. */
export const MENU: readonly MenuGroup[] = [
  { key: 'main', items: [item('home')] },
  {
    key: 'centralFiles',
    items: [
      item('manageClient'),
      item('addNewClient'),
      item('manageMeter'),
      item('investigation'),
      item('debtAccount'),
    ],
  },
  {
    key: 'process',
    items: [
      item('billing'),
      item('accounting'),
      item('payment'),
      item('closeDay'),
      item('debtNotification'),
      item('importCsv'),
    ],
  },
  {
    key: 'reports',
    items: [item('reports'), item('dailyIncome'), item('sumReceipt'), item('waterHistoryReport')],
  },
  { key: 'dataManagement', items: [item('fileManagement'), item('devImport')] },
  {
    key: 'organisation',
    items: [
      item('account'),
      item('userRole'),
      item('organisation'),
      item('audit'),
      item('apiDocs'),
    ],
  },
  {
    key: 'basicInfo',
    items: [item('clientStatus'), item('district'), item('meterType'), item('tariff')],
  },
  { key: 'developer', items: [item('devMock')] },
];

/** Only the entries the role may open; a group with none left is dropped. */
export function menuForRole(role: RoleNumber): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items.filter((entry) => canOpenPage(role, entry.path)),
  })).filter((group) => group.items.length > 0);
}

/**
 * The one entry a page lights up: the longest menu path it falls under, so
 * /process/payment/close marks ปิดยอดประจำวัน and not ชำระเงิน (/process/payment) as well,
 * while /clients/123 still marks its list.
 */
export function activeMenuPath(groups: readonly MenuGroup[], pathname: string): string | null {
  let best: string | null = null;
  for (const group of groups) {
    for (const entry of group.items) {
      if (pathMatches(entry.path, pathname) && (best === null || entry.path.length > best.length)) {
        best = entry.path;
      }
    }
  }
  return best;
}
