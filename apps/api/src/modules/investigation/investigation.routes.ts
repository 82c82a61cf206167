import {
  INVESTIGATION_PATHS,
  ZInvestigationExportQuery,
  ZInvestigationListQuery,
  ZInvestigationListResponse,
  ZInvestigationSettingsResponse,
  ZOutcomeHistoryQuery,
  ZOutcomeHistoryResponse,
  ZRecordOutcomeRequest,
  ZRecordOutcomeResponse,
  ZUncheckedCountQuery,
  ZUncheckedCountResponse,
  ZUpdateInvestigationSettingsRequest,
} from '@prapa/contracts/investigation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { getInvestigationList, getUncheckedCount } from './investigation.service.ts';
import { exportInvestigationXlsx, printFieldSheet } from './investigation-export.service.ts';
import {
  getClientOutcomes,
  getSettings,
  recordOutcome,
  updateSettings,
} from './investigation-outcomes.service.ts';

/** NORM and up (spec §6: /Investigation); the thresholds are an administrator's (config). */
const READ = { access: { area: 'investigation', access: 'read' } } as const;
const WRITE = { access: { area: 'investigation', access: 'write' } } as const;
const SETTINGS_WRITE = { access: { area: 'config', access: 'write' } } as const;
const tags = ['investigation'];

const ZPdfBody = z.custom<Buffer>().describe('application/pdf');
const ZXlsxBody = z
  .custom<Buffer>()
  .describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

export const INVESTIGATION_PREFIX = INVESTIGATION_PATHS.prefix;
const at = (path: string) => path.slice(INVESTIGATION_PREFIX.length);

export const investigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(INVESTIGATION_PATHS.list),
    {
      config: READ,
      schema: {
        tags,
        summary: "One list of a cycle's checks (default: the open cycle), with every count",
        querystring: ZInvestigationListQuery,
        response: { 200: ZInvestigationListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getInvestigationList(contextOf(request), request.query) }),
  );

  app.get(
    at(INVESTIGATION_PATHS.uncheckedCount),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Members on any list of the cycle not yet checked (before the bill run)',
        querystring: ZUncheckedCountQuery,
        response: { 200: ZUncheckedCountResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getUncheckedCount(contextOf(request), request.query.cycle_id),
    }),
  );

  app.get(
    at(INVESTIGATION_PATHS.outcomes),
    {
      config: READ,
      schema: {
        tags,
        summary: "A member's recorded outcomes, newest first",
        querystring: ZOutcomeHistoryQuery,
        response: { 200: ZOutcomeHistoryResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getClientOutcomes(contextOf(request), request.query.client_id),
    }),
  );

  app.post(
    at(INVESTIGATION_PATHS.outcomes),
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Record what a check found; the member leaves the cycle's unchecked lists",
        body: ZRecordOutcomeRequest,
        response: { 201: ZRecordOutcomeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const data = await recordOutcome(contextOf(request), request.body.params);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    at(INVESTIGATION_PATHS.settings),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The thresholds of the checks',
        response: { 200: ZInvestigationSettingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getSettings(contextOf(request)) }),
  );

  app.put(
    at(INVESTIGATION_PATHS.settings),
    {
      config: SETTINGS_WRITE,
      schema: {
        tags,
        summary: 'Change the thresholds (administrators; audited)',
        body: ZUpdateInvestigationSettingsRequest,
        response: { 200: ZInvestigationSettingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await updateSettings(contextOf(request), request.body.params) }),
  );

  app.get(
    at(INVESTIGATION_PATHS.fieldSheet),
    {
      config: READ,
      schema: {
        tags,
        summary:
          "A list's rows in route order as the field team's check sheet (A4 PDF), kept in the file room",
        querystring: ZInvestigationExportQuery,
        response: { 200: ZPdfBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { pdf } = await printFieldSheet(contextOf(request), app.dataDir, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="field-sheet-${request.query.check}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    at(INVESTIGATION_PATHS.exportXlsx),
    {
      config: READ,
      schema: {
        tags,
        summary: 'A list as an Excel workbook',
        querystring: ZInvestigationExportQuery,
        response: { 200: ZXlsxBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await exportInvestigationXlsx(contextOf(request), request.query, request.lang);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.buffer);
    },
  );
};
