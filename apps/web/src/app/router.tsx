import { PAGE } from '@prapa/domain/access-list';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import {
  INVOICE_PRINT_ROUTE,
  RECEIPT_PRINT_ROUTE,
  REMITTANCE_SLIP_ROUTE,
} from '../lib/document-paths.ts';
import { i18n } from '../lib/i18n.ts';
import { BlankLayout } from './layouts/blank-layout.tsx';
import { PageLoader } from './page-loader.tsx';
import { RouteError } from './route-error.tsx';
import { RouteGuard } from './route-guard.tsx';

/** Every route of spec §2, each page lazy-loaded except the sign-in page. */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <BlankLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                // Not lazy: the first page most visitors see, fetched with the entry (modulepreload)
                // instead of one more round trip after it (LCP on a slow link, issue 19).
                path: PAGE.login,
                Component: LoginPage,
              },
              {
                path: PAGE.billCheck,
                lazy: async () => ({
                  Component: (await import('./routes/bill-check-route.tsx')).BillCheckRoute,
                }),
              },
            ],
          },
        ],
      },
      {
        // Signed-in pages only: the sign-in page loads without the layout, its menu and providers.
        lazy: async () => {
          const [{ DefaultLayout }] = await Promise.all([
            import('./layouts/default-layout.tsx'),
            i18n.loadNamespaces(['menu']),
          ]);
          return { Component: DefaultLayout };
        },
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                path: PAGE.home,
                // The page's namespace with its code, not one more round trip after it (LCP).
                lazy: async () => {
                  const [{ HomeRoute }] = await Promise.all([
                    import('./routes/home-route.tsx'),
                    i18n.loadNamespaces(['dashboard']),
                  ]);
                  return { Component: HomeRoute };
                },
              },
              {
                path: PAGE.waterHistoryReport,
                lazy: async () => ({
                  Component: (
                    await import('../features/readings/pages/water-history-report-page.tsx')
                  ).WaterHistoryReportPage,
                }),
              },
              {
                path: PAGE.payment,
                lazy: async () => ({
                  Component: (await import('../features/payments/pages/payment-page.tsx'))
                    .PaymentPage,
                }),
              },
              {
                path: RECEIPT_PRINT_ROUTE,
                lazy: async () => ({
                  Component: (await import('../features/payments/pages/receipt-page.tsx'))
                    .ReceiptPage,
                }),
              },
              {
                path: PAGE.importCsv,
                lazy: async () => ({
                  Component: (await import('../features/bank-import/pages/bank-import-page.tsx'))
                    .BankImportPage,
                }),
              },
              {
                path: PAGE.debtNotification,
                lazy: async () => ({
                  Component: (await import('../features/debt/pages/debt-notification-page.tsx'))
                    .DebtNotificationPage,
                }),
              },
              {
                path: PAGE.billing,
                lazy: async () => ({
                  Component: (await import('../features/billing-cycles/pages/billing-page.tsx'))
                    .BillingPage,
                }),
              },
              {
                path: PAGE.accounting,
                lazy: async () => ({
                  Component: (await import('../features/remittance/pages/accounting-page.tsx'))
                    .AccountingPage,
                }),
              },
              {
                path: REMITTANCE_SLIP_ROUTE,
                lazy: async () => ({
                  Component: (await import('../features/remittance/pages/remittance-slip-page.tsx'))
                    .RemittanceSlipPage,
                }),
              },
              {
                path: PAGE.closeDay,
                lazy: async () => ({
                  Component: (await import('../features/remittance/pages/close-day-page.tsx'))
                    .CloseDayPage,
                }),
              },
              {
                path: PAGE.devMock,
                lazy: async () => ({
                  Component: (await import('../features/dev-mock/pages/dev-mock-page.tsx'))
                    .DevMockPage,
                }),
              },
              {
                path: PAGE.audit,
                lazy: async () => ({
                  Component: (await import('../features/audit/pages/audit-page.tsx')).AuditPage,
                }),
              },
              {
                path: PAGE.apiDocs,
                lazy: async () => ({
                  Component: (await import('../features/api-docs/pages/api-docs-page.tsx'))
                    .ApiDocsPage,
                }),
              },
              {
                path: PAGE.devImport,
                lazy: async () => ({
                  Component: (await import('../features/data-import/pages/data-import-page.tsx'))
                    .DataImportPage,
                }),
              },
              {
                path: PAGE.userRole,
                lazy: async () => ({
                  Component: (await import('../features/config/pages/user-role-page.tsx'))
                    .UserRolePage,
                }),
              },
              {
                path: PAGE.meterType,
                lazy: async () => ({
                  Component: (await import('../features/config/pages/meter-type-page.tsx'))
                    .MeterTypePage,
                }),
              },
              {
                path: PAGE.district,
                lazy: async () => ({
                  Component: (await import('../features/config/pages/district-page.tsx'))
                    .DistrictPage,
                }),
              },
              {
                path: PAGE.tariff,
                lazy: async () => ({
                  Component: (await import('../features/config/pages/tariff-page.tsx')).TariffPage,
                }),
              },
              {
                path: PAGE.organisation,
                lazy: async () => ({
                  Component: (await import('../features/config/pages/organisation-page.tsx'))
                    .OrganisationPage,
                }),
              },
              {
                path: PAGE.clientStatus,
                lazy: async () => ({
                  Component: (await import('../features/config/pages/client-status-page.tsx'))
                    .ClientStatusPage,
                }),
              },
              {
                path: PAGE.account,
                lazy: async () => ({
                  Component: (await import('../features/accounts/pages/account-page.tsx'))
                    .AccountPage,
                }),
              },
              {
                path: PAGE.sumReceipt,
                lazy: async () => ({
                  Component: (await import('../features/receipts/pages/receipt-summary-page.tsx'))
                    .ReceiptSummaryPage,
                }),
              },
              {
                path: PAGE.dailyIncome,
                lazy: async () => ({
                  Component: (await import('../features/remittance/pages/daily-income-page.tsx'))
                    .DailyIncomePage,
                }),
              },
              {
                path: PAGE.manageMeter,
                lazy: async () => ({
                  Component: (await import('../features/readings/pages/manage-meter-page.tsx'))
                    .ManageMeterPage,
                }),
              },
              {
                path: PAGE.manageClient,
                lazy: async () => ({
                  Component: (await import('../features/clients/pages/manage-client-page.tsx'))
                    .ManageClientPage,
                }),
              },
              {
                path: PAGE.investigation,
                lazy: async () => ({
                  Component: (
                    await import('../features/investigation/pages/investigation-page.tsx')
                  ).InvestigationPage,
                }),
              },
              {
                path: PAGE.fileManagement,
                lazy: async () => ({
                  Component: (await import('../features/files/pages/file-room-page.tsx'))
                    .FileRoomPage,
                }),
              },
              {
                path: PAGE.reports,
                lazy: async () => ({
                  Component: (await import('../features/reports/pages/report-centre-page.tsx'))
                    .ReportCentrePage,
                }),
              },
              {
                path: PAGE.debtAccount,
                lazy: async () => ({
                  Component: (await import('../features/debt/pages/debt-account-page.tsx'))
                    .DebtAccountPage,
                }),
              },
              {
                path: `${PAGE.debtAccount}/:id`,
                lazy: async () => ({
                  Component: (await import('../features/debt/pages/member-ledger-page.tsx'))
                    .MemberLedgerPage,
                }),
              },
              {
                path: PAGE.addNewClient,
                lazy: async () => ({
                  Component: (await import('../features/clients/pages/add-client-page.tsx'))
                    .AddClientPage,
                }),
              },
              {
                path: `${PAGE.userBilling}/:id`,
                lazy: async () => ({
                  Component: (await import('../features/user-billing/pages/user-billing-page.tsx'))
                    .UserBillingPage,
                }),
              },
              {
                path: INVOICE_PRINT_ROUTE,
                lazy: async () => ({
                  Component: (await import('../features/invoices/pages/invoice-print-page.tsx'))
                    .InvoicePrintPage,
                }),
              },
              {
                path: PAGE.accessDenied,
                lazy: async () => ({
                  Component: (await import('./pages/access-denied-page.tsx')).AccessDeniedPage,
                }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./pages/not-found-page.tsx')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
