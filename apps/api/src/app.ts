import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createScheduler, type ScheduledTask, type Scheduler } from './lib/scheduler.ts';
import { zodValidatorCompiler } from './lib/validation.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import type { BackupTarget } from './modules/backup/backup.service.ts';
import { authPlugin } from './plugins/auth.ts';
import { backgroundPlugin } from './plugins/background.ts';
import { databasePlugin } from './plugins/database.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { httpSecurityPlugin } from './plugins/http-security.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import {
  DEFAULT_RATE_LIMITS,
  type RateLimitSettings,
  rateLimitPlugin,
} from './plugins/rate-limit.ts';
import { inlineScriptHashes, isWebBuild, webAppPlugin } from './plugins/web-app.ts';
import { API_ROUTES } from './routes.ts';
import { SCHEDULED_TASKS } from './scheduled-tasks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background tasks (lib/scheduler.ts); started only when `runScheduler` is set. */
    scheduler: Scheduler;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type BuildAppOptions = {
  /** An opened, migrated database; the caller closes it after app.close(). */
  database: DatabaseHandle;
  /** false (default) for silence, true for pino at info, or pino options (tests pass a stream). */
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  rateLimit?: Partial<RateLimitSettings>;
  /** The built web app (apps/web/dist); served with SPA fallback when it holds index.html. */
  webDist?: string;
  /** Honour X-Forwarded-For (behind a reverse proxy), so rate limits and audit see the client. */
  trustProxy?: boolean;
  /** Serve /api/docs to anyone (PRAPA_PUBLIC_API_DOCS=1); otherwise a bearer token is needed. */
  publicApiDocs?: boolean;
  /** PRAPA_DATA_DIR (file room, backups); default ./data. */
  dataDir?: string;
  /** Start the background job runner (the server does; tests run jobs by hand). */
  runJobs?: boolean;
  /** Where backups go and the token `npm run backup` presents (server only). */
  backup?: BackupTarget & { token: string };
  /** Extra route plugins registered after the app's own (tests use it for throwing routes). */
  extraRoutes?: readonly FastifyPluginAsyncZod[];
  /**
   * Start the background tasks once the app is ready (server.ts). Off by default: tests run a
   * task when they mean to, with `app.scheduler.runNow` or `tick`.
   */
  runScheduler?: boolean;
  /** The tasks to schedule; SCHEDULED_TASKS unless a test passes its own. */
  scheduledTasks?: readonly ScheduledTask[];
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A caller's X-Request-Id is kept when it is short and plain, so logs can be correlated. */
function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdFor,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const serveWeb = isWebBuild(options.webDist);
  // Order matters: errors first (language and request id for every later failure), then the
  // hooks that must see every route as it registers (auth, rate limit, OpenAPI), then routes.
  await app.register(databasePlugin, {
    handle: options.database,
    clock: options.clock ?? systemClock,
  });
  await app.register(backgroundPlugin, {
    dataDir: options.dataDir ?? resolve('data'),
    runJobs: options.runJobs ?? false,
  });
  await app.register(errorsPlugin, { spaFallback: serveWeb });
  // Headers and compression hook onto every route registered after them.
  await app.register(httpSecurityPlugin, {
    scriptHashes: serveWeb ? inlineScriptHashes(options.webDist) : [],
  });
  await app.register(authPlugin);
  await app.register(rateLimitPlugin, { ...DEFAULT_RATE_LIMITS, ...options.rateLimit });
  await app.register(openapiPlugin, { publicDocs: options.publicApiDocs ?? false });
  if (serveWeb) await app.register(webAppPlugin, { root: options.webDist as string });

  for (const { prefix, routes } of API_ROUTES) await app.register(routes, { prefix });
  if (options.backup) {
    await app.register(backupRoutes, {
      prefix: '/api/system',
      ...options.backup,
      database: options.database,
    });
  }
  for (const routes of options.extraRoutes ?? []) await app.register(routes);

  const scheduler = createScheduler({
    db: options.database.db,
    clock: options.clock ?? systemClock,
    log: app.log,
    tasks: options.scheduledTasks ?? SCHEDULED_TASKS,
  });
  app.decorate('scheduler', scheduler);
  if (options.runScheduler) {
    // Not awaited: the start-up runs must not hold back the first requests.
    app.addHook('onReady', async () => {
      scheduler.start().catch((error: unknown) => app.log.error({ err: error }, 'scheduler'));
    });
  }
  app.addHook('onClose', () => scheduler.stop());
  return app;
}
