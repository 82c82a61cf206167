import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { AUDIT_PREFIX, auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import {
  BANK_IMPORT_PREFIX,
  bankImportRoutes,
  bankSettingsRoutes,
} from './modules/bank-import/bank-import.routes.ts';
import { billCheckRoutes, PUBLIC_PREFIX } from './modules/bill-check/bill-check.routes.ts';
import {
  BILLING_CYCLES_PREFIX,
  billingCyclesRoutes,
} from './modules/billing-cycles/billing-cycles.routes.ts';
import { clientReportsRoutes } from './modules/clients/client-reports.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { areasRoutes } from './modules/config/areas.routes.ts';
import { clientStatusesRoutes } from './modules/config/client-statuses.routes.ts';
import { meterTypesRoutes } from './modules/config/meter-types.routes.ts';
import { organisationRoutes } from './modules/config/organisation.routes.ts';
import { rolesRoutes } from './modules/config/roles.routes.ts';
import { tariffsRoutes } from './modules/config/tariffs.routes.ts';
import { CREDIT_PREFIX, creditRoutes } from './modules/credit/credit.routes.ts';
import { DASHBOARD_PREFIX, dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { DATA_IMPORT_PREFIX, dataImportRoutes } from './modules/data-import/data-import.routes.ts';
import { DEBT_PREFIX, debtRoutes } from './modules/debt/debt.routes.ts';
import { FILES_PREFIX, filesRoutes } from './modules/files/files.routes.ts';
import { DEV_MOCK_PREFIX, devMockRoutes } from './modules/generator/dev-mock.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import {
  INVESTIGATION_PREFIX,
  investigationRoutes,
} from './modules/investigation/investigation.routes.ts';
import {
  INVOICE_CORRECTIONS_PREFIX,
  invoiceCorrectionsRoutes,
} from './modules/invoices/invoice-corrections.routes.ts';
import { INVOICES_PREFIX, invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { JOBS_PREFIX, jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { METERS_PREFIX, metersRoutes } from './modules/meters/meters.routes.ts';
import {
  PAYMENT_REPORTS_PREFIX,
  paymentReportsRoutes,
} from './modules/payments/payment-reports.routes.ts';
import { PAYMENTS_PREFIX, paymentsRoutes } from './modules/payments/payments.routes.ts';
import { READINGS_PREFIX, readingsRoutes } from './modules/readings/readings.routes.ts';
import { REMITTANCE_PREFIX, remittanceRoutes } from './modules/remittance/remittance.routes.ts';
import { REPORTS_PREFIX, reportsRoutes } from './modules/reports/reports.routes.ts';

/**
 * Every feature's routes and where they mount. A new feature adds one line here; its routes
 * must declare `config.access` or the app refuses to start. Paths are shared with the web
 * app through CONFIG_PATHS.
 */
export const API_ROUTES: readonly { prefix: string; routes: FastifyPluginAsyncZod }[] = [
  { prefix: '/api', routes: healthRoutes },
  { prefix: '/api/auth', routes: authRoutes },
  { prefix: CONFIG_PATHS.accounts, routes: accountsRoutes },
  { prefix: CONFIG_PATHS.roles, routes: rolesRoutes },
  { prefix: CONFIG_PATHS.areas, routes: areasRoutes },
  { prefix: CONFIG_PATHS.meterTypes, routes: meterTypesRoutes },
  { prefix: CONFIG_PATHS.clientStatuses, routes: clientStatusesRoutes },
  { prefix: CONFIG_PATHS.tariffGroups, routes: tariffsRoutes },
  { prefix: CONFIG_PATHS.organisation, routes: organisationRoutes },
  { prefix: CLIENT_PATHS.client, routes: clientsRoutes },
  { prefix: CLIENT_PATHS.client, routes: clientReportsRoutes },
  { prefix: METERS_PREFIX, routes: metersRoutes },
  { prefix: BILLING_CYCLES_PREFIX, routes: billingCyclesRoutes },
  { prefix: READINGS_PREFIX, routes: readingsRoutes },
  { prefix: PUBLIC_PREFIX, routes: billCheckRoutes },
  { prefix: PAYMENTS_PREFIX, routes: paymentsRoutes },
  { prefix: CREDIT_PREFIX, routes: creditRoutes },
  { prefix: PAYMENT_REPORTS_PREFIX, routes: paymentReportsRoutes },
  { prefix: INVOICES_PREFIX, routes: invoicesRoutes },
  { prefix: INVOICE_CORRECTIONS_PREFIX, routes: invoiceCorrectionsRoutes },
  { prefix: DEV_MOCK_PREFIX, routes: devMockRoutes },
  { prefix: DATA_IMPORT_PREFIX, routes: dataImportRoutes },
  { prefix: INVESTIGATION_PREFIX, routes: investigationRoutes },
  { prefix: REPORTS_PREFIX, routes: reportsRoutes },
  { prefix: JOBS_PREFIX, routes: jobsRoutes },
  { prefix: FILES_PREFIX, routes: filesRoutes },
  { prefix: DASHBOARD_PREFIX, routes: dashboardRoutes },
  { prefix: AUDIT_PREFIX, routes: auditRoutes },
  { prefix: REMITTANCE_PREFIX, routes: remittanceRoutes },
  { prefix: '/api/config/bank-settings', routes: bankSettingsRoutes },
  { prefix: BANK_IMPORT_PREFIX, routes: bankImportRoutes },
  { prefix: DEBT_PREFIX, routes: debtRoutes },
];
