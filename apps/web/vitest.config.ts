import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web project of the root Vitest workspace: component tests in jsdom.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Each worker runs file after file in one process and one jsdom window, instead of a new
    // process, window and module graph per file: React, Mantine, the routes and the locales are
    // imported once per worker, not once per file. src/test/setup.ts puts back after each file
    // what a file could leave (session, notifications, globals, IndexedDB, URL), so files do not
    // depend on their order (docs/decisions/003).
    isolate: false,
    // Mantine components are asserted through roles and attributes, not computed styles, so
    // skipping CSS keeps the suite fast.
    css: false,
    // Room for the 10 s findBy* wait of src/test/setup.ts on a busy machine: the first visit of a
    // lazy route transforms its whole page, which took over 5 s at a load average of 15.
    testTimeout: 30_000,
  },
});
