import {
  ZRoleConfigListResponse,
  ZRoleConfigResponse,
  ZUpdateRoleRequest,
} from '@prapa/contracts/roles-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { CONFIG_READ, CONFIG_WRITE } from './config-access.ts';
import { listRoleConfigs, updateRoleConfig } from './roles.service.ts';

const tags = ['config'];
// Any whole number is accepted here so that an unknown role answers 404, not 400.
const ZRoleParams = z.object({ type: z.coerce.number().int() });

/** Mounted at /api/config/roles. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: CONFIG_READ,
      schema: {
        tags,
        summary: 'The four roles: labels, default flags, pages, number of accounts',
        response: { 200: ZRoleConfigListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listRoleConfigs(contextOf(request)) }),
  );

  app.patch(
    '/:type',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: "Change a role's labels and the flags new accounts start with",
        params: ZRoleParams,
        body: ZUpdateRoleRequest,
        response: { 200: ZRoleConfigResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await updateRoleConfig(contextOf(request), request.params.type, request.body),
    }),
  );
};
