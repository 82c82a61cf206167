/**
 * `npm run seed -- --clients 100000 --months 24 [--seed 2569] [--database-url postgres://…]`:
 * fills a database with generated data (docs/decisions/010-scale-generator.md). Without
 * --database-url it opens what `npm start` opens (DATABASE_URL, else the embedded PGlite in
 * PRAPA_DATA_DIR). Refuses a database that holds data the generator did not make.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { AppError } from '../lib/app-error.ts';
import { translate } from '../lib/i18n.ts';
import { systemContext } from '../lib/request-context.ts';
import { generateData } from '../modules/generator/generate-data.service.ts';
import { GENERATOR_LIMITS, scalePlan } from '../modules/generator/generator-plan.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    months: { type: 'string', default: '12' },
    seed: { type: 'string', default: '2569' },
    'database-url': { type: 'string' },
  },
});

const clients = Number(values.clients);
const months = Number(values.months);
const seed = Number(values.seed);
if (!Number.isInteger(clients) || clients < 1 || clients > GENERATOR_LIMITS.clients) {
  console.error(`--clients must be a whole number from 1 to ${GENERATOR_LIMITS.clients}`);
  process.exit(2);
}
if (!Number.isInteger(months) || months < 2 || months > GENERATOR_LIMITS.months) {
  console.error(`--months must be a whole number from 2 to ${GENERATOR_LIMITS.months}`);
  process.exit(2);
}
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(2);
}

const config = readConfig();
const databaseUrl = values['database-url'] ?? config.databaseUrl;
const database = await openConfiguredDatabase({ ...config, databaseUrl });
const where = databaseUrl
  ? new URL(databaseUrl).pathname.slice(1) || databaseUrl
  : `PGlite in ${config.dataDir}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
console.log(
  `Generating ${clients.toLocaleString('en-US')} clients × ${months} months into ${where}…`,
);
try {
  const summary = await generateData(
    systemContext(database.db),
    scalePlan(clients, months, seed),
    (p) =>
      console.log(
        `[${seconds(p.elapsedMs)}] ${String(p.done).padStart(3)}/${p.total} ${p.step}${p.month ? ` ${p.month}` : ''}: ${p.rows.toLocaleString('en-US')} rows`,
      ),
  );
  console.log(
    `Done in ${seconds(summary.elapsedMs).trim()}: ${summary.clients.toLocaleString('en-US')} clients, ${summary.readings.toLocaleString('en-US')} readings, ${summary.invoices.toLocaleString('en-US')} invoices, ${summary.receipts.toLocaleString('en-US')} receipts, ${summary.closes.toLocaleString('en-US')} daily closes in ${summary.remittances.toLocaleString('en-US')} remittances, ${summary.debtors.toLocaleString('en-US')} clients owing.`,
  );
} catch (error) {
  if (error instanceof AppError) {
    console.error(`Refused: ${translate('en', error.messageKey, error.params)}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await database.close();
}
