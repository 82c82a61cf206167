import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

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
 * Rate limits are opt-in per route (global: false). Counters live in process memory: with
 * several API processes each keeps its own, which still bounds guessing per process.
 */
export const rateLimitPlugin = fp<RateLimitSettings>(
  async (app, settings) => {
    await app.register(rateLimit, { global: false });
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
