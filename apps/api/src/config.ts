import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type DemoMode = 'auto' | 'on' | 'off';

export type ServerConfig = {
  port: number;
  host: string;
  /** Set: PostgreSQL server. Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  demo: DemoMode;
  webDist: string;
  trustProxy: boolean;
  /** PRAPA_PUBLIC_API_DOCS=1: /api/docs without signing in. */
  publicApiDocs: boolean;
  /** Nightly backup time (HH:MM, Bangkok) or 'off', and how many to keep. */
  backupTime: string;
  backupKeep: number;
  logLevel: string;
};

function parseDemo(value: string | undefined): DemoMode {
  if (value === undefined || value === '') return 'auto';
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) ? 'on' : 'off';
}

function parsePort(value: string | undefined): number {
  const port = Number(value ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer 0-65535, got "${value}"`);
  }
  return port;
}

function parseKeep(value: string | undefined): number {
  const keep = Number(value ?? 14);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(`PRAPA_BACKUP_KEEP must be a whole number ≥ 1, got "${value}"`);
  }
  return keep;
}

/** Configuration from the environment (ARCHITECTURE.md, "Configuration"). */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(cwd, env.PRAPA_DATA_DIR ?? './data'),
    demo: parseDemo(env.PRAPA_DEMO),
    webDist: env.PRAPA_WEB_DIST
      ? resolve(cwd, env.PRAPA_WEB_DIST)
      : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    trustProxy: parseDemo(env.PRAPA_TRUST_PROXY) === 'on',
    publicApiDocs: parseDemo(env.PRAPA_PUBLIC_API_DOCS) === 'on',
    backupTime: env.PRAPA_BACKUP_TIME ?? '02:30',
    backupKeep: parseKeep(env.PRAPA_BACKUP_KEEP),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
