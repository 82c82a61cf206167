import type { Readable } from 'node:stream';
import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import {
  ZClientCheckboxQuery,
  ZClientExportQuery,
  ZClientListResponse,
  ZClientSummaryResponse,
  ZGroupTotalResponse,
} from '@prapa/contracts/clients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import {
  exportClientsCsv,
  listClientsForPrint,
  renderClientListPdf,
} from './client-print.service.ts';
import { filterOf } from './client-queries.service.ts';
import { getClientSummary, getGroupTotal } from './client-status.service.ts';

/**
 * Prints, exports and counts are reports: the meter reader (VIEW) has no `reports` area, so
 * these answer it 403 (data minimisation, docs/decisions/015).
 */
const READ = { access: { area: 'reports', access: 'read' } } as const;
const tags = ['clients'];

/** Route path under the /api/user/client prefix. */
const at = (path: string) => path.slice(CLIENT_PATHS.client.length);

// Bodies that are not JSON: Fastify sends buffers and streams as they are, unserialised.
const ZPdfBody = z.custom<Buffer>().describe('application/pdf');
const ZCsvBody = z.custom<Readable>().describe('text/csv; charset=utf-8, with a BOM');

/** Also mounted at /api/user/client: prints, exports and counts of water users. */
export const clientReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(CLIENT_PATHS.byCheckbox),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The ticked clients (ids) or all matching the filters, for printing (max 5,000)',
        querystring: ZClientCheckboxQuery,
        response: { 200: ZClientListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { sort, order, ...filter } = request.query;
      return {
        data: await listClientsForPrint(contextOf(request), filterOf(filter), { sort, order }),
      };
    },
  );

  app.get(
    at(CLIENT_PATHS.byCheckboxPdf),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The same list as an A4 PDF (ทะเบียนผู้ใช้น้ำ)',
        querystring: ZClientCheckboxQuery,
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { sort, order, ...filter } = request.query;
      const pdf = await renderClientListPdf(contextOf(request), filterOf(filter), { sort, order });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="clients.pdf"')
        .send(pdf);
    },
  );

  app.get(
    at(CLIENT_PATHS.summary),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Clients per area and status, with each area’s debt',
        response: { 200: ZClientSummaryResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getClientSummary(contextOf(request)) }),
  );

  app.get(
    at(CLIENT_PATHS.groupTotal),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Counts per status of clients not deleted (spec §3 group total)',
        response: { 200: ZGroupTotalResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getGroupTotal(contextOf(request)) }),
  );

  app.get(
    at(CLIENT_PATHS.exportCsv),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The filtered list as CSV (UTF-8 with BOM, Thai headers)',
        querystring: ZClientExportQuery,
        response: { 200: ZCsvBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { sort, order, ...filter } = request.query;
      const csv = exportClientsCsv(contextOf(request), filterOf(filter), { sort, order });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(csv.stream);
    },
  );
};
