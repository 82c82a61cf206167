import { type PermissionFlags, ROLE, type RoleNumber } from './roles.ts';

/**
 * Every page route of spec §2, written as the router declares it.
 * The spec's own access list spells some paths differently (`/client/add`, `/ManageClient`);
 * this list keeps the intent with the real paths, and matching is case-insensitive.
 */
export const PAGE = {
  home: '/',
  waterHistoryReport: '/report/waterhistory',
  payment: '/process/payment',
  // Issue 15: the cashier's daily close, under the counter (same access as payment).
  closeDay: '/process/payment/close',
  importCsv: '/process/importcsvfile',
  debtNotification: '/process/debtnotification',
  billing: '/process/billing',
  accounting: '/process/accounting',
  devMock: '/dev/mock',
  devImport: '/dev/import',
  userRole: '/customconfig/userrole',
  meterType: '/customconfig/meter',
  district: '/customconfig/district',
  clientStatus: '/customconfig/clientstatus',
  account: '/customconfig/account',
  // Not in the spec's route table; issue 3 needs screens for the tariff and the organisation.
  tariff: '/customconfig/tariff',
  organisation: '/customconfig/organisation',
  // Issue 13: who did what and when (docs/decisions/015).
  audit: '/audit',
  // Issue 13: the API's OpenAPI document read with the session token (decision 026).
  apiDocs: '/apidocs',
  sumReceipt: '/sumreceipt',
  dailyIncome: '/p32_dailyincome',
  manageMeter: '/managemeter',
  manageClient: '/manageclient',
  investigation: '/investigation',
  fileManagement: '/filemanagement',
  // Not in the spec's route table: the report centre of spec §9's reports (issue 18).
  reports: '/reports',
  debtAccount: '/debtaccount',
  addNewClient: '/addnewclient',
  userBilling: '/user-billing',
  login: '/login',
  billCheck: '/billcheck',
  accessDenied: '/access-denied',
} as const;

export type PagePath = (typeof PAGE)[keyof typeof PAGE];

/** Pages anyone may open, signed in or not. */
export const PUBLIC_PAGES: readonly PagePath[] = [PAGE.billCheck];

// The report centre shows a VIEW (meter reader) only the meter reading sheet (server-enforced).
const VIEW_PAGES: readonly PagePath[] = [PAGE.home, PAGE.manageMeter, PAGE.reports];

const NORM_PAGES: readonly PagePath[] = [
  ...VIEW_PAGES,
  PAGE.fileManagement,
  PAGE.billing,
  PAGE.payment,
  PAGE.importCsv,
  PAGE.debtNotification,
  PAGE.manageClient,
  PAGE.investigation,
  PAGE.dailyIncome,
  PAGE.debtAccount,
  PAGE.sumReceipt,
  PAGE.userBilling,
  PAGE.addNewClient,
  // Not in the spec's list, but the office staff who run billing need the usage report.
  PAGE.waterHistoryReport,
];

const ADMIN_PAGES: readonly PagePath[] = [
  ...NORM_PAGES,
  PAGE.accounting,
  PAGE.account,
  PAGE.userRole,
  PAGE.clientStatus,
  PAGE.district,
  PAGE.meterType,
  PAGE.tariff,
  PAGE.organisation,
  // Migrating a utility's spreadsheets is an administrator's job (issue: data import).
  PAGE.devImport,
  PAGE.audit,
  PAGE.apiDocs,
];

/** `'any'` means every route (DEV). The order matters: the first entry is the landing page. */
export const ROLE_PAGES: Record<RoleNumber, readonly PagePath[] | 'any'> = {
  [ROLE.ADMIN]: ADMIN_PAGES,
  [ROLE.NORM]: NORM_PAGES,
  [ROLE.VIEW]: VIEW_PAGES,
  [ROLE.DEV]: 'any',
};

/** Lower-case, no query or hash, no trailing slash (except the root). */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const lower = bare.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

/** `/user-billing` also admits `/user-billing/123`; the root admits only itself. */
export function pathMatches(entry: string, path: string): boolean {
  const e = normalisePath(entry);
  const p = normalisePath(path);
  if (e === p) return true;
  return e !== '/' && p.startsWith(`${e}/`);
}

export function canOpenPage(role: RoleNumber, path: string): boolean {
  if (PUBLIC_PAGES.some((entry) => pathMatches(entry, path))) return true;
  const pages = ROLE_PAGES[role];
  if (pages === 'any') return true;
  return pages.some((entry) => pathMatches(entry, path));
}

/** Where a signed-in user lands when they open a page they may not see (spec §6). */
export function landingPath(role: RoleNumber): string {
  const pages = ROLE_PAGES[role];
  if (pages === 'any') return PAGE.home;
  return pages[0] ?? PAGE.accessDenied;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** The route guard of spec §4 and §6 as one pure decision. */
export function decideRoute(path: string, session: { role: RoleNumber } | null): GuardDecision {
  if (PUBLIC_PAGES.some((entry) => pathMatches(entry, path))) return { kind: 'allow' };
  if (pathMatches(PAGE.login, path)) {
    return session ? { kind: 'redirect', to: PAGE.home } : { kind: 'allow' };
  }
  if (!session) return { kind: 'redirect', to: PAGE.login };
  if (pathMatches(PAGE.accessDenied, path)) return { kind: 'allow' };
  if (canOpenPage(session.role, path)) return { kind: 'allow' };
  return { kind: 'redirect', to: landingPath(session.role) };
}

/**
 * API areas: one per server feature module. Every route declares its area and whether it
 * reads or writes; the server asks `canCallApi` before running the handler.
 */
export const API_AREAS = [
  'auth',
  'accounts',
  'config',
  'clients',
  'meters',
  'billing-cycles',
  'readings',
  'invoices',
  'payments',
  'bank-import',
  'remittance',
  'debt',
  'investigation',
  'reports',
  'report-centre',
  'files',
  'dashboard',
  'data-import',
  'dev-mock',
  'audit',
] as const;

export type ApiArea = (typeof API_AREAS)[number];
export type ApiAccess = 'read' | 'write';

const R: readonly ApiAccess[] = ['read'];
const RW: readonly ApiAccess[] = ['read', 'write'];

const VIEW_API: Partial<Record<ApiArea, readonly ApiAccess[]>> = {
  auth: RW,
  config: R,
  clients: R,
  meters: R,
  'billing-cycles': R,
  readings: RW,
  dashboard: R,
  // The report centre and its jobs, narrowed by reports.service to the meter reading sheet;
  // member exports and money reports stay in 'reports', which a meter reader never holds.
  'report-centre': R,
};

const NORM_API: Partial<Record<ApiArea, readonly ApiAccess[]>> = {
  ...VIEW_API,
  clients: RW,
  meters: RW,
  'billing-cycles': RW,
  invoices: RW,
  payments: RW,
  'bank-import': RW,
  debt: RW,
  investigation: RW,
  reports: R,
  // The file room: NORM lists and downloads; deleting and retention are ADMIN's (issue 18).
  files: R,
};

const ADMIN_API: Partial<Record<ApiArea, readonly ApiAccess[]>> = {
  ...NORM_API,
  accounts: RW,
  config: RW,
  remittance: RW,
  'data-import': RW,
  files: RW,
  audit: R,
};

const DEV_API: Partial<Record<ApiArea, readonly ApiAccess[]>> = Object.fromEntries(
  API_AREAS.map((area) => [area, RW]),
);

export const ROLE_API: Record<RoleNumber, Partial<Record<ApiArea, readonly ApiAccess[]>>> = {
  [ROLE.ADMIN]: ADMIN_API,
  [ROLE.NORM]: NORM_API,
  [ROLE.VIEW]: VIEW_API,
  [ROLE.DEV]: DEV_API,
};

/** Meter areas are governed by the meter flags; everything else by the general flags. */
const METER_AREAS: readonly ApiArea[] = ['meters', 'readings'];

/**
 * The role sets the ceiling; the account's permission flags can only narrow it.
 * `auth` (own session, own password) is open to every signed-in account.
 */
export function canCallApi(
  role: RoleNumber,
  flags: PermissionFlags,
  area: ApiArea,
  access: ApiAccess,
): boolean {
  const allowed = ROLE_API[role][area];
  if (!allowed?.includes(access)) return false;
  if (area === 'auth') return true;
  const meter = METER_AREAS.includes(area);
  if (access === 'read') return meter ? flags.meter_read : flags.general_read;
  return meter ? flags.meter_edit : flags.general_edit;
}
