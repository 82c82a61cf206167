import { ZIdParam } from '@prapa/contracts/common-fields';
import {
  INVOICE_PATHS,
  ZBillRunRequest,
  ZBillRunResponse,
  ZInvoiceListQuery,
  ZInvoicePageResponse,
  ZInvoicePrintQuery,
  ZInvoiceResponse,
} from '@prapa/contracts/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { runBillRun } from './bill-run.service.ts';
import { renderInvoicesPdf, storeBillBatch } from './invoice-print.service.ts';
import { findInvoices, getInvoice } from './invoices.service.ts';

const READ = { access: { area: 'invoices', access: 'read' } } as const;
const WRITE = { access: { area: 'invoices', access: 'write' } } as const;
const tags = ['invoices'];

export const INVOICES_PREFIX = INVOICE_PATHS.list;
const at = (path: string) => path.slice(INVOICES_PREFIX.length);

const ZPdfBody = z.custom<Buffer>().describe('application/pdf');

/** Mounted at /api/user/invoice: the bill run, invoice lists, one bill, batch bill PDFs. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    at(INVOICE_PATHS.billRun),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Issue the missing invoices of a cycle (all or nothing; re-running is safe)',
        body: ZBillRunRequest,
        response: { 200: ZBillRunResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await runBillRun(contextOf(request), request.body.params.cycle_id, {
        audit: { confirmed_flagged: request.body.params.confirmed_flagged ?? 0 },
      }),
    }),
  );

  app.get(
    '/',
    {
      config: READ,
      schema: {
        tags,
        summary: 'A page of invoices (cycle, area, client, paid or unpaid, text search)',
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoicePageResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await findInvoices(contextOf(request), request.query) }),
  );

  app.get(
    at(INVOICE_PATHS.printPdf),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The A5 bills of a cycle (optionally one area, only unpaid) as one PDF',
        querystring: ZInvoicePrintQuery,
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const pdf = await renderInvoicesPdf(ctx, request.query, request.lang);
      await storeBillBatch(ctx, app.dataDir, request.query, request.lang, pdf);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="bills-cycle-${request.query.cycle_id}.pdf"`,
        )
        .send(pdf);
    },
  );

  app.get(
    at(INVOICE_PATHS.one),
    {
      config: READ,
      schema: {
        tags,
        summary: 'One invoice as printed: tier lines, tariff version, arrears unpaid today',
        params: ZIdParam,
        response: { 200: ZInvoiceResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getInvoice(contextOf(request), request.params.id) }),
  );
};
