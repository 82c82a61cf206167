import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
// Relative: the config is bundled, and Node cannot import the package's TypeScript itself.
import { canCallApi } from '../../packages/domain/src/access-list.ts';
import { ROLE_NUMBERS } from '../../packages/domain/src/roles.ts';
import { precompressAssets } from './vite-precompress.ts';

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

/**
 * The pages a signed-in user lands on, and what each of them needs beyond the first page:
 * chunks are grouped by these (see `build.rolldownOptions` below and decision 034).
 * `signed-in`: the layout every signed-in page renders, with the menu's texts.
 * `home`: the dashboard `/`: its route, its panels and the Thai texts they use.
 */
const LANDING_SEEDS = {
  'signed-in': [
    /[\\/]src[\\/]app[\\/]layouts[\\/]default-layout\.tsx$/,
    /[\\/]locales[\\/]th[\\/]menu\.json$/,
  ],
  home: [
    /[\\/]src[\\/]app[\\/]routes[\\/]home-(route|dashboard)\.tsx$/,
    /[\\/]locales[\\/]th[\\/](dashboard|ui|client-counts|remittance-overdue)\.json$/,
  ],
} as const;
type Landing = keyof typeof LANDING_SEEDS;

/**
 * Which module goes into which landing chunk, worked out from the module graph once it is
 * complete (`buildEnd`), read by the chunk groups' `test` when the chunks are made. A module
 * in the static imports of `signed-in` belongs to it; of the rest, one in the static imports of
 * `home` goes to `home` when no other page's code imports it, else to `home-shared` (so a page
 * opened directly downloads the dashboard's helpers it shares, not the dashboard itself).
 */
/**
 * Modules the walk does not enter: the shared contracts and zod. The landing pages import
 * paths and error codes from contracts files whose schemas they never build (decision 033);
 * tree-shaking leaves those schemas, and zod, out of the pages that do not use them, but a
 * module goes whole into one chunk, and the walk cannot see what tree-shaking drops: a contracts
 * file in `home-shared` kept the schemas other pages use, and brought zod to the dashboard.
 * Left to the bundler, each lands where what uses it is (and `landingPreload` follows the
 * chunks' imports).
 */
const LANDING_STOP = [/[\\/]node_modules[\\/]zod[\\/]/, /[\\/]packages[\\/]contracts[\\/]src[\\/]/];
const MANTINE_BARREL = /[\\/]node_modules[\\/]@mantine[\\/]([a-z]+)[\\/]esm[\\/]index\.mjs$/;
const landing = new Map<string, Landing | 'home-shared'>();
const landingChunks: Plugin = {
  name: 'prapa-landing-chunks',
  apply: 'build',
  buildEnd() {
    landing.clear();
    const ids = [...this.getModuleIds()];
    // Mantine's packages are imported through one index that imports every component; the
    // closure follows only the names a module takes from it, as tree-shaking does.
    const barrelTargets = new Map<string, Map<string, string>>();
    const targetsOf = (barrel: string) => {
      let targets = barrelTargets.get(barrel);
      if (targets) return targets;
      targets = new Map();
      const code = this.getModuleInfo(barrel)?.code ?? '';
      const local = new Map<string, string>();
      for (const match of code.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";/gm)) {
        const file = join(dirname(barrel), match[2] ?? '');
        for (const item of (match[1] ?? '').split(',')) {
          const name = item
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (name) local.set(name, file);
        }
      }
      for (const match of code.matchAll(/^export \{([^}]*)\}/gm)) {
        for (const item of (match[1] ?? '').split(',')) {
          const [name, alias] = item.trim().split(/\s+as\s+/);
          const file = name ? local.get(name) : undefined;
          if (file) targets.set(alias ?? name ?? '', file);
        }
      }
      barrelTargets.set(barrel, targets);
      return targets;
    };
    const closure = (seeds: string[]) => {
      const seen = new Set<string>();
      const stack = [...seeds];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        for (const dep of info?.importedIds ?? []) {
          if (LANDING_STOP.some((pattern) => pattern.test(dep))) continue;
          const barrel = MANTINE_BARREL.exec(dep);
          if (!barrel) {
            stack.push(dep);
            continue;
          }
          const source = new RegExp(
            `import\\s*\\{([^}]*)\\}\\s*from\\s*["']@mantine/${barrel[1]}["']`,
            'g',
          );
          const targets = targetsOf(dep);
          for (const match of (info?.code ?? '').matchAll(source)) {
            for (const item of (match[1] ?? '').split(',')) {
              const name = item.trim().split(/\s+as\s+/)[0];
              const file = name ? targets.get(name) : undefined;
              if (file) stack.push(file);
            }
          }
        }
      }
      return seen;
    };
    const seedsOf = (name: Landing) =>
      ids.filter((id) => LANDING_SEEDS[name].some((pattern) => pattern.test(id)));
    const signedIn = closure(seedsOf('signed-in'));
    const homeSeeds = seedsOf('home');
    const home = closure(homeSeeds);
    // Every other lazily loaded module (other pages, dialogs, other languages' texts).
    const otherRoots = ids.filter((id) => {
      const info = this.getModuleInfo(id);
      return (
        (info?.dynamicImporters.length ?? 0) > 0 &&
        !homeSeeds.includes(id) &&
        !signedIn.has(id) &&
        !home.has(id)
      );
    });
    const others = closure(otherRoots);
    for (const id of signedIn) landing.set(id, 'signed-in');
    for (const id of home) {
      if (!landing.has(id)) landing.set(id, others.has(id) ? 'home-shared' : 'home');
    }
  },
};

/**
 * A signed-in user opening a page cold waits for the entry to download and run before the
 * router asks for the layout's chunk, and on `/` for the dashboard's: one slow-link round trip
 * and a wait behind React (decision 034). The session is in local storage, so the server cannot
 * know; a small inline script at the top of index.html does, and asks for those chunks (and
 * their CSS) alongside the entry, and on `/` for the dashboard's first data (DASHBOARD_FIRST_GETS). It runs before anything else and only adds <link>s; the API
 * allows it by its hash in the Content-Security-Policy (apps/api/src/plugins/web-app.ts).
 */
/**
 * The sign-in page imports only the Mantine styles it renders, one file per component
 * (main.tsx); the signed-in layout imports the whole `styles.layer.css`
 * (app/layouts/signed-in-providers.tsx). That file is those per-component files one after the
 * other inside one `@layer mantine { … }`, so in the build the parts main.tsx already loaded
 * are cut out of it: each rule is downloaded once, and the rest keep Mantine's order. The list
 * is read from main.tsx itself; a part not found as it is simply stays (decision 034).
 */
const MAIN = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const mantineStylesOnce: Plugin = {
  name: 'prapa-mantine-styles-once',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]@mantine[\\/]core[\\/]styles\.layer\.css$/.test(id)) return null;
    const names = [
      ...readFileSync(MAIN, 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.layer\.css/g),
    ].map((match) => match[1] ?? '');
    let out = code;
    for (const name of names) {
      const part = readFileSync(join(dirname(id), 'styles', `${name}.layer.css`), 'utf8').trim();
      const inner = part.slice('@layer mantine {'.length, -1).trim();
      if (part.startsWith('@layer mantine {') && inner) out = out.replace(inner, '');
    }
    return { code: out, map: null };
  },
};

/**
 * The sign-in page's first paint without waiting for its JavaScript (decision 034): the page
 * rendered by React on the server at build time (src/app/prerender/login-page-static.tsx) goes
 * into index.html's #root, inside a `data-prapa-static` wrapper, and React's first render
 * replaces it. Its <form> becomes a <div>, so Enter before the JavaScript has arrived sends
 * nothing anywhere; what was typed is taken over by the page when it starts, and a press of
 * its button (or Enter) before then sends the form at that moment (login-page.tsx).
 * Hidden by index.html's inline script for a signed-in user, for one who chose English, and on
 * any path but /login (a signed-out user elsewhere is sent there by the router first).
 */
const staticLoginPaint: Plugin = {
  name: 'prapa-static-login-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'pre',
    async handler(html) {
      if (!html.includes('<div id="root"></div>')) return html;
      const { createServer } = await import('vite');
      const server = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        logLevel: 'silent',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
      });
      try {
        const module = (await server.ssrLoadModule('/src/app/prerender/login-page-static.tsx')) as {
          renderLoginPage: () => string;
        };
        const markup = module
          .renderLoginPage()
          .replace(/<form\b[^>]*>/g, '<div>')
          .replace(/<\/form>/g, '</div>');
        // With JavaScript off the copied form cannot be sent: say so above it, in Thai.
        const thaiAuth = JSON.parse(
          readFileSync(new URL('./src/locales/th/auth.json', import.meta.url), 'utf8'),
        ) as { login: { noScript: string } };
        const noScript = `<noscript><p role="alert" style="margin:0;padding:12px 16px;background:#fff4e6;color:#862e00;text-align:center">${thaiAuth.login.noScript}</p></noscript>`;
        return html.replace(
          '<div id="root"></div>',
          `<div id="root"><div data-prapa-static="">${noScript}${markup}</div></div>`,
        );
      } finally {
        await server.close();
      }
    },
  },
};

/**
 * The dashboard's first GETs (lib/api-client.ts takes them over, `takePrefetched`): its panels
 * for staff who see money (`dashboardPanels`, app/routes/dashboard-panels.ts), the remittance
 * alert for who may remit, and who-am-I. A path missing here is simply fetched later; one no
 * longer used is one wasted request. The demo's dashboard asks for exactly these (decision 034).
 */
const DASHBOARD_FIRST_GETS = {
  always: ['/api/auth/me'],
  money: [
    '/api/user/payment/debt/by-cycle',
    '/api/user/payment/debt/ratio',
    '/api/user/payment/debt/summarize',
    '/api/user/payment/today',
    '/api/config/areas',
    '/api/user/client/stat/group-total',
    '/api/config/client-statuses',
  ],
  remittance: ['/api/remittance/overdue'],
};
const readFlags = { general_read: true, general_edit: false, meter_read: false, meter_edit: false };
/** Roles whose dashboard shows the money panels, and the remittance alert, given general_read. */
const MONEY_ROLES = ROLE_NUMBERS.filter((role) => canCallApi(role, readFlags, 'debt', 'read'));
const REMITTANCE_ROLES = MONEY_ROLES.filter((role) =>
  canCallApi(role, readFlags, 'remittance', 'read'),
);

const landingPreload: Plugin = {
  name: 'prapa-landing-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!context.bundle || !html.includes('id="root"')) return html;
      const chunks = Object.values(context.bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const filesOf = (names: string[]) => {
        const files: string[] = [];
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || files.includes(`/${chunk.fileName}`)) return;
          files.push(`/${chunk.fileName}`);
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
          for (const name of chunk.imports) visit(chunks.find((c) => c.fileName === name));
          // A landing module loaded by import() (the dashboard's panels) has a small facade
          // chunk of its own: asked for now too, not one round trip after its importer ran.
          for (const name of chunk.dynamicImports) {
            const target = chunks.find((c) => c.fileName === name);
            if (target?.facadeModuleId && landing.has(target.facadeModuleId)) visit(target);
          }
        };
        for (const name of names) visit(chunks.find((chunk) => chunk.name === name));
        // The entry's own files are already in index.html.
        return files.filter((file) => !html.includes(`"${file}"`));
      };
      const signedIn = filesOf(['signed-in']);
      const home = filesOf(['home-shared', 'home']).filter((file) => !signedIn.includes(file));
      if (signedIn.length === 0) return html;
      const script = [
        '(function () {',
        '  try {',
        "    var user = JSON.parse(localStorage.getItem('user') || '{}');",
        '    var path = location.pathname;',
        // The sign-in page prerendered in #root (staticLoginPaint) is for who will see it.
        "    if (user.token || path !== '/login' || localStorage.getItem('lang') === 'en') {",
        "      document.documentElement.setAttribute('data-prapa-no-static', '');",
        '    } else {',
        // A press of its button, or Enter in a field, before the JavaScript has arrived is
        // remembered; the page sends the form when it starts (login-page.tsx).
        "      var early = function (event) { var target = event.target; if (target && target.closest && target.closest('[data-prapa-static]') && (event.type === 'click' ? target.closest('button[type=submit]') : event.key === 'Enter' && target.tagName === 'INPUT')) window.__prapaStaticSubmit = true; };",
        "      document.addEventListener('click', early, true);",
        "      document.addEventListener('keydown', early, true);",
        '    }',
        "    if (!user.token || path === '/login' || /^\\/billcheck/i.test(path)) return;",
        `    var files = ${JSON.stringify(signedIn)};`,
        `    if (path === '/') files = files.concat(${JSON.stringify(home)});`,
        '    var add = function (css) {',
        '      for (var i = 0; i < files.length; i++) {',
        '        if (/\\.css$/.test(files[i]) !== css) continue;',
        "        var link = document.createElement('link');",
        "        link.rel = css ? 'stylesheet' : 'modulepreload';",
        "        link.crossOrigin = '';",
        '        link.href = files[i];',
        '        document.head.appendChild(link);',
        '      }',
        '    };',
        '    add(false);',
        // The dashboard's data, fetched now rather than once its code has run.
        "    if (path === '/') {",
        `      var gets = ${JSON.stringify(DASHBOARD_FIRST_GETS.always)};`,
        `      var money = user.general_read === true && ${JSON.stringify(MONEY_ROLES)}.indexOf(user.type) >= 0;`,
        `      if (money) gets = gets.concat(${JSON.stringify(DASHBOARD_FIRST_GETS.money)});`,
        `      if (money && ${JSON.stringify(REMITTANCE_ROLES)}.indexOf(user.type) >= 0) gets = gets.concat(${JSON.stringify(DASHBOARD_FIRST_GETS.remittance)});`,
        "      var headers = { Accept: 'application/json', 'Accept-Language': localStorage.getItem('lang') === 'en' ? 'en' : 'th', Authorization: 'Bearer ' + user.token };",
        '      var prefetched = (window.__prapaPrefetch = { token: user.token, at: Date.now(), responses: {} });',
        '      for (var j = 0; j < gets.length; j++) {',
        '        prefetched.responses[gets[j]] = fetch(gets[j], { headers: headers });',
        '        prefetched.responses[gets[j]].catch(function () {});',
        '      }',
        '    }',
        // The stylesheets after the entry's, in the order Vite would add them: once the
        // document is parsed, which is before any module script runs.
        "    document.addEventListener('readystatechange', function () { add(true); }, { once: true });",
        '  } catch (error) {}',
        '})();',
      ].join('\n');
      return html.replace('<title>', `<script>\n${script}\n</script>\n    <title>`);
    },
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
    landingChunks,
    staticLoginPaint,
    landingPreload,
    mantineStylesOnce,
    precompressAssets(),
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
              priority: 4,
            },
            // Popovers, menus, selects and tooltips only (docs/decisions/032-dashboard-bundle.md):
            // left to the bundler, it shared a chunk with small helpers every page imports, so
            // the dashboard downloaded 20 KB it never runs.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 3 },
            // Everything the entry imports (the sign-in page with Mantine, i18n, the router's
            // table) in one file: left to the bundler it was 30 files of 0.1–10 KB, each a
            // request, and over HTTP/1.1 with six connections a slow link's round trip per six
            // files (decision 034).
            { name: 'app', tags: ['$initial'], priority: 2 },
            // What the signed-in layout and the dashboard add, in three files instead of about 55
            // (LANDING_SEEDS, landingChunks above; decision 034).
            // Only the modules the walk chose: a chosen module's own imports stay where the
            // bundler puts them (a contracts module would otherwise bring zod; LANDING_STOP).
            ...(['signed-in', 'home-shared', 'home'] as const).map((name) => ({
              name,
              test: (id: string) => landing.get(id) === name,
              priority: 1,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});
