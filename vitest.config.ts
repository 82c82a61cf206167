import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo: `npm test` runs every project below.
export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/contracts/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
