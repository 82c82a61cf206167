import { ZIdParam } from '@prapa/contracts/common-fields';
import { ZOkResponse } from '@prapa/contracts/envelope';
import {
  FILE_PATHS,
  ZBackupListResponse,
  ZCleanupResponse,
  ZDeleteFileBody,
  ZFileListQuery,
  ZFileListResponse,
  ZRetentionBody,
  ZRetentionResponse,
} from '@prapa/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { sendFile } from '../../lib/send-file.ts';
import {
  cleanupByAdmin,
  deleteFile,
  getFileList,
  getRetention,
  listBackups,
  openBackup,
  openFileForDownload,
  setRetention,
} from './files.service.ts';

/**
 * NORM lists and downloads (files: read); deleting, retention and backups are ADMIN's
 * (files: write). A backup holds the whole database, password hashes included, so even
 * downloading one takes the write right.
 */
const READ = { access: { area: 'files', access: 'read' } } as const;
const WRITE = { access: { area: 'files', access: 'write' } } as const;
const tags = ['files'];
export const FILES_PREFIX = '/api/files';
const at = (path: string) => path.slice(FILES_PREFIX.length);
const ZBytes = z.custom<unknown>().describe('the file');

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(FILE_PATHS.files),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Documents in the file room, newest first, with the free disk space',
        querystring: ZFileListQuery,
        response: { 200: ZFileListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const q = request.query;
      return {
        data: await getFileList(
          contextOf(request),
          app.dataDir,
          { kind: q.kind, q: q.q },
          q.page,
          q.page_size,
        ),
      };
    },
  );

  app.get(
    at(FILE_PATHS.download),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Download a document (made again first if its file is missing)',
        params: ZIdParam,
        response: { 200: ZBytes, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await openFileForDownload(contextOf(request), app.dataDir, request.params.id);
      return sendFile(reply, file.path, file.name, file.mimeType);
    },
  );

  app.post(
    at(FILE_PATHS.remove),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Delete a document with a reason (ADMIN, audited)',
        params: ZIdParam,
        body: ZDeleteFileBody,
        response: { 200: ZOkResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteFile(contextOf(request), app.dataDir, request.params.id, request.body.reason);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    at(FILE_PATHS.retention),
    {
      config: READ,
      schema: {
        tags,
        summary: 'How long each kind of document is kept',
        response: { 200: ZRetentionResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getRetention(contextOf(request)) }),
  );

  app.put(
    at(FILE_PATHS.retention),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Set how long kinds of documents are kept (ADMIN; null = for ever)',
        body: ZRetentionBody,
        response: { 200: ZRetentionResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await setRetention(contextOf(request), request.body.rules) }),
  );

  app.post(
    at(FILE_PATHS.cleanup),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Delete documents older than their retention now (ADMIN)',
        response: { 200: ZCleanupResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: { deleted: await cleanupByAdmin(contextOf(request), app.dataDir) },
    }),
  );

  app.get(
    at(FILE_PATHS.backups),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Backups under PRAPA_DATA_DIR/backups with their checksums',
        response: { 200: ZBackupListResponse, ...ERROR_RESPONSES },
      },
    },
    async () => ({ data: await listBackups(app.dataDir) }),
  );

  app.get(
    at(FILE_PATHS.backup),
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Download a backup (ADMIN)',
        params: z.object({ name: z.string().max(200) }),
        response: { 200: ZBytes, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await openBackup(contextOf(request), app.dataDir, request.params.name);
      return sendFile(reply, file.path, file.name, 'application/octet-stream');
    },
  );
};
