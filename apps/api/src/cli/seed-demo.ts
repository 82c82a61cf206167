import { pathToFileURL } from 'node:url';
import { type DemoMode, readConfig } from '../config.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { type RequestContext, systemContext } from '../lib/request-context.ts';
import { countAccounts, userNameExists } from '../modules/accounts/accounts.repository.ts';
import { findLoginAccountByUserName } from '../modules/auth/auth.repository.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo/demo-accounts.ts';
import { seedDemoData } from './demo/demo-data.ts';
import { seedDemoDebt } from './demo/demo-debt.ts';
import { seedDemoInstalmentPlan } from './demo/demo-instalment.ts';
import { seedDemoLateFees } from './demo/demo-late-fees.ts';
import { seedDemoRemittance } from './demo/demo-remittance.ts';

export type DemoSeedStep = {
  name: string;
  /** Must be idempotent: demo seeding may run again on a database that has some of it. */
  run: (ctx: RequestContext) => Promise<void>;
};

/**
 * The demo data, in dependency order, each step in its own file under cli/demo/. Everything
 * but the accounts is made by the data generator (docs/decisions/010-scale-generator.md), so
 * a demo database counts as generated and /dev/mock may replace it.
 */
export const DEMO_SEED_STEPS: DemoSeedStep[] = [
  { name: 'accounts', run: seedDemoAccounts },
  // Uses the accounts as meter reader and cashiers: keep it after the accounts step.
  { name: 'generated data', run: seedDemoData },
  // Closes the last week's counter days and remits most of them (after the receipts exist).
  { name: 'remittance', run: seedDemoRemittance },
  // The late-fee rule on, and its fee lines on the debtors' newest bills (decision 028).
  { name: 'late fees', run: seedDemoLateFees },
  // Letters and a disconnection over the generated debtors (issue 16).
  { name: 'debt letters', run: seedDemoDebt },
  // One debtor without a disconnection order pays by instalments (after the letters).
  { name: 'instalment plan', run: seedDemoInstalmentPlan },
];

/** Seeds the demo data. Only ever called for the embedded database (see server.ts). */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  const ctx = { ...systemContext(db, now), requestId: 'cli:seed-demo' };
  for (const step of DEMO_SEED_STEPS) await step.run(ctx);
}

/**
 * Demo data goes only into the embedded database: when it has no account yet (first start)
 * or when PRAPA_DEMO=1 asks. A PostgreSQL server holds somebody's real data: never, whatever
 * PRAPA_DEMO says. 'present' means an earlier start seeded it (worth announcing again).
 */
export async function seedDemoIfWanted(
  database: DatabaseHandle,
  mode: DemoMode,
  warn: (message: string) => void = console.warn,
): Promise<'seeded' | 'present' | 'skipped'> {
  if (database.kind !== 'pglite') {
    if (mode === 'on')
      warn('PRAPA_DEMO is ignored: demo data is never seeded into a DATABASE_URL database.');
    return 'skipped';
  }
  if (mode === 'off') return 'skipped';
  if (mode === 'on' || (await countAccounts(database.db)) === 0) {
    await seedDemo(database.db);
    return 'seeded';
  }
  const first = DEMO_ACCOUNTS[0];
  return first && (await userNameExists(database.db, first.userName)) ? 'present' : 'skipped';
}

/**
 * Lists the demo accounts that exist, may sign in and still have the demo password, as the
 * database holds them now (one may have been deleted, disabled, renamed or given another role
 * since the seed); empty when none does.
 */
export async function demoAccountsBanner(db: Db): Promise<string> {
  const lines: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const account = await findLoginAccountByUserName(db, demo.userName);
    if (!account || account.disabled) continue;
    // An administrator made with create-admin may be called `admin` too: not a demo account.
    if (!(await verifyPassword(account.passwordHash, DEMO_PASSWORD))) continue;
    lines.push(`    ${account.userName.padEnd(6)} ${account.fullName} (role ${account.role})`);
  }
  if (lines.length === 0) return '';
  return [`  Demo accounts (password ${DEMO_PASSWORD}):`, ...lines].join('\n');
}

// `tsx apps/api/src/cli/seed-demo.ts` seeds the embedded database by hand.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = readConfig();
  if (config.databaseUrl) {
    console.error('Refusing to seed demo data into a DATABASE_URL database.');
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config);
  try {
    await seedDemo(database.db);
    console.log(await demoAccountsBanner(database.db));
  } finally {
    await database.close();
  }
}
