import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        environment: 'happy-dom',
        setupFiles: ['./src/test/setup.ts'],
        css: false,
        restoreMocks: true,
      },
    }),
  ),
);
