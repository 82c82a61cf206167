import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the opaque bearer token the client keeps (spec §4). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; a plain hash suffices because the token itself is random. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}
