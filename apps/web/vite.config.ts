import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API runs on :4000 in development (PRAPA_API_URL to point elsewhere); in production it
// serves this build itself, so the browser calls the same origin.
const apiTarget = process.env.PRAPA_API_URL ?? 'http://localhost:4000';

/**
 * In development the public bill-check page (billcheck.html, built for production by
 * vite.billcheck.config.ts) answers at /billcheck as the API server does in production.
 */
const billCheckPage: Plugin = {
  name: 'prapa-bill-check-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/billcheck(\?|$)/i.test(request.url)) {
        request.url = request.url.replace(/^\/billcheck/i, '/billcheck.html');
      }
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), billCheckPage],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in production: they would publish the whole source (decision 016).
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React changes least often: its own chunk caches across deploys. Everything else is
        // split by where it is used (docs/decisions/017-counts-and-first-page.md): grouping
        // Mantine, charts or the table into named chunks made the first page load all of them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
