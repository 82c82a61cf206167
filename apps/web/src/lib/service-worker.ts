/**
 * The service worker (public/sw.js, decision 025) keeps the app shell and every /assets file
 * it sees. The files this page loaded before the worker took control were not seen: when a round
 * is downloaded they are handed to it, so the reading screen opens again without signal.
 */
export async function cacheLoadedAssets(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 3000)),
  ]);
  const worker = registration?.active;
  if (!worker) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && url.pathname.startsWith('/assets/');
    });
  const channel = new MessageChannel();
  const done = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, 15_000);
  });
  worker.postMessage({ type: 'cache-urls', urls: ['/', ...new Set(urls)] }, [channel.port2]);
  await done;
}

/** Registers the worker in a production build; development (vite) has no shell to keep. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Not https nor localhost, or the browser refuses: the app works online as before.
    });
  });
}
