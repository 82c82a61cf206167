// PRAPA service worker (decision 025): the app shell and its hashed assets, so the meter
// reading screen opens without signal. API answers are never kept here (they carry personal
// data and are sent `no-store`); the readings a reader downloads live in IndexedDB instead.
const SHELL = 'prapa-shell-v1';
const ASSETS = 'prapa-assets-v1';
const SHELL_FILES = [
  '/',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icon-192.png',
  '/icon-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key !== SHELL && key !== ASSETS).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isAsset = (url) => url.pathname.startsWith('/assets/');
const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/');
const isBillCheck = (url) => /^\/billcheck(\.html)?$/i.test(url.pathname);

async function fromNetworkKeeping(request, cacheName, key) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(cacheName);
    await cache.put(key ?? request, response.clone());
  }
  return response;
}

// A page of the app: the network first (a new deploy is seen at once), else the kept shell.
async function page(request) {
  try {
    return await fromNetworkKeeping(request, SHELL, '/');
  } catch (error) {
    const shell = await caches.match('/', { cacheName: SHELL });
    if (shell) return shell;
    throw error;
  }
}

// Hashed files never change: the kept copy, else the network (and keep it).
async function asset(request) {
  const kept = await caches.match(request, { cacheName: ASSETS });
  return kept ?? fromNetworkKeeping(request, ASSETS);
}

// Small unhashed files (icons, manifest): the network, else the kept copy.
async function other(request) {
  try {
    return await fromNetworkKeeping(request, SHELL);
  } catch (error) {
    const kept = await caches.match(request, { cacheName: SHELL });
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url) || isBillCheck(url)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (isAsset(url)) event.respondWith(asset(request));
  else if (SHELL_FILES.includes(url.pathname)) event.respondWith(other(request));
});

// The page hands over the files it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const port = event.ports[0];
  const work = Promise.all(
    data.urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      if (url.origin !== self.location.origin || isApi(url)) return;
      try {
        if (url.pathname === '/') await fromNetworkKeeping(new Request('/'), SHELL, '/');
        else if (isAsset(url) && !(await caches.match(url.href, { cacheName: ASSETS }))) {
          await fromNetworkKeeping(new Request(url.href), ASSETS);
        }
      } catch {
        // Offline already: what is kept stays kept.
      }
    }),
  ).then(() => port?.postMessage({ type: 'cached' }));
  event.waitUntil(work);
});
