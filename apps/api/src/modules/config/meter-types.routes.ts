import { ZIdParam } from '@prapa/contracts/common-fields';
import { ZOkResponse } from '@prapa/contracts/envelope';
import {
  ZMeterTypeInput,
  ZMeterTypeListResponse,
  ZMeterTypeResponse,
} from '@prapa/contracts/meter-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { CONFIG_READ, CONFIG_WRITE } from './config-access.ts';
import {
  createMeterType,
  deleteMeterTypeConfig,
  listMeterTypeConfigs,
  updateMeterTypeConfig,
} from './meter-types.service.ts';

const tags = ['config'];

/** Mounted at /api/config/meter-types: sizes, monthly fee (satang) and register digits. */
export const meterTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: CONFIG_READ,
      schema: {
        tags,
        summary: 'Meter types with the number of clients that have one',
        response: { 200: ZMeterTypeListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listMeterTypeConfigs(contextOf(request)) }),
  );

  app.post(
    '/',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Create a meter type (fee in satang, 4–7 digits)',
        body: ZMeterTypeInput,
        response: { 201: ZMeterTypeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createMeterType(contextOf(request), request.body) }),
  );

  app.patch(
    '/:id',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Change a meter type; active: false switches it off',
        params: ZIdParam,
        body: ZMeterTypeInput,
        response: { 200: ZMeterTypeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await updateMeterTypeConfig(contextOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Delete a meter type no meter has ever used (409 otherwise)',
        params: ZIdParam,
        response: { 200: ZOkResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteMeterTypeConfig(contextOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
