import { ZIdParam } from '@prapa/contracts/common-fields';
import { ZOkResponse } from '@prapa/contracts/envelope';
import {
  REMITTANCE_PATHS,
  ZCloseDayRequest,
  ZCloseDayResponse,
  ZCloseQuery,
  ZClosesQuery,
  ZClosesResponse,
  ZCreateRemittanceRequest,
  ZHoliday,
  ZHolidayParam,
  ZHolidaysQuery,
  ZHolidaysResponse,
  ZOverdueResponse,
  ZPendingResponse,
  ZReceivedRequest,
  ZRemittanceResponse,
  ZRemittanceSettings,
  ZRemittanceSettingsResponse,
  ZRemittancesResponse,
} from '@prapa/contracts/remittance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { closeDay, getCloseDay, listCloses } from './daily-close.service.ts';
import {
  createRemittance,
  getOverdue,
  getPending,
  getRemittance,
  getSettings,
  listHolidays,
  listRemittances,
  receiveRemittance,
  removeHoliday,
  saveHoliday,
  updateSettings,
} from './remittance.service.ts';

/** The cashier's own day is part of the counter (NORM); remitting is ADMIN's (spec §6). */
const COUNTER_READ = { access: { area: 'payments', access: 'read' } } as const;
const COUNTER_WRITE = { access: { area: 'payments', access: 'write' } } as const;
const READ = { access: { area: 'remittance', access: 'read' } } as const;
const WRITE = { access: { area: 'remittance', access: 'write' } } as const;
const tags = ['remittance'];

export const REMITTANCE_PREFIX = '/api/remittance';
const at = (path: string) => path.slice(REMITTANCE_PREFIX.length);

export const remittanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(REMITTANCE_PATHS.close),
    {
      config: COUNTER_READ,
      schema: {
        tags,
        summary: "A cashier's day: receipts, expected cash, and the close if made",
        querystring: ZCloseQuery,
        response: { 200: ZCloseDayResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getCloseDay(contextOf(request), request.query) }),
  );

  app.post(
    at(REMITTANCE_PATHS.close),
    {
      config: COUNTER_WRITE,
      schema: {
        tags,
        summary: "Close a cashier's day with the counted cash (a difference needs a reason)",
        body: ZCloseDayRequest.extend({ cashier_id: ZIdParam.shape.id.optional() }),
        response: { 200: ZCloseDayResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await closeDay(contextOf(request), request.body) }),
  );

  app.get(
    at(REMITTANCE_PATHS.closes),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every close of a date range, with differences and reasons',
        querystring: ZClosesQuery,
        response: { 200: ZClosesResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listCloses(contextOf(request), request.query) }),
  );

  app.get(
    at(REMITTANCE_PATHS.settings),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The remittance cycle',
        response: { 200: ZRemittanceSettingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getSettings(contextOf(request)) }),
  );

  app.put(
    at(REMITTANCE_PATHS.settings),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Set the remittance cycle and deadline',
        body: ZRemittanceSettings,
        response: { 200: ZRemittanceSettingsResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await updateSettings(contextOf(request), request.body) }),
  );

  app.get(
    at(REMITTANCE_PATHS.holidays),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The holiday calendar (`?year=`)',
        querystring: ZHolidaysQuery,
        response: { 200: ZHolidaysResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listHolidays(contextOf(request), request.query.year) }),
  );

  app.post(
    at(REMITTANCE_PATHS.holidays),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Add or rename a holiday; answers that year’s calendar',
        body: ZHoliday,
        response: { 200: ZHolidaysResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await saveHoliday(contextOf(request), request.body) }),
  );

  app.delete(
    at(REMITTANCE_PATHS.holiday),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Remove a holiday',
        params: ZHolidayParam,
        response: { 200: ZOkResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await removeHoliday(contextOf(request), request.params.day);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    at(REMITTANCE_PATHS.pending),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Money not yet remitted, per day, with deadlines',
        response: { 200: ZPendingResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getPending(contextOf(request)) }),
  );

  app.get(
    at(REMITTANCE_PATHS.overdue),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Money past its remittance deadline (dashboard)',
        response: { 200: ZOverdueResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getOverdue(contextOf(request)) }),
  );

  app.get(
    at(REMITTANCE_PATHS.remittances),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Remittances, newest first',
        response: { 200: ZRemittancesResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listRemittances(contextOf(request)) }),
  );

  app.post(
    at(REMITTANCE_PATHS.remittances),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Remit every closed day up to a date (and voids after a close)',
        body: ZCreateRemittanceRequest,
        response: { 200: ZRemittanceResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await createRemittance(contextOf(request), request.body.up_to) }),
  );

  app.get(
    at(REMITTANCE_PATHS.remittance),
    {
      config: READ,
      schema: {
        tags,
        summary: 'One remittance with its lines (the slip)',
        params: ZIdParam,
        response: { 200: ZRemittanceResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getRemittance(contextOf(request), request.params.id) }),
  );

  app.post(
    at(REMITTANCE_PATHS.received),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Mark a remittance received by finance (date, deposit slip number)',
        params: ZIdParam,
        body: ZReceivedRequest,
        response: { 200: ZRemittanceResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await receiveRemittance(contextOf(request), request.params.id, request.body),
    }),
  );
};
