import { buildApp } from './app.ts';
import { demoAccountsBanner, seedDemoIfWanted } from './cli/seed-demo.ts';
import { readConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured.ts';
import { prepareBackups } from './modules/backup/backup-token.ts';
import { nightlyBackupTasks } from './modules/backup/nightly-backup.ts';
import { SCHEDULED_TASKS } from './scheduled-tasks.ts';

const startedAt = performance.now();

async function start() {
  const config = readConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const demo = await seedDemoIfWanted(database, config.demo);
    const backup = await prepareBackups(config);
    const app = await buildApp({
      backup,
      database,
      logger: { level: config.logLevel },
      webDist: config.webDist,
      trustProxy: config.trustProxy,
      publicApiDocs: config.publicApiDocs,
      dataDir: config.dataDir,
      runJobs: true,
      runScheduler: true,
      scheduledTasks: [
        ...SCHEDULED_TASKS,
        ...nightlyBackupTasks(database, { ...backup, time: config.backupTime }),
      ],
    });

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      await app.close();
      // PGlite flushes its files on close; the process must not exit before that.
      await database.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });

    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    const web = app.hasRoute({ method: 'GET', url: '/*' }) ? 'web app served' : 'web app not built';
    const banner = demo === 'skipped' ? '' : await demoAccountsBanner(database.db);
    const ms = Math.round(performance.now() - startedAt);
    console.log(
      [
        '',
        `  PRAPA is running at http://localhost:${config.port}   API docs: http://localhost:${config.port}/api/docs`,
        `  Database: ${where}; ${web}; ready in ${ms} ms`,
        ...(banner === '' ? [] : [banner]),
        '',
      ].join('\n'),
    );
  } catch (error) {
    await database.close();
    throw error;
  }
}

await start();
