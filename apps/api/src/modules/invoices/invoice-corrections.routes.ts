import { ZIdParam } from '@prapa/contracts/common-fields';
import {
  INVOICE_CORRECTION_PATHS,
  ZBillRunReviewQuery,
  ZBillRunReviewResponse,
  ZCancelInvoiceRequest,
  ZCancelInvoiceResponse,
  ZCorrectClosedReadingRequest,
  ZCorrectClosedReadingResponse,
  ZReissueResponse,
} from '@prapa/contracts/invoice-corrections';
import { INVOICE_PATHS } from '@prapa/contracts/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import {
  cancelInvoice,
  correctClosedReading,
  reissueInvoice,
  reviewBillRun,
} from './invoice-corrections.service.ts';

const READ = { access: { area: 'invoices', access: 'read' } } as const;
const WRITE = { access: { area: 'invoices', access: 'write' } } as const;
const tags = ['invoices'];

export const INVOICE_CORRECTIONS_PREFIX = INVOICE_PATHS.list;
const at = (path: string) => path.slice(INVOICE_CORRECTIONS_PREFIX.length);

/** Mounted at /api/user/invoice: cancel, re-issue, and the bill run's review (decision 012). */
export const invoiceCorrectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(INVOICE_CORRECTION_PATHS.billRunReview),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Before a bill run: readings to issue, flagged ones, and whether it may run yet',
        querystring: ZBillRunReviewQuery,
        response: { 200: ZBillRunReviewResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await reviewBillRun(contextOf(request), request.query.cycle_id) }),
  );

  app.post(
    at(INVOICE_CORRECTION_PATHS.cancel),
    {
      // The write right lets NORM in; the service allows ADMIN (and DEV) only.
      config: WRITE,
      schema: {
        tags,
        summary: 'Cancel an unpaid invoice with a reason (ADMIN); its number stays used',
        params: ZIdParam,
        body: ZCancelInvoiceRequest,
        response: { 200: ZCancelInvoiceResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await cancelInvoice(contextOf(request), {
        id: request.params.id,
        reason: request.body.params.reason,
      }),
    }),
  );

  app.post(
    at(INVOICE_CORRECTION_PATHS.reissue),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Issue a cancelled invoice’s reading again as a new invoice that replaces it',
        params: ZIdParam,
        response: { 200: ZReissueResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await reissueInvoice(contextOf(request), request.params.id) }),
  );

  app.post(
    at(INVOICE_CORRECTION_PATHS.correctClosedReading),
    {
      // The write right lets NORM in; the service allows ADMIN (and DEV) only.
      config: WRITE,
      schema: {
        tags,
        summary: 'Correct a reading of a closed cycle: cancel its bill, save, re-issue (ADMIN)',
        body: ZCorrectClosedReadingRequest,
        response: { 200: ZCorrectClosedReadingResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await correctClosedReading(contextOf(request), request.body.params),
    }),
  );
};
