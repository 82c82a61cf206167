import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { type BackupTarget, createBackup } from './backup.service.ts';

export type BackupRouteOptions = BackupTarget & { token: string; database: DatabaseHandle };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/system/backup: how `npm run backup` reaches the running server, whose process
 * alone may read the embedded database. Only from this machine, with the token the server
 * wrote to PRAPA_DATA_DIR/backups/.token at start (readable by the account running it).
 */
export const backupRoutes: FastifyPluginAsyncZod<BackupRouteOptions> = async (app, options) => {
  app.post(
    '/backup',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        response: {
          200: z.object({
            data: z.object({ file: z.string(), sha256: z.string(), bytes: z.number() }),
          }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      if (
        !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
        !sameToken(request.headers['x-prapa-backup-token'], options.token)
      ) {
        throw new AppError('FORBIDDEN');
      }
      return { data: await createBackup(options.database, options) };
    },
  );
};
