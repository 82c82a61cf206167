/**
 * Mantine's AppShell navbar, header, aside and footer each render a resize handle, which draws
 * nothing unless the AppShell is given `resize`; the app never gives it, yet the handle's code
 * (pointer and keyboard dragging, about 3 KB gzipped) came with every signed-in page. vite.config.ts
 * resolves their import here (docs/decisions/033-router-and-responses.md). To make a panel
 * resizable, remove that plugin first.
 */
export function AppShellResizeHandle(_props: { section: string; sectionId?: string }): null {
  return null;
}
