import { useEffect, useRef, useState } from 'react';

/** The attribute each reading input carries: its row's index on the page. */
export const ROW_INDEX_ATTRIBUTE = 'data-reading-index';

/**
 * Moves the caret between reading inputs by row index, inside one container, so the table on a
 * desktop and the cards on a phone work alike. `focusFirstWhenReady` waits for the next page.
 */
export function useRowFocus(ready: boolean) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [requested, setRequested] = useState(0);
  const handled = useRef(0);

  const focusRow = (index: number): boolean => {
    const input = containerRef.current?.querySelector<HTMLInputElement>(
      `[${ROW_INDEX_ATTRIBUTE}="${index}"]`,
    );
    if (!input || input.disabled) return false;
    input.focus();
    input.scrollIntoView?.({ block: 'nearest' });
    return true;
  };

  useEffect(() => {
    if (requested === handled.current || !ready) return;
    handled.current = requested;
    focusRow(0);
  });

  return {
    containerRef,
    focusRow,
    focusFirstWhenReady: () => setRequested((count) => count + 1),
  };
}
