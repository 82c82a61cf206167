import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ZUserName } from '@prapa/contracts/accounts';
import { isStrongPassword } from '@prapa/domain/password-strength';
import { isRoleNumber, ROLE, type RoleNumber } from '@prapa/domain/roles';
import { readConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { AppError } from '../lib/app-error.ts';
import { translate } from '../lib/i18n.ts';
import { systemContext } from '../lib/request-context.ts';
import { createAccount } from '../modules/accounts/accounts.service.ts';
import { createPrompter } from './prompt.ts';

export type CreateAdminInput = {
  userName: string;
  fullName: string;
  password: string;
  role: RoleNumber;
};

const USAGE = `Usage: npm run create-admin [-- --user-name <name> --full-name <name> --password <password> [--role 1-4]]
Creates an administrator account (role 1 by default) in the configured database
(DATABASE_URL, or the embedded database under PRAPA_DATA_DIR). Missing values are asked for.`;

export function parseCreateAdminArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'user-name': { type: 'string' },
      'full-name': { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const role = values.role === undefined ? ROLE.ADMIN : Number(values.role);
  if (!isRoleNumber(role)) throw new Error('--role must be 1, 2, 3 or 4');
  return {
    help: values.help ?? false,
    userName: values['user-name'],
    fullName: values['full-name'],
    password: values.password,
    role,
  };
}

/** Validates like the API does, then creates the account (audited as account.create). */
export async function createAdmin(
  db: Db,
  input: CreateAdminInput,
  now = new Date(),
): Promise<number> {
  const userName = ZUserName.safeParse(input.userName);
  if (!userName.success) {
    throw new AppError('VALIDATION', { messageKey: 'v.user_name_format' });
  }
  const fullName = input.fullName.trim();
  if (fullName === '' || fullName.length > 100) {
    throw new AppError('VALIDATION', { messageKey: 'v.required' });
  }
  const ctx = { ...systemContext(db, now), requestId: 'cli:create-admin' };
  return createAccount(ctx, {
    userName: userName.data,
    fullName,
    password: input.password,
    role: input.role,
  });
}

function describeError(error: unknown): string {
  if (error instanceof AppError) {
    return `${translate('th', error.messageKey, error.params)}\n${translate('en', error.messageKey, error.params)}`;
  }
  return error instanceof Error ? error.message : String(error);
}

async function askMissing(
  given: ReturnType<typeof parseCreateAdminArgs>,
): Promise<CreateAdminInput> {
  const prompt = createPrompter();
  try {
    const userName = given.userName ?? (await prompt.ask('ชื่อผู้ใช้ (user name): '));
    const fullName = given.fullName ?? (await prompt.ask('ชื่อ-นามสกุล (full name): '));
    let password = given.password;
    while (password === undefined) {
      const first = await prompt.askHidden('รหัสผ่าน (password): ');
      if (!isStrongPassword(first)) {
        console.error(describeError(new AppError('WEAK_PASSWORD')));
        continue;
      }
      const again = await prompt.askHidden('ยืนยันรหัสผ่าน (password again): ');
      if (again !== first) {
        console.error('รหัสผ่านไม่ตรงกัน / The passwords do not match.');
        continue;
      }
      password = first;
    }
    return { userName, fullName, password, role: given.role };
  } finally {
    prompt.close();
  }
}

async function main() {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const input = await askMissing(args);
  const database = await openConfiguredDatabase(readConfig());
  try {
    const id = await createAdmin(database.db, input);
    console.log(`Created account #${id} "${input.userName}" (role ${input.role}).`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    // Expected failures (weak password, taken name, database in use) without a stack trace.
    console.error(describeError(error));
    process.exitCode = 1;
  }
}
