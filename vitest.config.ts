import { defineConfig } from 'vitest/config';

/** `pnpm test`: every package's unit, component and API tests in one run, one summary. */
export default defineConfig({
  test: {
    projects: ['packages/*', 'backend', 'web', 'desktop-admin'],
    // Database-backed suites start their own PGlite or PostgreSQL database; keep the 2-core machines unhurried.
    fileParallelism: false,
  },
});
