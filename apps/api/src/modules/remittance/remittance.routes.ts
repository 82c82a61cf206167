import { ZIdParam } from '@prapa/contracts/common-fields';
import { ZOkResponse } from '@prapa/contracts/envelope';
import {
  ZCloseDayRequest,
  ZCloseDayResponse,
  ZCloseQuery,
  ZClosesQuery,
  ZClosesResponse,
  ZCreateRemittanceRequest,
  ZForm32Query,
  ZForm32Response,
  ZHoliday,
  ZHolidayParam,
  ZHolidaysQuery,
  ZHolidaysResponse,
  ZOverdueResponse,
  ZPendingResponse,
  ZReceivedRequest,
  ZRegisterQuery,
  ZRegisterResponse,
  ZRemittanceResponse,
  ZRemittanceSettings,
  ZRemittanceSettingsResponse,
  ZRemittancesResponse,
} from '@prapa/contracts/remittance';
import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { sendFile } from '../../lib/send-file.ts';
import { closeDay, getCloseDay, listCloses } from './daily-close.service.ts';
import { getForm32, getReceiptRegister } from './form32.service.ts';
import { form32File } from './form32-file.ts';
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
import { openRemittanceSlip, storeRemittanceSlip } from './remittance-slip.service.ts';

/** The cashier's own day is part of the counter (NORM); remitting is ADMIN's (spec §6). */
const COUNTER_READ = { access: { area: 'payments', access: 'read' } } as const;
const COUNTER_WRITE = { access: { area: 'payments', access: 'write' } } as const;
const READ = { access: { area: 'remittance', access: 'read' } } as const;
const WRITE = { access: { area: 'remittance', access: 'write' } } as const;
const REPORTS = { access: { area: 'reports', access: 'read' } } as const;
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
        summary:
          'Remit every closed day up to a date (and voids after a close); the slip goes to the file room',
        body: ZCreateRemittanceRequest,
        response: { 200: ZRemittanceResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const data = await createRemittance(ctx, request.body.up_to);
      await storeRemittanceSlip(ctx, app.dataDir, data.id);
      return { data };
    },
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
        summary:
          'Mark a remittance received by finance (date, deposit slip number); the slip is kept again',
        params: ZIdParam,
        body: ZReceivedRequest,
        response: { 200: ZRemittanceResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const data = await receiveRemittance(ctx, request.params.id, request.body);
      await storeRemittanceSlip(ctx, app.dataDir, data.id);
      return { data };
    },
  );

  app.get(
    at(REMITTANCE_PATHS.slipPdf),
    {
      config: READ,
      schema: {
        tags,
        summary: 'The remittance slip as an A4 PDF (the newest kept in the file room)',
        params: ZIdParam,
        response: { 200: z.custom<unknown>().describe('application/pdf'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await openRemittanceSlip(contextOf(request), app.dataDir, request.params.id);
      return sendFile(reply, file.path, file.name, file.mimeType);
    },
  );

  app.get(
    at(REMITTANCE_PATHS.form32),
    {
      config: REPORTS,
      schema: {
        tags,
        summary: 'Form 32: money collected per day (or month) and area (or collector)',
        querystring: ZForm32Query,
        response: { 200: ZForm32Response, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getForm32(contextOf(request), request.query, request.lang) }),
  );

  for (const format of ['pdf', 'xlsx'] as const) {
    app.get(
      at(format === 'pdf' ? REMITTANCE_PATHS.form32Pdf : REMITTANCE_PATHS.form32Xlsx),
      {
        config: REPORTS,
        schema: {
          tags,
          summary: `Form 32 as ${format === 'pdf' ? 'an A4 landscape PDF' : 'an Excel workbook'}`,
          querystring: ZForm32Query,
        },
      },
      async (request, reply) => {
        const ctx = contextOf(request);
        const form = await getForm32(ctx, request.query, request.lang);
        const file = await form32File(ctx.db, form, format, request.lang, ctx.now);
        return reply
          .type(
            format === 'pdf'
              ? 'application/pdf'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.buffer);
      },
    );
  }

  app.get(
    at(REMITTANCE_PATHS.register),
    {
      config: REPORTS,
      schema: {
        tags,
        summary: 'The receipt register of a fiscal year: numbers used and voided, gaps',
        querystring: ZRegisterQuery,
        response: { 200: ZRegisterResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getReceiptRegister(contextOf(request), request.query.fiscal_year),
    }),
  );
};
