import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import {
  ZDebtRatioResponse,
  ZDebtSummarizeQuery,
  ZDebtSummarizeResponse,
  ZReceiptSummaryQuery,
  ZReceiptSummaryResponse,
  ZTodayCashResponse,
  ZUnpaidByCycleResponse,
} from '@prapa/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import {
  getDebtRatio,
  getDebtSummary,
  getTodayCash,
  getUnpaidByCycle,
} from './debt-dashboard.service.ts';
import { getReceiptSummary } from './receipt-summary.service.ts';
import { receiptSummaryWorkbook } from './receipt-summary-xlsx.ts';

/**
 * The dashboard's money panels: debt figures, for office staff only. The meter reader (VIEW)
 * has no `debt` area and sees reading progress on its home instead (docs/decisions/015).
 */
const DASHBOARD = { access: { area: 'debt', access: 'read' } } as const;
const READ = { access: { area: 'payments', access: 'read' } } as const;
const tags = ['payments'];

// Fastify sends a Buffer as it is, unserialised.
const ZXlsxBody = z
  .custom<Buffer>()
  .describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

export const PAYMENT_REPORTS_PREFIX = '/api/user/payment';
const at = (path: string) => path.slice(PAYMENT_REPORTS_PREFIX.length);

/** Dashboard money figures and the receipts summary (`/sumreceipt`). */
export const paymentReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(PAYMENT_PATHS.debtRatio),
    {
      config: DASHBOARD,
      schema: {
        tags,
        summary: 'Clients with and without debt (doughnut), and the total debt',
        response: { 200: ZDebtRatioResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getDebtRatio(contextOf(request)) }),
  );

  app.get(
    at(PAYMENT_PATHS.debtSummarize),
    {
      config: DASHBOARD,
      schema: {
        tags,
        summary: 'Debt per area (area_id optional)',
        querystring: ZDebtSummarizeQuery,
        response: { 200: ZDebtSummarizeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getDebtSummary(contextOf(request), request.query.area_id),
    }),
  );

  app.get(
    at(PAYMENT_PATHS.unpaidByCycle),
    {
      config: DASHBOARD,
      schema: {
        tags,
        summary: 'Unpaid amounts of the last 4 billing cycles, newest first',
        response: { 200: ZUnpaidByCycleResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getUnpaidByCycle(contextOf(request)) }),
  );

  app.get(
    at(PAYMENT_PATHS.today),
    {
      config: DASHBOARD,
      schema: {
        tags,
        summary: "Today's cash (Bangkok date): receipts, amount, voided",
        response: { 200: ZTodayCashResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getTodayCash(contextOf(request)) }),
  );

  app.get(
    at(PAYMENT_PATHS.receiptSummary),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Receipts of a date range (≤ 366 days) or a cycle, per collector',
        querystring: ZReceiptSummaryQuery,
        response: { 200: ZReceiptSummaryResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getReceiptSummary(contextOf(request), request.query) }),
  );

  app.get(
    at(PAYMENT_PATHS.receiptSummaryXlsx),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The receipts summary as an Excel workbook',
        querystring: ZReceiptSummaryQuery,
        response: { 200: ZXlsxBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const summary = await getReceiptSummary(contextOf(request), request.query);
      const file = await receiptSummaryWorkbook(summary, request.lang);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.buffer);
    },
  );
};
