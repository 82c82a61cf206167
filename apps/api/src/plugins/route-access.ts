import { API_AREAS, type ApiAccess, type ApiArea } from '@prapa/domain/access-list';

/**
 * What a route declares in `config.access`: open to anyone, or an API area and whether the
 * call reads or writes it (checked with canCallApi for the signed-in account).
 */
export type RouteAccess = 'public' | { area: ApiArea; access: ApiAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public') return true;
  if (typeof value !== 'object' || value === null) return false;
  const { area, access } = value as { area?: unknown; access?: unknown };
  return API_AREAS.includes(area as ApiArea) && (access === 'read' || access === 'write');
}

export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/** Swagger UI registers its own routes under the docs prefix; they are documentation only. */
export const DOCS_PREFIX = '/api/docs';

export type RegisteredApiRoute = { method: string; url: string; access: RouteAccess };
