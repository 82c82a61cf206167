import { vi } from 'vitest';

export type FakeRoute = (request: { url: URL; init: RequestInit }) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs global fetch (the network boundary) with handlers keyed by `METHOD /path`.
 * An unknown call answers 404 in the API's error shape, so a test sees it fail loudly.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) return json(404, { error: { code: 'NOT_FOUND', message: `no fake for ${key}` } });
    return handler({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the page made to `METHOD /path` (query left out), in order. */
export function callsTo(api: ReturnType<typeof fakeApi>, method: string, path: string) {
  return api.mock.calls.filter(
    ([url, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(url), 'http://x').pathname === path,
  );
}
