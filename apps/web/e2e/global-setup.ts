import { startE2eServer } from './server-process.ts';

/**
 * Starts the real server with a fresh embedded database (demo data) for every spec, and
 * publishes its address in PRAPA_E2E_BASE_URL before the workers start.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startE2eServer('e2e-server');
  process.env.PRAPA_E2E_BASE_URL = server.baseURL;
  return server.stop;
}
