import { defineProject } from 'vitest/config';

// The API project of the root Vitest workspace: integration tests through app.inject() on a
// real database (a fresh PGlite per test file; PostgreSQL under `npm run test:pg`).
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
