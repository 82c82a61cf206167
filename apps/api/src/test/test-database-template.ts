/** What global-setup hands every test file: where to copy a fresh migrated database from. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; templateFile: string }
  | { kind: 'postgres'; templateUrl: string; adminUrl: string };

declare module 'vitest' {
  interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/** `npm run test:pg` sets these; without them the suite runs on PGlite. */
export const PG_TEMPLATE_ENV = 'PRAPA_TEST_DATABASE_URL';
export const PG_ADMIN_ENV = 'PRAPA_TEST_ADMIN_URL';

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** Identifiers we create are plain; refuse anything that would need quoting games. */
export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
}
