import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The stylesheet no longer blocks the first paint: it is fetched at once (preload) but applied by
 * main.tsx just before the app renders, while a few inline rules in index.html draw the page frame.
 */
function nonBlockingStyles(): Plugin {
  return {
    name: 'oeuvre-non-blocking-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
          '<link rel="preload" as="style" crossorigin href="$1">\n    <link rel="stylesheet" crossorigin href="$1" media="print" data-app-styles>',
        ),
    },
  };
}

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), nonBlockingStyles()],
  resolve: {
    // Root-relative, so the same alias works for the dev server, the build and vitest.
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  server: {
    proxy: {
      '/api': backend,
      '/oidc': backend,
      '/connect': backend,
      '/uploads': backend,
    },
  },
  build: {
    outDir: 'dist',
    // Budget is 200 kB gzip of first-load JS; warn on anything that could break it.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Only the framework goes in a shared vendor chunk; icon paths stay in their lazy per-icon chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
});
