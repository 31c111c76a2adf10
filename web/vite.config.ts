import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
