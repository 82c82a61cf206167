import { ZAreaInput, ZAreaListResponse, ZAreaResponse } from '@prapa/contracts/areas';
import { ZIdParam } from '@prapa/contracts/common-fields';
import { ZOkResponse } from '@prapa/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import {
  createArea,
  deleteAreaConfig,
  listAreaConfigs,
  updateAreaConfig,
} from './areas.service.ts';
import { CONFIG_READ, CONFIG_WRITE } from './config-access.ts';

const tags = ['config'];

/** Mounted at /api/config/areas: districts (เขต / หมู่). */
export const areasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: CONFIG_READ,
      schema: {
        tags,
        summary: 'Areas in route order, with the number of clients in each',
        response: { 200: ZAreaListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listAreaConfigs(contextOf(request)) }),
  );

  app.post(
    '/',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Create an area (code unique in any case)',
        body: ZAreaInput,
        response: { 201: ZAreaResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createArea(contextOf(request), request.body) }),
  );

  app.patch(
    '/:id',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Change an area; active: false switches it off',
        params: ZIdParam,
        body: ZAreaInput,
        response: { 200: ZAreaResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await updateAreaConfig(contextOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Delete an area no client has ever been in (409 otherwise)',
        params: ZIdParam,
        response: { 200: ZOkResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteAreaConfig(contextOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
