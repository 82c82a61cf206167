import { ZOrganisationInput, ZOrganisationResponse } from '@prapa/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { CONFIG_READ, CONFIG_WRITE } from './config-access.ts';
import { getOrganisation, saveOrganisationSettings } from './organisation.service.ts';

const tags = ['config'];

/** Mounted at /api/config/organisation: the utility printed on every document. */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      // Every role reads config: receipts and bills print the organisation.
      config: CONFIG_READ,
      schema: {
        tags,
        summary: 'The organisation: name, address, tax id, logo, receipt texts, due rule',
        response: { 200: ZOrganisationResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getOrganisation(contextOf(request)) }),
  );

  app.put(
    '/',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: 'Replace the organisation settings',
        body: ZOrganisationInput,
        response: { 200: ZOrganisationResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await saveOrganisationSettings(contextOf(request), request.body),
    }),
  );
};
