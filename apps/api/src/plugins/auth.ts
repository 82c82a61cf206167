import { canCallApi } from '@prapa/domain/access-list';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { authenticate } from '../modules/auth/session.service.ts';
import type { SessionAccount } from '../modules/auth/session-account.ts';
import { bearerToken } from '../modules/auth/session-token.ts';
import { DOCS_PREFIX, isApiUrl, isRouteAccess, type RegisteredApiRoute } from './route-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account; null on public routes and before the auth hook ran. */
    account: SessionAccount | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access, collected as routes register (for the role matrix). */
    apiRoutes: RegisteredApiRoute[];
  }
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map(String);
}

/**
 * Fails closed at start-up: an /api route without a valid `config.access` stops the app from
 * booting, so a forgotten permission can never ship as an open route.
 */
function checkRouteDeclaresAccess(routes: RegisteredApiRoute[]) {
  return (route: RouteOptions) => {
    if (!isApiUrl(route.url)) return;
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      // Documentation, not API: the OpenAPI plugin decides who may read it (decision 016).
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = route.config?.access;
    if (!isRouteAccess(access)) {
      throw new Error(
        `Route ${methodsOf(route).join(',')} ${route.url} has no valid config.access; ` +
          "declare 'public' or { area, access: 'read' | 'write' }.",
      );
    }
    if (access !== 'public' && route.schema) {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] } as typeof route.schema;
    }
    for (const method of methodsOf(route)) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  };
}

async function authorise(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  if (access === 'public') return;
  if (access === undefined) {
    // Only the not-found handler and non-API routes (the web app's files) lack a declaration;
    // an /api route pattern without one cannot register, but refuse it here too.
    const pattern = request.routeOptions.url;
    if (request.is404 || pattern === undefined || !isApiUrl(pattern)) return;
    throw new AppError('FORBIDDEN');
  }
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const result = await authenticate(request.server.db, token, request.server.clock());
  if (!result.ok) {
    throw new AppError('UNAUTHENTICATED', {
      messageKey: result.reason === 'expired' ? 'session_expired' : 'UNAUTHENTICATED',
    });
  }
  request.account = result.account;
  request.sessionId = result.sessionId;
  if (!canCallApi(result.account.role, result.account.flags, access.area, access.access)) {
    throw new AppError('FORBIDDEN');
  }
}

/** Sessions and permissions: resolves the bearer token and asks the access list. */
export const authPlugin = fp(
  async (app) => {
    app.decorate('apiRoutes', [] as RegisteredApiRoute[]);
    app.decorateRequest('account', null);
    app.decorateRequest('sessionId', null);
    app.addHook('onRoute', checkRouteDeclaresAccess(app.apiRoutes));
    // onRequest runs before the body is parsed: anonymous callers cannot make us parse input.
    app.addHook('onRequest', authorise);
  },
  { name: 'prapa-auth', dependencies: ['prapa-database'] },
);
