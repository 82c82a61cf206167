import type { BrowserContext, Page } from 'playwright-core';

/**
 * The largest text painted after a moment, by the rule Largest Contentful Paint uses (the
 * time at which the largest text seen so far was painted), for a page that changes after a
 * click: Chromium stops reporting `largest-contentful-paint` entries at the first input, so
 * signing in and landing on the dashboard has no LCP of its own.
 *
 * The performance API's Element Timing reports the paint of each element that carries an
 * `elementtiming` attribute. An init script gives that attribute to every element that holds
 * text as the page inserts it (a MutationObserver runs before the next paint), so the app
 * itself carries nothing for the bench.
 */
export async function tagTextPaints(context: BrowserContext) {
  // A string, not a function: tsx compiles a function with its own naming helper, which the
  // page does not have.
  await context.addInitScript(TAGGER);
}

const TAGGER = `(() => {
  window.prapaPaints = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const rect = entry.intersectionRect;
      window.prapaPaints.push({ time: entry.renderTime || entry.loadTime, area: rect.width * rect.height });
    }
  }).observe({ type: 'element', buffered: true });
  const tag = (element) => {
    if (element.hasAttribute('elementtiming')) return;
    for (const child of element.childNodes) {
      if (child.nodeType === Node.TEXT_NODE && child.textContent.trim()) {
        element.setAttribute('elementtiming', 'text');
        return;
      }
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) {
          tag(node);
          for (const inner of node.querySelectorAll('*')) tag(inner);
        } else if (node.parentElement) {
          tag(node.parentElement);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  // The moment of the click (or key) that starts the change being measured.
  for (const type of ['click', 'keydown']) {
    document.addEventListener(type, (event) => { window.prapaClick = event.timeStamp; }, true);
  }
})();`;

/**
 * Milliseconds from `since` (the recorded click when 'click', else the navigation's start) to
 * the paint of the largest text painted after it; NaN when none was.
 */
export async function largestTextPaint(page: Page, since: 'click' | 'navigation') {
  return page.evaluate((from) => {
    const win = window as unknown as {
      prapaPaints: { time: number; area: number }[];
      prapaClick?: number;
    };
    const start = from === 'click' ? (win.prapaClick ?? Number.NaN) : 0;
    let largest: { time: number; area: number } | undefined;
    for (const paint of win.prapaPaints) {
      if (paint.time < start) continue;
      if (!largest || paint.area > largest.area) largest = paint;
    }
    return largest ? largest.time - start : Number.NaN;
  }, since);
}
