import { API_AREAS, canCallApi } from '@prapa/domain/access-list';
import {
  type PermissionFlags,
  ROLE_DEFAULT_FLAGS,
  ROLE_NUMBERS,
  type RoleNumber,
} from '@prapa/domain/roles';
import type { InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import type { RegisteredApiRoute } from './route-access.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NO_FLAGS: PermissionFlags = {
  general_read: false,
  general_edit: false,
  meter_read: false,
  meter_edit: false,
};

/** A concrete request for a route pattern: path parameters filled in, an empty JSON body. */
function requestFor(route: RegisteredApiRoute, headers: Record<string, string>): InjectOptions {
  const url = route.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    ...(withBody ? { payload: {} } : {}),
  };
}

type ProtectedRoute = RegisteredApiRoute & {
  access: Exclude<RegisteredApiRoute['access'], 'public'>;
};

function protectedRoutes(app: TestApp): ProtectedRoute[] {
  return app.app.apiRoutes.filter((r): r is ProtectedRoute => r.access !== 'public');
}

const FLAG_SETS: [string, (role: RoleNumber) => PermissionFlags][] = [
  ['role default flags', (role) => ROLE_DEFAULT_FLAGS[role]],
  ['all flags off', () => NO_FLAGS],
];

/** Calls every route as every role; lists each answer that disagrees with canCallApi. */
async function matrixMismatches(
  app: TestApp,
  routes: ProtectedRoute[],
  flagsFor: (role: RoleNumber) => PermissionFlags,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of routes) {
    for (const role of ROLE_NUMBERS) {
      const flags = flagsFor(role);
      // A fresh account and session per call: a write route may revoke or change them.
      const account = await app.createAccount({ role, flags });
      const token = await app.sessionFor(account.id);
      const response = await app.app.inject(requestFor(route, bearer(token)));
      const allowed = canCallApi(role, flags, route.access.area, route.access.access);
      const ok = allowed
        ? response.statusCode !== 403 && response.statusCode !== 401
        : response.statusCode === 403;
      if (!ok) {
        wrong.push(
          `${route.method} ${route.url} role ${role}: ${response.statusCode}, expected ${allowed ? 'allowed' : '403'}`,
        );
      }
    }
  }
  return wrong;
}

describe('every /api route × every role', () => {
  it('knows the routes (the matrix grows by itself as features add routes)', () => {
    const listed = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'GET /api/auth/me',
        'POST /api/auth/change-password',
      ]),
    );
    // The docs are documentation guarded by the OpenAPI plugin (decision 016), not API routes.
    expect(listed.some((route) => route.includes('/api/docs'))).toBe(false);
  });

  it('answers 401 without a token on every non-public route', async () => {
    const wrong: string[] = [];
    for (const route of protectedRoutes(t)) {
      const response = await t.app.inject(requestFor(route, {}));
      if (response.statusCode !== 401)
        wrong.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('never answers 401 or 403 on a public route', async () => {
    const wrong: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.access === 'public')) {
      const response = await t.app.inject(requestFor(route, {}));
      if ([401, 403].includes(response.statusCode)) {
        wrong.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(FLAG_SETS)('403 exactly when canCallApi says no (%s)', async (_label, flagsFor) => {
    expect(await matrixMismatches(t, protectedRoutes(t), flagsFor)).toEqual([]);
  });
});

// The app's own routes may all be open to every role today (auth); probe routes, one per API
// area and access, prove the enforcement itself against the whole access list.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const area of API_AREAS) {
    for (const access of ['read', 'write'] as const) {
      app.route({
        method: access === 'read' ? 'GET' : 'POST',
        url: `/api/probe/${area}/${access}`,
        config: { access: { area, access } },
        handler: async () => ({ ok: true }),
      });
    }
  }
};

describe('one probe route per API area × every role', () => {
  let probe: TestApp;
  beforeAll(async () => {
    probe = await createTestApp({ extraRoutes: [probeRoutes] });
  });
  afterAll(() => probe.close());

  it.each(FLAG_SETS)('403 exactly when canCallApi says no (%s)', async (_label, flagsFor) => {
    const routes = protectedRoutes(probe).filter((r) => r.url.startsWith('/api/probe/'));
    expect(routes).toHaveLength(API_AREAS.length * 2);
    expect(await matrixMismatches(probe, routes, flagsFor)).toEqual([]);
  });
});
