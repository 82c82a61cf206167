import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite-precompress.ts';

/**
 * The public bill-check page (billcheck.html) as a build of its own, run after the back
 * office's into the same dist/ (emptyOutDir: false). It is written as React components but
 * built with Preact's compatibility layer aliased for react and react-dom: React 19 and
 * react-dom alone are about 60 KB gzipped, the page's whole budget on a cheap phone on 3G
 * (docs/decisions/009-bill-check.md). `npm run dev` serves the same page with real React.
 */
export default defineConfig({
  plugins: [react(), precompressAssets()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    rolldownOptions: { input: { billcheck: 'billcheck.html' } },
  },
});
