import {
  AUDIT_PATHS,
  ZAuditFilter,
  ZAuditListQuery,
  ZAuditPageResponse,
  ZAuditPeopleResponse,
} from '@prapa/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { findAuditPage, listAuditForExport, listPeople } from './audit-log.service.ts';
import { auditWorkbook } from './audit-xlsx.ts';

/** ADMIN and DEV only (the `audit` area); nobody writes the log through the API. */
const READ = { access: { area: 'audit', access: 'read' } } as const;
const tags = ['audit'];
const ZXlsxBody = z
  .custom<Buffer>()
  .describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

export const AUDIT_PREFIX = AUDIT_PATHS.list;
const at = (path: string) => path.slice(AUDIT_PREFIX.length) || '/';

/** Mounted at /api/audit: who did what and when (docs/decisions/015). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: READ,
      schema: {
        tags,
        summary: 'A page of the audit log, newest first (person, Bangkok dates, kind)',
        querystring: ZAuditListQuery,
        response: { 200: ZAuditPageResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return { data: await findAuditPage(contextOf(request), filter, page, page_size) };
    },
  );

  app.get(
    at(AUDIT_PATHS.people),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every account, for the person filter',
        response: { 200: ZAuditPeopleResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listPeople(contextOf(request)) }),
  );

  app.get(
    at(AUDIT_PATHS.exportXlsx),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The filtered log as an Excel workbook (at most 10,000 rows)',
        querystring: ZAuditFilter,
        response: { 200: ZXlsxBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const entries = await listAuditForExport(contextOf(request), request.query);
      const file = await auditWorkbook(entries, request.lang);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.buffer);
    },
  );
};
