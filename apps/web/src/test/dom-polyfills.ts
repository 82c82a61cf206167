// jsdom lacks the layout APIs Mantine (and mantine-datatable) call on mount; without these the
// components throw before anything is rendered.
export function installDomPolyfills(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList =>
        ({
          // As in browsers, the empty query matches; mantine-datatable asks it for every column
          // without a visibleMediaQuery and would hide them all otherwise.
          matches: query.trim() === '',
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }

  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

  // Combobox (Select) scrolls the active option into view; mantine-datatable scrolls back to the
  // top when the page changes.
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  window.Element.prototype.scrollTo ??= () => {};
}
