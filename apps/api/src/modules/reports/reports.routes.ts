import {
  REPORT_PATHS,
  ZReportCatalogueResponse,
  ZReportPreviewResponse,
  ZReportRequest,
} from '@prapa/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { getCatalogue, previewReport } from './reports.service.ts';

const READ = { access: { area: 'report-centre', access: 'read' } } as const;
const tags = ['reports'];
export const REPORTS_PREFIX = '/api/reports';
const at = (path: string) => path.slice(REPORTS_PREFIX.length);

/** The report centre: which reports, and a preview of the first rows. Files come from jobs. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(REPORT_PATHS.catalogue),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The reports this account may run and their filters',
        response: { 200: ZReportCatalogueResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: getCatalogue(contextOf(request), request.lang) }),
  );

  app.post(
    at(REPORT_PATHS.preview),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The first rows of a report and its row count',
        body: ZReportRequest,
        response: { 200: ZReportPreviewResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await previewReport(contextOf(request), request.body, request.lang),
    }),
  );
};
