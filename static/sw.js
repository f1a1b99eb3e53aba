// Pala's service worker: precaches exactly what the build produced (the list and the
// version are written in by the post-build hook, .ci/precache.mjs), serves it offline,
// and waits to take over until the page asks (so an update never breaks a game).
const VERSION = '__PALA_VERSION__';
const PRECACHE = ['__PALA_PRECACHE__'];
const CACHE = `pala-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => k.startsWith('pala-') && k !== CACHE).map((k) => caches.delete(k)))
    ).then(() => self.clients.claim())
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'pala-activate') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const url = new URL(request.url);
      // Pages (any path or fragment) are the app shell.
      const key = request.mode === 'navigate' ? new URL('./', self.location).href : url.href.split('#')[0];
      const cached = (await cache.match(key, { ignoreSearch: request.mode === 'navigate' })) || (await cache.match(request));
      if (cached) return cached;
      return fetch(request);
    })
  );
});
