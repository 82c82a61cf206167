import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import { installCanvasContext } from './canvas-context';
import { installDomPolyfills } from './dom-polyfills';

installDomPolyfills();
installCanvasContext();

// The app fetches most namespaces when first used (lib/i18n.ts); components under test are
// rendered without that wait, so every namespace of both languages is there from the start.
const allLocales = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});
for (const [path, mod] of Object.entries(allLocales)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match?.[1] && match[2]) i18n.addResourceBundle(match[1], match[2], mod.default, true, true);
}

// findBy*/waitFor give up after 1 s by default. Lazy routes and Mantine's transitions can take
// longer than that on a busy two-core machine (CI runs on one), and a test that waits for what
// the user would see must not fail because the machine was slow; a real absence still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Tests assert Thai text; a test that switches language must not leak into the next one.
  if (i18n.language !== 'th') await i18n.changeLanguage('th');
});
