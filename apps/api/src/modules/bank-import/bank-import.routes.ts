import {
  BANK_IMPORT_PATHS,
  BANK_IMPORT_PREFIX,
  ZBankColumnMappingInput,
  ZBankColumnMappingResponse,
  ZBankConfirmRequest,
  ZBankDryRunResponse,
  ZBankFileUpload,
  ZBankImportDetailResponse,
  ZBankImportListQuery,
  ZBankImportListResponse,
  ZBankMappingsResponse,
  ZBankPreviewRequest,
  ZBankPreviewResponse,
  ZBankResolveRequest,
  ZBankResolveResponse,
  ZBankSettingsInput,
  ZBankSettingsResponse,
} from '@prapa/contracts/bank-import';
import { ZIdParam } from '@prapa/contracts/common-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { CONFIG_READ, CONFIG_WRITE } from '../config/config-access.ts';
import { resolveBankLine } from '../credit/bank-line-resolve.service.ts';
import { getBankImport, getBankImportFile, listBankImports } from './bank-import-check.service.ts';
import { confirmBankFile, dryRunBankFile } from './bank-import-confirm.service.ts';
import { listBankMappings, previewBankTable, saveBankMapping } from './bank-mapping.service.ts';
import { getBankSettings, saveBankSettings } from './bank-settings.service.ts';

const READ = { access: { area: 'bank-import', access: 'read' } } as const;
const WRITE = { access: { area: 'bank-import', access: 'write' } } as const;
const tags = ['bank-import'];
/** A 50,000-line bank file (256 bytes a line) as base64 in JSON. */
const BANK_BODY_LIMIT = 24 * 1024 * 1024;
const ZFileBody = z.custom<Buffer>().describe('the bank file as uploaded');

export { BANK_IMPORT_PREFIX };

const at = (path: string) => path.slice(BANK_IMPORT_PREFIX.length);

/** Mounted at /api/config/bank-settings: biller id, receiving accounts, accepted channels. */
export const bankSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: CONFIG_READ,
      schema: {
        tags,
        summary: 'Bank settings',
        response: { 200: ZBankSettingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getBankSettings(contextOf(request)) }),
  );
  app.put(
    '/',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Replace the bank settings (ADMIN)',
        body: ZBankSettingsInput,
        response: { 200: ZBankSettingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await saveBankSettings(contextOf(request), request.body) }),
  );
};

/** Mounted at /api/bank-import: dry run, confirm and the check of imported files. */
export const bankImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    at(BANK_IMPORT_PATHS.dryRun),
    {
      config: WRITE,
      bodyLimit: BANK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Reads a bank payment file: the header, every line with its verdict; writes nothing',
        body: ZBankFileUpload,
        response: { 200: ZBankDryRunResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await dryRunBankFile(contextOf(request), request.body, request.lang),
    }),
  );
  app.post(
    at(BANK_IMPORT_PATHS.confirm),
    {
      config: WRITE,
      bodyLimit: BANK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Applies the matched lines in one transaction; 409 when anything changed or the file was imported',
        body: ZBankConfirmRequest,
        response: {
          200: z.object({
            data: z.object({ import_id: z.number().int(), receipts: z.number().int() }),
          }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => ({
      data: await confirmBankFile(contextOf(request), request.body, request.lang, {
        rowLocks: app.dbKind === 'postgres',
      }),
    }),
  );
  app.get(
    at(BANK_IMPORT_PATHS.mappings),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The receiving accounts and the CSV / Excel column mapping saved for each',
        response: { 200: ZBankMappingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listBankMappings(contextOf(request)) }),
  );
  app.put(
    at(BANK_IMPORT_PATHS.mappings),
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Saves a receiving account's CSV / Excel column mapping (replaces the old one)",
        body: ZBankColumnMappingInput,
        response: { 200: ZBankColumnMappingResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await saveBankMapping(contextOf(request), request.body) }),
  );
  app.post(
    at(BANK_IMPORT_PATHS.preview),
    {
      config: WRITE,
      bodyLimit: BANK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The first rows of a CSV / Excel payment list, to map its columns; writes nothing',
        body: ZBankPreviewRequest,
        response: { 200: ZBankPreviewResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await previewBankTable(contextOf(request), request.body) }),
  );
  app.get(
    at(BANK_IMPORT_PATHS.imports),
    {
      config: READ,
      schema: {
        tags,
        summary: 'A page of the imported files with their totals, newest first',
        querystring: ZBankImportListQuery,
        response: { 200: ZBankImportListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listBankImports(contextOf(request), request.query) }),
  );
  app.get(
    at(BANK_IMPORT_PATHS.import),
    {
      config: READ,
      schema: {
        tags,
        summary: 'One imported file with every line',
        params: ZIdParam,
        response: { 200: ZBankImportDetailResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getBankImport(contextOf(request), request.params.id) }),
  );
  app.post(
    at(BANK_IMPORT_PATHS.resolveLine),
    {
      config: WRITE,
      schema: {
        tags,
        summary:
          'Resolves a held line by hand: pay, partial payment, credit, or refund (ADMIN, with a reason)',
        params: ZIdParam.extend({ record: z.coerce.number().int().positive() }),
        body: ZBankResolveRequest,
        response: { 200: ZBankResolveResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await resolveBankLine(
        contextOf(request),
        request.params.id,
        request.params.record,
        request.body,
      ),
    }),
  );
  app.get(
    at(BANK_IMPORT_PATHS.importFile),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The original file, byte for byte',
        params: ZIdParam,
        response: { 200: ZFileBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await getBankImportFile(contextOf(request), request.params.id);
      return reply
        .type('application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="bank-${request.params.id}.txt"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(file.bytes);
    },
  );
};
