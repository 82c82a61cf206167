import {
  DATA_IMPORT_PATHS,
  ZImportDryRunResponse,
  ZImportFileRequest,
  ZImportResultResponse,
  ZImportTemplateQuery,
} from '@prapa/contracts/data-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { confirmImport, dryRunImport } from './data-import.service.ts';
import { importTemplate } from './import-template.ts';

const READ = { access: { area: 'data-import', access: 'read' } } as const;
const WRITE = { access: { area: 'data-import', access: 'write' } } as const;
const tags = ['data-import'];

/** A 100,000-row file as base64 in JSON; every other route keeps Fastify's 1 MiB. */
const IMPORT_BODY_LIMIT = 48 * 1024 * 1024;

// Fastify sends a Buffer as it is, unserialised.
const ZFileBody = z.custom<Buffer>().describe('text/csv or an Excel workbook');

export const DATA_IMPORT_PREFIX = '/api/dev/import';
const at = (path: string) => path.slice(DATA_IMPORT_PREFIX.length);

/** Mounted at /api/dev/import: the /dev/import page (DEV and ADMIN). */
export const dataImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(DATA_IMPORT_PATHS.template),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The import template (CSV with a BOM, or .xlsx): Thai headers, two sample rows',
        querystring: ZImportTemplateQuery,
        response: { 200: ZFileBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await importTemplate(request.query.format);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.buffer);
    },
  );

  app.post(
    at(DATA_IMPORT_PATHS.dryRun),
    {
      config: WRITE,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Checks a file: per row what would be created, and every problem; writes nothing',
        body: ZImportFileRequest,
        response: { 200: ZImportDryRunResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await dryRunImport(contextOf(request), request.body, request.lang),
    }),
  );

  app.post(
    at(DATA_IMPORT_PATHS.confirm),
    {
      config: WRITE,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Imports the file in one transaction; refused (409) when any row has a problem',
        body: ZImportFileRequest,
        response: { 200: ZImportResultResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await confirmImport(contextOf(request), request.body, request.lang, app.dataDir),
    }),
  );
};
