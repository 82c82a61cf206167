import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` works offline: it diffs these table files against the committed
// snapshots. Migrations are applied in-process at start-up (src/db/migrate.ts), because
// drizzle-kit's CLI cannot open the embedded PGlite database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
