import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on :4000 in development (PRAPA_API_URL to point elsewhere); in production it
// serves this build itself, so the browser calls the same origin.
const apiTarget = process.env.PRAPA_API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
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
