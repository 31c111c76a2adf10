import { defineConfig } from 'vitest/config';

/** Component tests run in happy-dom; CSS imports are ignored. */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    css: false,
    restoreMocks: true,
  },
});
