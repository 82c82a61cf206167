import { lazy, Suspense, useSyncExternalStore } from 'react';

// Mantine's modals provider renders Modal, so it brings FocusTrap, react-remove-scroll and
// ScrollArea's overlay code to every signed-in page, and most page loads open no dialog. It is
// mounted the first time one is asked for (docs/decisions/032-dashboard-bundle.md). Its
// `modals.open…` calls are window events that only a mounted provider hears, so every caller
// goes through `withModals`, which waits for it.
const loadHost = () => import('./modals-host.tsx');
const ModalsHost = lazy(async () => ({ default: (await loadHost()).ModalsHost }));

let wanted = false;
let mounted = false;
let whenMounted: Promise<void> | null = null;
let resolveMounted = () => {};
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the host once the provider listens; the returned cleanup runs when it unmounts. */
export function modalsMounted(): () => void {
  mounted = true;
  resolveMounted();
  return () => {
    mounted = false;
    whenMounted = null;
  };
}

/**
 * Runs `open` (a `modals.open…` call) once the provider listens: at once when it is mounted,
 * otherwise after loading and mounting it.
 */
export function withModals<T>(open: () => T): Promise<T> {
  if (mounted) return Promise.resolve(open());
  if (!whenMounted) {
    whenMounted = new Promise<void>((resolve) => {
      resolveMounted = resolve;
    });
  }
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return whenMounted.then(open);
}

/** Fetches the provider's code now, e.g. before the phone goes without signal. */
export async function preloadModals(): Promise<void> {
  await loadHost();
}

/** Where the provider is mounted once wanted (the signed-in layout). */
export function OnDemandModals() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  );
}
