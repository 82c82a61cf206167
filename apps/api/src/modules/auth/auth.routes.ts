import {
  ZChangePasswordRequest,
  ZChangePasswordResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutResponse,
  ZMeResponse,
} from '@prapa/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, requireAccount } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { changePassword, login, logout } from './auth.service.ts';
import { toSessionUser } from './session-account.ts';

/** Mounted at /api/auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: app.rateLimits.login },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; returns a bearer token and the user info',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await login(contextOf(request), request.body) }),
  );

  app.post(
    '/logout',
    {
      config: { access: { area: 'auth', access: 'write' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes this session',
        response: { 200: ZLogoutResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await logout(contextOf(request));
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/me',
    {
      config: { access: { area: 'auth', access: 'read' } },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: ZMeResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: toSessionUser(requireAccount(contextOf(request))) }),
  );

  app.post(
    '/change-password',
    {
      config: { access: { area: 'auth', access: 'write' }, rateLimit: app.rateLimits.login },
      schema: {
        tags: ['auth'],
        summary: 'Change the own password; signs out the other sessions',
        body: ZChangePasswordRequest,
        response: { 200: ZChangePasswordResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await changePassword(contextOf(request), request.body);
      return { data: { ok: true as const } };
    },
  );
};
