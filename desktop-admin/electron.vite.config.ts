import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ANY_SERVER_SOURCES, contentSecurityPolicy } from './src/shared/csp.ts';

/** Writes the CSP meta tag into index.html: strict when built, relaxed for Vite's dev server. */
function cspMetaTag(): Plugin {
  let dev = false;
  return {
    name: 'oeuvre-csp-meta',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          '%CONTENT_SECURITY_POLICY%',
          contentSecurityPolicy({ serverSources: ANY_SERVER_SOURCES, dev, forMetaTag: true }),
        ),
    },
  };
}

export default defineConfig({
  main: {
    build: {
      // Workspace packages are TypeScript sources and ship nowhere: bundle them.
      externalizeDeps: { exclude: ['@oeuvre/contract', '@oeuvre/ui'] },
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      // Sandboxed preloads are loaded as classic scripts: CommonJS, one file, only `electron` external.
      rolldownOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react(), cspMetaTag()],
    build: {
      rolldownOptions: { input: { index: resolve(import.meta.dirname, 'src/renderer/index.html') } },
    },
  },
});
