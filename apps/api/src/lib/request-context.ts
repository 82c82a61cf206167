import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { SessionAccount } from '../modules/auth/session-account.ts';
import { AppError } from './app-error.ts';

/**
 * What a service needs from the request, and nothing of HTTP: the database, one "now" for the
 * whole use case, and who/where for the audit log. CLI tools build one with systemContext().
 */
export type RequestContext = {
  db: Db;
  now: Date;
  ip: string | null;
  requestId: string | null;
  account: SessionAccount | null;
  sessionId: string | null;
};

export function contextOf(request: FastifyRequest): RequestContext {
  return {
    db: request.server.db,
    now: request.server.clock(),
    ip: request.ip,
    requestId: request.id,
    account: request.account,
    sessionId: request.sessionId,
  };
}

export function systemContext(db: Db, now: Date = new Date()): RequestContext {
  return { db, now, ip: null, requestId: null, account: null, sessionId: null };
}

/** Who, when and where, spread into every audit() call of a service. */
export function auditFields(ctx: RequestContext) {
  return {
    accountId: ctx.account?.id ?? null,
    ip: ctx.ip,
    requestId: ctx.requestId,
    at: ctx.now,
  };
}

/** For services behind a non-public route: the auth hook has already set the account. */
export function requireAccount(ctx: RequestContext): SessionAccount {
  if (!ctx.account) throw new AppError('UNAUTHENTICATED');
  return ctx.account;
}
