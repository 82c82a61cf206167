import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import { installCanvasContext } from './canvas-context';
import { installDomPolyfills } from './dom-polyfills';

installDomPolyfills();
installCanvasContext();

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Tests assert Thai text; a test that switches language must not leak into the next one.
  if (i18n.language !== 'th') await i18n.changeLanguage('th');
});
