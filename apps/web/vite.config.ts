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
        // Stable vendor chunks cache across deploys; chart and table code loads only with their pages.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
            { name: 'charts', test: /node_modules[\\/](chart\.js|react-chartjs-2|@kurkle)[\\/]/ },
            { name: 'datatable', test: /node_modules[\\/]mantine-datatable[\\/]/ },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|zod|dayjs)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
