import { ZCycleIdQuery } from '@prapa/contracts/billing-cycles';
import { ZIdParam } from '@prapa/contracts/common-fields';
import {
  ZReadingHistoryByRoleResponse,
  ZReadingHistoryReaderItem,
} from '@prapa/contracts/reader-views';
import {
  READING_SYNC_PATH,
  ZReadingSyncRequest,
  ZReadingSyncResponse,
} from '@prapa/contracts/reading-sync';
import {
  READING_PATHS,
  ZCountNotedResponse,
  ZMonthlyUsageQuery,
  ZMonthlyUsageResponse,
  ZReadingAllQuery,
  ZReadingListResponse,
  ZReadingPageQuery,
  ZReadingPageResponse,
  ZSavedReadingsResponse,
  ZSaveReadingsRequest,
  ZWaterCostQuery,
  ZWaterCostResponse,
} from '@prapa/contracts/readings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shapeForRole } from '../../lib/member-view.ts';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import {
  getClientReadingHistory,
  getMonthlyUsage,
  getWaterCost,
} from './reading-history.service.ts';
import {
  countNotedMeters,
  getAllPreviousReadings,
  getAllReadings,
  getReadingPage,
} from './reading-screen.service.ts';
import { syncReadings } from './reading-sync.service.ts';
import { saveReadings } from './save-readings.service.ts';
import { waterHistoryWorkbook } from './water-history-xlsx.ts';

/** Meter readers (VIEW) read and record readings; opening and closing cycles is not here. */
const READ = { access: { area: 'readings', access: 'read' } } as const;
const WRITE = { access: { area: 'readings', access: 'write' } } as const;
/**
 * Not for the meter reader (docs/decisions/015): the water-history workbook is a report, and
 * the charge for some units is money, priced as the bill would be.
 */
const REPORT = { access: { area: 'reports', access: 'read' } } as const;
const CHARGE = { access: { area: 'invoices', access: 'read' } } as const;
const tags = ['readings'];
const ZReaderHistory = z.array(ZReadingHistoryReaderItem);

// Fastify sends a Buffer as it is, unserialised.
const ZXlsxBody = z
  .custom<Buffer>()
  .describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

export const READINGS_PREFIX = READING_PATHS.waterHistory;
const at = (path: string) => path.slice(READINGS_PREFIX.length);

/** Mounted at /api/user/waterHistory (spec §7): the reading screen and water history. */
export const readingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: READ,
      schema: {
        tags,
        summary: "One page of a cycle's meters in route order (default: the open cycle)",
        querystring: ZReadingPageQuery,
        response: { 200: ZReadingPageResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getReadingPage(contextOf(request), request.query) }),
  );

  app.get(
    at(READING_PATHS.all),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every row of a cycle after the filters, for printing (at most 20,000)',
        querystring: ZReadingAllQuery,
        response: { 200: ZReadingListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getAllReadings(contextOf(request), request.query) }),
  );

  app.get(
    at(READING_PATHS.exportXlsx),
    {
      config: REPORT,
      schema: {
        tags,
        summary: 'The water-history report (same filters as /all) as an Excel workbook',
        querystring: ZReadingAllQuery,
        response: { 200: ZXlsxBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const list = await getAllReadings(contextOf(request), request.query);
      const file = await waterHistoryWorkbook(list, request.lang);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.buffer);
    },
  );

  app.get(
    at(READING_PATHS.allPrevious),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every row of the cycle before the given one',
        querystring: ZReadingAllQuery,
        response: { 200: ZReadingListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getAllPreviousReadings(contextOf(request), request.query) }),
  );

  app.get(
    at(READING_PATHS.history),
    {
      config: READ,
      schema: {
        tags,
        summary: "One client's readings across cycles, newest first, with their cost",
        params: ZIdParam,
        response: { 200: ZReadingHistoryByRoleResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const history = await getClientReadingHistory(ctx, request.params.id);
      return { data: shapeForRole(ctx, history, ZReaderHistory) };
    },
  );

  app.get(
    at(READING_PATHS.avgMonth),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Units per month over the last 12 months (the utility, or one client)',
        querystring: ZMonthlyUsageQuery,
        response: { 200: ZMonthlyUsageResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getMonthlyUsage(contextOf(request), request.query.client_id),
    }),
  );

  app.get(
    at(READING_PATHS.countNoted),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Meters recorded and meters to read in a cycle',
        querystring: ZCycleIdQuery,
        response: { 200: ZCountNotedResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await countNotedMeters(contextOf(request), request.query.id) }),
  );

  app.get(
    at(READING_PATHS.waterCost),
    {
      config: CHARGE,
      schema: {
        tags,
        summary: "The charge for some units under the client's tariff in force today",
        querystring: ZWaterCostQuery,
        response: { 200: ZWaterCostResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getWaterCost(contextOf(request), request.query) }),
  );

  app.post(
    '/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Save one or many readings, all or none (same meter and cycle: updated)',
        body: ZSaveReadingsRequest,
        response: { 200: ZSavedReadingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await saveReadings(contextOf(request), request.body.params) }),
  );

  app.post(
    at(READING_SYNC_PATH),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Readings recorded offline, in a batch: each saved once, a conflict, or refused',
        body: ZReadingSyncRequest,
        response: { 200: ZReadingSyncResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await syncReadings(contextOf(request), request.lang, request.body.readings),
    }),
  );
};
