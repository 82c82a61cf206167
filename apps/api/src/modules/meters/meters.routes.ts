import { METER_PATHS } from '@prapa/contracts/client-paths';
import { ZClientResponse } from '@prapa/contracts/clients';
import {
  ZMeterDuplicateQuery,
  ZMeterDuplicateResponse,
  ZMeterHistoryQuery,
  ZMeterHistoryResponse,
  ZReplaceMeterRequest,
} from '@prapa/contracts/meters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { getMeterHistory, lookupDuplicateMeterNo, replaceMeter } from './meters.service.ts';

const READ = { access: { area: 'meters', access: 'read' } } as const;
const WRITE = { access: { area: 'meters', access: 'write' } } as const;
const tags = ['meters'];

export const METERS_PREFIX = '/api/user/meter';
const at = (path: string) => path.slice(METERS_PREFIX.length);

/** Mounted at /api/user/meter: meters installed at clients. */
export const metersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(METER_PATHS.lookupDuplicate),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Whether an installed meter of another client has this number',
        querystring: ZMeterDuplicateQuery,
        response: { 200: ZMeterDuplicateResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await lookupDuplicateMeterNo(contextOf(request), request.query) }),
  );

  app.get(
    at(METER_PATHS.history),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every meter a client has had, newest first',
        querystring: ZMeterHistoryQuery,
        response: { 200: ZMeterHistoryResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getMeterHistory(contextOf(request), request.query.client_id),
    }),
  );

  app.post(
    at(METER_PATHS.replace),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Close the installed meter at its final reading and install a new one',
        body: ZReplaceMeterRequest,
        response: { 200: ZClientResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await replaceMeter(contextOf(request), request.body.params) }),
  );
};
