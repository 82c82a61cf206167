import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type AppProcess = { child: ChildProcess; baseUrl: string; stop: () => Promise<void> };

/**
 * Runs `npm start`'s script (scripts/start.mjs: build when stale, then the server) on a port
 * and data directory of its own, exactly as a user's start, and resolves once /api/health
 * answers 200; `startedMs` is the time from spawning to that answer.
 */
export async function startApp(
  dataDir: string,
  timeoutMs = 600_000,
): Promise<AppProcess & { startedMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), PRAPA_DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { child, baseUrl, stop, startedMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`the app did not answer within ${timeoutMs / 1000} s`);
}
