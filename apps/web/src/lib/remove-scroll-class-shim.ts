/**
 * `RemoveScroll` of react-remove-scroll as Mantine's AppShell header, footer and aside use it:
 * for its class names only (vite.config.ts resolves their import here). The real component
 * (with react-remove-scroll-bar, use-sidecar and tslib, about 2 KB gzipped) came with the
 * layout of every signed-in page; Modal and Drawer, which lock the page's scroll, still import
 * it, and it shifts elements with these same classes (docs/decisions/032-dashboard-bundle.md).
 */
export const RemoveScroll = {
  classNames: {
    zeroRight: 'right-scroll-bar-position',
    fullWidth: 'width-before-scroll-bar',
  },
};
