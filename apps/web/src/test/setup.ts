import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
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
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Tests assert Thai text; a test that switches language must not leak into the next one.
  if (i18n.language !== 'th') await i18n.changeLanguage('th');
});
