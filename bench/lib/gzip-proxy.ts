import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';

/**
 * A reverse proxy in front of the app that gzips text responses (level 6) when the browser
 * accepts it, as nginx or Caddy in front of PRAPA would: what a phone on a slow link really
 * downloads. An answer the app has already compressed itself (its `Content-Encoding` set, e.g.
 * the build's brotli copies of the assets, decision 034) passes through untouched, as nginx's
 * and Caddy's gzip leave such answers alone; the browser's Accept-Encoding is forwarded for
 * that. Everything else the app sends uncompressed is gzipped here.
 */
export async function startGzipProxy(
  target: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (response) => {
        const type = String(response.headers['content-type'] ?? '');
        const accepts = String(incoming.headers['accept-encoding'] ?? '').includes('gzip');
        const compressible = /javascript|css|html|json|svg|text/.test(type);
        const encoded = (response.headers['content-encoding'] ?? 'identity') !== 'identity';
        const headers = { ...response.headers };
        if (accepts && compressible && !encoded) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(createGzip({ level: 6 })).pipe(outgoing);
        } else {
          outgoing.writeHead(response.statusCode ?? 502, headers);
          response.pipe(outgoing);
        }
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  return listenOnLoopback(server);
}

/** Starts `server` on a free loopback port: its URL, and a close that drops open connections. */
export async function listenOnLoopback(
  server: Server,
): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
