import {
  ZAccountListResponse,
  ZAccountResponse,
  ZCreateAccountRequest,
  ZResetPasswordRequest,
  ZSetAccountDisabledRequest,
  ZUpdateAccountRequest,
} from '@prapa/contracts/accounts';
import { ZIdParam } from '@prapa/contracts/common-fields';
import { ZOkResponse } from '@prapa/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import {
  createAccountByAdmin,
  listAccounts,
  resetAccountPassword,
  setAccountDisabled,
  updateAccountByAdmin,
} from './account-admin.service.ts';

const READ = { access: { area: 'accounts', access: 'read' } } as const;
const WRITE = { access: { area: 'accounts', access: 'write' } } as const;
const tags = ['accounts'];
const OK = { data: { ok: true as const } };

/** Mounted at /api/accounts (CONFIG_PATHS.accounts…): ADMIN and DEV only. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every account with its role',
        response: { 200: ZAccountListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listAccounts(contextOf(request)) }),
  );

  app.post(
    '/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Create an account (strong password, unique user name in any case)',
        body: ZCreateAccountRequest,
        response: { 201: ZAccountResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const account = await createAccountByAdmin(contextOf(request), request.body);
      return reply.code(201).send({ data: account });
    },
  );

  app.patch(
    '/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Change name, role and permission flags; the last active ADMIN stays one',
        params: ZIdParam,
        body: ZUpdateAccountRequest,
        response: { 200: ZAccountResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await updateAccountByAdmin(contextOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/disabled',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Disable (signs out at once) or enable an account',
        params: ZIdParam,
        body: ZSetAccountDisabledRequest,
        response: { 200: ZOkResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await setAccountDisabled(contextOf(request), request.params.id, request.body.disabled);
      return OK;
    },
  );

  app.post(
    '/:id/reset-password',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Set a new password; lifts a lock-out and ends the sessions',
        params: ZIdParam,
        body: ZResetPasswordRequest,
        response: { 200: ZOkResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params;
      await resetAccountPassword(contextOf(request), id, request.body.new_password);
      return OK;
    },
  );
};
