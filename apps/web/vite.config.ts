import { readFileSync } from 'node:fs';
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

/**
 * Mantine's AppShell header, footer and aside import `RemoveScroll` from react-remove-scroll for
 * two class names; that one import put the whole scroll lock on the layout of every signed-in
 * page. They get the names from lib/remove-scroll-class-shim.ts instead; Modal and Drawer
 * import the real one (decision 032). If Mantine stops importing it there, this never matches.
 */
const appShellRemoveScrollClasses: Plugin = {
  name: 'prapa-app-shell-remove-scroll-classes',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === 'react-remove-scroll' &&
      importer &&
      /[\\/]components[\\/]AppShell[\\/]AppShell(Header|Footer|Aside)[\\/][^\\/]+\.mjs$/.test(
        importer,
      )
    ) {
      return fileURLToPath(new URL('./src/lib/remove-scroll-class-shim.ts', import.meta.url));
    }
    return null;
  },
};

/**
 * Mantine's AppShell sections render a resize handle that draws nothing unless the AppShell is
 * given `resize`, which this app never does; the handle's code (about 3 KB gzipped) came with
 * every signed-in page. As imported by those sections it resolves to a component that renders
 * nothing (lib/app-shell-resize-handle-shim.ts; decision 033).
 */
const appShellWithoutResizeHandle: Plugin = {
  name: 'prapa-app-shell-without-resize-handle',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      /[\\/]AppShellResizeHandle[\\/]AppShellResizeHandle\.mjs$/.test(source) &&
      importer &&
      /[\\/]components[\\/]AppShell[\\/]AppShell(Navbar|Header|Footer|Aside)[\\/][^\\/]+\.mjs$/.test(
        importer,
      )
    ) {
      return fileURLToPath(new URL('./src/lib/app-shell-resize-handle-shim.ts', import.meta.url));
    }
    return null;
  },
};

/**
 * Two things zod's classic schemas bring that the browser never runs (decision 032):
 * - their JSON-Schema conversion (`.toJSONSchema()`, Standard Schema's `jsonSchema`), about
 *   64 KB of source: the API documents itself on the server;
 * - zod's English messages: the browser shows its own texts, chosen by each issue's code
 *   (lib/zod-form-errors.ts), and zod then falls back to its short 'Invalid input'.
 * In the browser build the three modules, as imported by the classic schemas only, become
 * stubs with the same exports; parsing and issue codes are untouched. If a zod upgrade renames
 * them, the plugin simply never matches.
 */
const ZOD_STUB = '\0prapa-zod-stub:';
const zodBrowserStubs: Plugin = {
  name: 'prapa-zod-browser-stubs',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (
      !importer ||
      !/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer) ||
      !/^\.\.\/(core\/to-json-schema|core\/json-schema-processors|locales\/en)\.js$/.test(source)
    ) {
      return null;
    }
    const real = await this.resolve(source, importer, { skipSelf: true });
    return real ? `${ZOD_STUB}${real.id}` : null;
  },
  load(id) {
    if (!id.startsWith(ZOD_STUB)) return null;
    const file = id.slice(ZOD_STUB.length);
    // The locale: no message of its own for any issue.
    if (/[\\/]locales[\\/]en\.js$/.test(file)) {
      return 'export default () => ({ localeError: () => undefined });';
    }
    const names = new Set<string>();
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^export (?:async )?(?:function|const|let|class) (\w+)/gm,
    )) {
      if (match[1]) names.add(match[1]);
    }
    for (const match of source.matchAll(/^export \{([^}]*)\}/gm)) {
      for (const item of (match[1] ?? '').split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (name) names.add(name);
      }
    }
    // Each export returns the thrower, so building a schema's `~standard` (which creates its
    // `jsonSchema` methods) still works; only calling one of them throws.
    const lines = [
      "const unsupported = () => { throw new Error('JSON Schema is not in the browser build'); };",
      ...[...names].map((name) => `export const ${name} = () => unsupported;`),
    ];
    return lines.join('\n');
  },
};

/**
 * The shared contracts (packages/contracts) build every schema with calls at the top of their
 * module (`z.object(…)`, `dataEnvelope(…)`), and a bundler must keep a call it cannot prove
 * harmless: a page importing one schema of a file got all of that file's schemas, and those
 * of the files it imports. In the browser build each call in a top-level declaration is marked
 * pure (`/* @__PURE__ *\/`), so schemas nothing uses are left out. The contracts build schemas
 * only; nothing there registers anything as it loads (decision 032).
 */
const pureContracts: Plugin = {
  name: 'prapa-pure-contracts',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!/[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
    type Node = { type?: string; start: number; end: number };
    const opens: number[] = [];
    const closes: number[] = [];
    const visit = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      if (Array.isArray(value)) {
        for (const item of value) visit(item);
        return;
      }
      const node = value as Node;
      if (node.type === 'CallExpression' || node.type === 'NewExpression') {
        opens.push(node.start);
        closes.push(node.end);
      }
      for (const child of Object.values(node)) visit(child);
    };
    for (const statement of this.parse(code).body) {
      const declaration =
        statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of declaration.declarations) visit(declarator.init);
    }
    if (opens.length === 0) return null;
    // Outer calls are visited first: at one offset they open first and close last, and a
    // call closing there closes before one opening there.
    const kind = (text: string) => (text === ')' ? 0 : 1);
    const edits = [
      ...opens.map((at, order) => ({ at, order, text: '(/* @__PURE__ */ ' })),
      ...closes.map((at, order) => ({ at, order: -order, text: ')' })),
    ].sort((a, b) => a.at - b.at || kind(a.text) - kind(b.text) || a.order - b.order);
    let out = '';
    let from = 0;
    for (const edit of edits) {
      out += code.slice(from, edit.at) + edit.text;
      from = edit.at;
    }
    return { code: out + code.slice(from), map: null };
  },
};

export default defineConfig({
  plugins: [
    react(),
    billCheckPage,
    scrollAreaMergeRefs,
    appShellRemoveScrollClasses,
    appShellWithoutResizeHandle,
    zodBrowserStubs,
    pureContracts,
  ],
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
