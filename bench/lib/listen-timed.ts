import type { AddressInfo } from 'node:net';
import type { App } from '../../apps/api/src/app.ts';

/**
 * Starts `app` on a loopback port, recording each answered request's server-side time
 * (Fastify's `elapsedTime`: arrival to last byte, without the load generator's own wait for a
 * core, which shares the machine in these benchmarks). Empty `served` between runs with
 * `served.length = 0`.
 */
export async function listenTimed(
  app: App,
  which: (method: string) => boolean = () => true,
): Promise<{ origin: string; served: number[] }> {
  const served: number[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (which(request.method)) served.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, served };
}
