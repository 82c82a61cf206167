import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { modalsMounted } from './modals-on-demand.tsx';

/** Says the provider listens: its window listeners are added in a layout effect, before this. */
function ModalsReady() {
  useEffect(() => modalsMounted(), []);
  return null;
}

/**
 * Mantine's modals provider (with Modal, FocusTrap and react-remove-scroll) beside the page, not
 * around it: the app opens its dialogs through `modals`' window events only, never `useModals`.
 */
export function ModalsHost() {
  return (
    <>
      <ModalsProvider />
      <ModalsReady />
    </>
  );
}
