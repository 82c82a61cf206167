import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { databaseRateLimitStore } from '../modules/auth/login-rate-limit-store.ts';

export type RateLimitSettings = {
  /** Sign-in attempts allowed per client IP and window (also guards change-password). */
  loginMax: number;
  loginWindowMs: number;
};

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { loginMax: 20, loginWindowMs: 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route limits to put in `config.rateLimit`. */
    rateLimits: { login: RateLimitOptions };
  }
}

/**
 * Rate limits are opt-in per route (global: false). Counters live in the database
 * (`login_rate_limits`, decision 026), so several API processes share one limit per client IP
 * (IPv6 per /64), counted per route over a sliding window.
 */
export const rateLimitPlugin = fp<RateLimitSettings>(
  async (app, settings) => {
    await app.register(rateLimit, {
      global: false,
      ipv6Subnet: 64,
      store: databaseRateLimitStore(app.db, app.clock),
    });
    app.decorate('rateLimits', {
      login: {
        max: settings.loginMax,
        timeWindow: settings.loginWindowMs,
        errorResponseBuilder: (_request, context) =>
          new AppError('RATE_LIMITED', {
            messageKey: 'login_rate_limited',
            params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
          }),
      },
    });
  },
  { name: 'prapa-rate-limit' },
);
