import { defineProject } from 'vitest/config';

// The API project of the root Vitest workspace: integration tests through app.inject() on a
// real database (a fresh PGlite per test file; PostgreSQL under `npm run test:pg`).
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // One worker process runs file after file instead of a new process per file: the app's
    // modules are imported once, PGlite's WebAssembly is compiled once, and the PDF and report
    // worker threads stay up. Each file still gets its own app on its own fresh database
    // (createTestApp), so nothing a test asserts is shared; about half the time of the
    // isolated run (docs/decisions/003).
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
