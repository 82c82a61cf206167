import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { refreshSession } from '../lib/session';
import { installCanvasContext } from './canvas-context';
import { installDomPolyfills } from './dom-polyfills';

installDomPolyfills();
installCanvasContext();

// The app fetches most namespaces when first used (lib/i18n.ts), suspending the component
// that asks; components under test are rendered without that wait: every namespace of both
// languages is loaded (and marked loaded) before any test starts.
const namespaces = Object.keys(import.meta.glob('../locales/th/*.json')).map(
  (path) => /([^/]+)\.json$/.exec(path)?.[1] ?? '',
);
await i18n.loadNamespaces(namespaces);
await i18n.loadLanguages(['en']);

// findBy*/waitFor give up after 1 s by default. Lazy routes and Mantine's transitions can take
// longer than that on a busy two-core machine (CI runs on one), and a test that waits for what
// the user would see must not fail because the machine was slow; a real absence still fails.
//
// findBy*/waitFor retry a failing query every 50 ms and report only the last failure, yet
// Testing Library builds every failure's message with a print of the whole document. The message
// is the same, only built when read: when the test fails, not on every retry.
configure({
  asyncUtilTimeout: 10_000,
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let full: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => {
        full ??= [
          message,
          `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
        ]
          .filter(Boolean)
          .join('\n\n');
        return full;
      },
    });
    return error;
  },
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Tests assert Thai text; a test that switches language must not leak into the next one.
  if (i18n.language !== 'th') await i18n.changeLanguage('th');
});

// The files share one worker process and one jsdom window (isolate: false in vitest.config.ts,
// docs/decisions/003), so the app's modules and the window outlive a file. After each file,
// what it may have left is put back as a fresh process would have it, so no file sees another's
// session, notifications, globals or URL, whatever order they run in. Within a file nothing
// changes: tests there share module state as they always did.
afterAll(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The session module read local storage once, at import: it would keep the file's last user.
  // Signed out, it also drops the offline reading state (features/readings/offline), which
  // follows the session.
  refreshSession();
  // Mantine keeps shown and queued notifications in a module-level store, not in the provider.
  notifications.clean();
  notifications.cleanQueue();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // What index.html's inline script leaves for the app (decision 034).
  delete window.__prapaPrefetch;
  delete (window as { __prapaStaticSubmit?: unknown }).__prapaStaticSubmit;
  vi.unstubAllEnvs();
  // Tests stub downloads by assigning mocks onto the URL class itself (jsdom has neither).
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    if (vi.isMockFunction(URL[name])) Reflect.deleteProperty(URL, name);
  }
  // jsdom has no IndexedDB; a file that imported fake-indexeddb/auto installed one on the window.
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (name === 'indexedDB' || name.startsWith('IDB')) Reflect.deleteProperty(globalThis, name);
  }
  document.title = '';
  document.documentElement.lang = 'th';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
