import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { isApiUrl } from './route-access.ts';

/**
 * The Content-Security-Policy the back office and the bill-check page run under (decision 016).
 * Scripts only from our own origin (the built bundles), and the back office's one inline
 * script by its hash (decision 034).
 * Styles also 'unsafe-inline': Mantine writes its CSS variables into a <style> element and
 * sets `style` attributes on its components, which no nonce or hash can cover. Images may be
 * data: (the organisation's logo is stored as a data URL) and blob: (downloads); blob: frames
 * and objects show the PDFs the app downloads and opens.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  // Offices often open the app as http://<office PC>:4000; upgrading would break every asset.
  upgradeInsecureRequests: null,
};

/** Answers that must not be kept: every /api answer but the health check and the docs' files. */
function mayBeStored(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return !isApiUrl(path) || path === '/api/health' || path.startsWith('/api/docs/static/');
}

/**
 * Security headers (helmet), `Cache-Control: no-store` on API answers (they carry personal
 * data; a shared office PC's browser cache must not keep them) and gzip/brotli for the web
 * assets and JSON. Register before the web app's static files so they are compressed too.
 */
export const httpSecurityPlugin = fp<{ scriptHashes?: string[] }>(
  async (app, { scriptHashes = [] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...CONTENT_SECURITY_POLICY,
          // The web build's inline scripts, each by its hash (web-app.ts, inlineScriptHashes).
          scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...scriptHashes],
        },
      },
      referrerPolicy: { policy: 'same-origin' },
      // HSTS only means something over HTTPS (behind the reverse proxy); browsers ignore it on http.
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    });
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Brotli's default quality 11 costs far too much CPU per JSON answer; 5 is gzip's speed
      // with a smaller result.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!mayBeStored(request.url) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'prapa-http-security' },
);
