import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole monorepo: `npm test` runs every project below.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves a core to its own process, which only
    // collects results: on the 2-core machines this runs on, that is one worker and half the
    // machine idle (docs/decisions/003). `npm test` 403 → 278 s, `npm run test:pg` 110 → 57 s.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/contracts/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
