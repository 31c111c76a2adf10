import { defineConfig } from 'vitest/config';

/** Component tests run in happy-dom; CSS imports are ignored. */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
