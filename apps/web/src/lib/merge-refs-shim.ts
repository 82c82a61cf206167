import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, for Mantine's ScrollArea only (vite.config.ts resolves
 * its import here). ScrollArea is under every signed-in page (the menu, Modal, Table) and uses
 * nothing else of floating-ui; importing the real one brought all of floating-ui (15 KB gzipped)
 * to pages without a popover (docs/decisions/032-dashboard-bundle.md).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...(refs as Ref<T>[]));
}
