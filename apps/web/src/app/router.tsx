import { PAGE } from '@prapa/domain/access-list';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import {
  INVOICE_PRINT_ROUTE,
  RECEIPT_PRINT_ROUTE,
  REMITTANCE_SLIP_ROUTE,
} from '../lib/document-paths.ts';
import { i18n } from '../lib/i18n.ts';
import { BlankLayout } from './layouts/blank-layout.tsx';
import { PageLoader } from './page-loader.tsx';
import { RouteBoundary } from './route-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';

type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page whose code (and, with `namespaces`, texts) is fetched the first time it renders, or
 * when `AppRoutes` sees the address match it. The layouts' `<Suspense>` keeps the current page
 * shown while it loads (each navigation is a transition, `browser-router.tsx`).
 */
function page<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  namespaces: string[] = [],
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= Promise.all([
      load(),
      namespaces.length > 0 ? i18n.loadNamespaces(namespaces) : undefined,
    ]).then(
      ([module]) => ({ default: module[name] as ComponentType }),
      (error: unknown) => {
        // A chunk that failed (a deploy, a dropped link) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** A group of pages that shows the error page in place of one that fails (`errorElement`). */
const pageGroup = (
  <RouteBoundary>
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  </RouteBoundary>
);

// Signed-in pages only: the sign-in page loads without the layout, its menu and providers.
const DefaultLayout = page(() => import('./layouts/default-layout.tsx'), 'DefaultLayout', ['menu']);

/** Every route of spec §2, each page lazy-loaded except the sign-in page. */
export const routes: RouteObject[] = [
  {
    // While the signed-in layout loads (first visit, or just signed in) the current page stays.
    element: (
      <RouteBoundary>
        <Suspense fallback={<PageLoader />}>
          <RouteGuard />
        </Suspense>
      </RouteBoundary>
    ),
    children: [
      {
        element: <BlankLayout />,
        children: [
          {
            element: pageGroup,
            children: [
              {
                // Not lazy: the first page most visitors see, fetched with the entry (modulepreload)
                // instead of one more round trip after it (LCP on a slow link, issue 19).
                path: PAGE.login,
                Component: LoginPage,
              },
              {
                path: PAGE.billCheck,
                Component: page(() => import('./routes/bill-check-route.tsx'), 'BillCheckRoute'),
              },
            ],
          },
        ],
      },
      {
        Component: DefaultLayout,
        children: [
          {
            // The layout keeps its own `<Suspense>` around the page (it waits for the page's texts).
            element: (
              <RouteBoundary>
                <Outlet />
              </RouteBoundary>
            ),
            children: [
              {
                path: PAGE.home,
                // The page's namespace with its code, not one more round trip after it (LCP).
                Component: page(() => import('./routes/home-route.tsx'), 'HomeRoute', [
                  'dashboard',
                ]),
              },
              {
                path: PAGE.waterHistoryReport,
                Component: page(
                  () => import('../features/readings/pages/water-history-report-page.tsx'),
                  'WaterHistoryReportPage',
                ),
              },
              {
                path: PAGE.payment,
                Component: page(
                  () => import('../features/payments/pages/payment-page.tsx'),
                  'PaymentPage',
                ),
              },
              {
                path: RECEIPT_PRINT_ROUTE,
                Component: page(
                  () => import('../features/payments/pages/receipt-page.tsx'),
                  'ReceiptPage',
                ),
              },
              {
                path: PAGE.importCsv,
                Component: page(
                  () => import('../features/bank-import/pages/bank-import-page.tsx'),
                  'BankImportPage',
                ),
              },
              {
                path: PAGE.debtNotification,
                Component: page(
                  () => import('../features/debt/pages/debt-notification-page.tsx'),
                  'DebtNotificationPage',
                ),
              },
              {
                path: PAGE.billing,
                Component: page(
                  () => import('../features/billing-cycles/pages/billing-page.tsx'),
                  'BillingPage',
                ),
              },
              {
                path: PAGE.accounting,
                Component: page(
                  () => import('../features/remittance/pages/accounting-page.tsx'),
                  'AccountingPage',
                ),
              },
              {
                path: REMITTANCE_SLIP_ROUTE,
                Component: page(
                  () => import('../features/remittance/pages/remittance-slip-page.tsx'),
                  'RemittanceSlipPage',
                ),
              },
              {
                path: PAGE.closeDay,
                Component: page(
                  () => import('../features/remittance/pages/close-day-page.tsx'),
                  'CloseDayPage',
                ),
              },
              {
                path: PAGE.devMock,
                Component: page(
                  () => import('../features/dev-mock/pages/dev-mock-page.tsx'),
                  'DevMockPage',
                ),
              },
              {
                path: PAGE.audit,
                Component: page(
                  () => import('../features/audit/pages/audit-page.tsx'),
                  'AuditPage',
                ),
              },
              {
                path: PAGE.apiDocs,
                Component: page(
                  () => import('../features/api-docs/pages/api-docs-page.tsx'),
                  'ApiDocsPage',
                ),
              },
              {
                path: PAGE.devImport,
                Component: page(
                  () => import('../features/data-import/pages/data-import-page.tsx'),
                  'DataImportPage',
                ),
              },
              {
                path: PAGE.userRole,
                Component: page(
                  () => import('../features/config/pages/user-role-page.tsx'),
                  'UserRolePage',
                ),
              },
              {
                path: PAGE.meterType,
                Component: page(
                  () => import('../features/config/pages/meter-type-page.tsx'),
                  'MeterTypePage',
                ),
              },
              {
                path: PAGE.district,
                Component: page(
                  () => import('../features/config/pages/district-page.tsx'),
                  'DistrictPage',
                ),
              },
              {
                path: PAGE.tariff,
                Component: page(
                  () => import('../features/config/pages/tariff-page.tsx'),
                  'TariffPage',
                ),
              },
              {
                path: PAGE.organisation,
                Component: page(
                  () => import('../features/config/pages/organisation-page.tsx'),
                  'OrganisationPage',
                ),
              },
              {
                path: PAGE.clientStatus,
                Component: page(
                  () => import('../features/config/pages/client-status-page.tsx'),
                  'ClientStatusPage',
                ),
              },
              {
                path: PAGE.account,
                Component: page(
                  () => import('../features/accounts/pages/account-page.tsx'),
                  'AccountPage',
                ),
              },
              {
                path: PAGE.sumReceipt,
                Component: page(
                  () => import('../features/receipts/pages/receipt-summary-page.tsx'),
                  'ReceiptSummaryPage',
                ),
              },
              {
                path: PAGE.dailyIncome,
                Component: page(
                  () => import('../features/remittance/pages/daily-income-page.tsx'),
                  'DailyIncomePage',
                ),
              },
              {
                path: PAGE.manageMeter,
                Component: page(
                  () => import('../features/readings/pages/manage-meter-page.tsx'),
                  'ManageMeterPage',
                ),
              },
              {
                path: PAGE.manageClient,
                Component: page(
                  () => import('../features/clients/pages/manage-client-page.tsx'),
                  'ManageClientPage',
                ),
              },
              {
                path: PAGE.investigation,
                Component: page(
                  () => import('../features/investigation/pages/investigation-page.tsx'),
                  'InvestigationPage',
                ),
              },
              {
                path: PAGE.fileManagement,
                Component: page(
                  () => import('../features/files/pages/file-room-page.tsx'),
                  'FileRoomPage',
                ),
              },
              {
                path: PAGE.reports,
                Component: page(
                  () => import('../features/reports/pages/report-centre-page.tsx'),
                  'ReportCentrePage',
                ),
              },
              {
                path: PAGE.debtAccount,
                Component: page(
                  () => import('../features/debt/pages/debt-account-page.tsx'),
                  'DebtAccountPage',
                ),
              },
              {
                path: `${PAGE.debtAccount}/:id`,
                Component: page(
                  () => import('../features/debt/pages/member-ledger-page.tsx'),
                  'MemberLedgerPage',
                ),
              },
              {
                path: PAGE.addNewClient,
                Component: page(
                  () => import('../features/clients/pages/add-client-page.tsx'),
                  'AddClientPage',
                ),
              },
              {
                path: `${PAGE.userBilling}/:id`,
                Component: page(
                  () => import('../features/user-billing/pages/user-billing-page.tsx'),
                  'UserBillingPage',
                ),
              },
              {
                path: INVOICE_PRINT_ROUTE,
                Component: page(
                  () => import('../features/invoices/pages/invoice-print-page.tsx'),
                  'InvoicePrintPage',
                ),
              },
              {
                path: PAGE.accessDenied,
                Component: page(() => import('./pages/access-denied-page.tsx'), 'AccessDeniedPage'),
              },
              {
                path: '*',
                Component: page(() => import('./pages/not-found-page.tsx'), 'NotFoundPage'),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's pages, for `AppBrowserRouter` (or a `MemoryRouter` in tests). */
export function AppRoutes() {
  const location = useLocation();
  // As the data router did: the layout and the page an address matches are fetched together,
  // not the page only once the layout has rendered (one round trip less on a slow link).
  for (const match of matchRoutes(routes, location) ?? []) {
    (match.route.Component as Partial<LazyPage> | null | undefined)?.preload?.();
  }
  return useRoutes(routes, location);
}
