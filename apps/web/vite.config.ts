import { fileURLToPath } from 'node:url';
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

/**
 * Mantine's ScrollArea imports `useMergeRefs` from @floating-ui/react and nothing else of it;
 * that one import put all of floating-ui on every signed-in page (the menu, Modal and Table
 * use ScrollArea). It gets an equivalent over Mantine's own hook instead; popovers, menus and
 * selects still import the real floating-ui (docs/decisions/032-dashboard-bundle.md).
 */
const scrollAreaMergeRefs: Plugin = {
  name: 'prapa-scroll-area-merge-refs',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === '@floating-ui/react' &&
      importer &&
      /[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
    ) {
      return fileURLToPath(new URL('./src/lib/merge-refs-shim.ts', import.meta.url));
    }
    return null;
  },
};

export default defineConfig({
  plugins: [react(), billCheckPage, scrollAreaMergeRefs],
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
            // Popovers, menus, selects and tooltips only (docs/decisions/032-dashboard-bundle.md):
            // left to the bundler, it shared a chunk with small helpers every page imports, so
            // the dashboard downloaded 20 KB it never runs.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
});
