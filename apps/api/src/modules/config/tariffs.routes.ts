import { ZIdParam } from '@prapa/contracts/common-fields';
import { ZOkResponse } from '@prapa/contracts/envelope';
import {
  ZCreateTariffGroupRequest,
  ZNewTariffVersionRequest,
  ZTariffGroupInput,
  ZTariffGroupListResponse,
  ZTariffGroupResponse,
} from '@prapa/contracts/tariffs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { CONFIG_READ, CONFIG_WRITE } from './config-access.ts';
import {
  createTariffGroup,
  createTariffVersion,
  deleteTariffGroup,
  listTariffGroupConfigs,
  updateTariffGroupConfig,
} from './tariffs.service.ts';

const tags = ['config'];

/** Mounted at /api/config/tariff-groups: progressive-rate tariffs, versioned. */
export const tariffsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: CONFIG_READ,
      schema: {
        tags,
        summary: 'Tariff groups with client counts and every version, newest first',
        response: { 200: ZTariffGroupListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listTariffGroupConfigs(contextOf(request)) }),
  );

  app.post(
    '/',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Create a tariff group together with its version 1',
        body: ZCreateTariffGroupRequest,
        response: { 201: ZTariffGroupResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createTariffGroup(contextOf(request), request.body) }),
  );

  app.patch(
    '/:id',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: "Change a group's code, names or active flag (rates: POST a version)",
        params: ZIdParam,
        body: ZTariffGroupInput,
        response: { 200: ZTariffGroupResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await updateTariffGroupConfig(contextOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Delete a group no client has ever been in (409 otherwise)',
        params: ZIdParam,
        response: { 200: ZOkResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteTariffGroup(contextOf(request), request.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/:id/versions',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Add a tariff version (number max + 1); existing versions never change',
        params: ZIdParam,
        body: ZNewTariffVersionRequest,
        response: { 201: ZTariffGroupResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const group = await createTariffVersion(contextOf(request), id, request.body);
      return reply.code(201).send({ data: group });
    },
  );
};
