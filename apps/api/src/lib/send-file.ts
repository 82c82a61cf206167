import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/** `attachment` with an ASCII fallback name and the real (Thai) name as RFC 5987 UTF-8. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]+/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a file from disk as a download. */
export function sendFile(reply: FastifyReply, path: string, name: string, mimeType: string) {
  return reply
    .type(mimeType)
    .header('content-disposition', contentDisposition(name))
    .send(createReadStream(path));
}
