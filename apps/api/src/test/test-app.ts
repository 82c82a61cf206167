import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoleNumber } from '@prapa/domain/roles';
import type { FastifyServerOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type App, buildApp } from '../app.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import type { RateLimitSettings } from '../plugins/rate-limit.ts';
import {
  createTestAccount,
  createTestSession,
  TEST_PASSWORD,
  type TestAccount,
  type TestAccountOverrides,
} from './factories.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { openTestDatabase } from './test-database.ts';

export type TestAppOptions = {
  rateLimit?: Partial<RateLimitSettings>;
  extraRoutes?: readonly FastifyPluginAsyncZod[];
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  publicApiDocs?: boolean;
};

export type TestApp = {
  app: App;
  db: Db;
  database: DatabaseHandle;
  clock: TestClock;
  /** Signs in through POST /api/auth/login and returns the token (throws unless 200). */
  login: (userName: string, password?: string) => Promise<string>;
  createAccount: (overrides?: TestAccountOverrides) => Promise<TestAccount>;
  /** A new account of `role` (default flags) and a token for it, via the real login route. */
  loginAs: (
    role: RoleNumber,
    overrides?: TestAccountOverrides,
  ) => Promise<{ account: TestAccount; token: string }>;
  /** A token inserted directly, skipping the slow password hash (bulk tests). */
  sessionFor: (accountId: number) => Promise<string>;
  close: () => Promise<void>;
};

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * The app on its own fresh migrated database with a movable clock. Sign-in rate limits are
 * lifted unless a test sets them, so tests can sign in as often as they need.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'prapa-test-data-'));
  const clock = createTestClock();
  const app = await buildApp({
    database,
    clock,
    logger: options.logger ?? false,
    rateLimit: { loginMax: 100_000, ...options.rateLimit },
    dataDir,
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
    ...(options.webDist ? { webDist: options.webDist } : {}),
    ...(options.publicApiDocs ? { publicApiDocs: true } : {}),
  });
  await app.ready();
  const db = database.db;

  const login = async (userName: string, password = TEST_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user_name: userName, password },
    });
    if (response.statusCode !== 200) {
      throw new Error(`login ${userName} failed: ${response.statusCode} ${response.body}`);
    }
    return (response.json() as { data: { token: string } }).data.token;
  };
  const createAccount = (overrides?: TestAccountOverrides) =>
    createTestAccount(db, clock(), overrides);

  return {
    app,
    db,
    database,
    clock,
    login,
    createAccount,
    loginAs: async (role, overrides) => {
      const account = await createAccount({ ...overrides, role });
      return { account, token: await login(account.userName, account.password) };
    },
    sessionFor: (accountId) => createTestSession(db, accountId, clock()),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
