// Pala's service worker: precaches exactly what the build produced (the list and the
// version are written in by the post-build hook, .ci/precache.mjs), serves it offline,
// and waits to take over until the page asks (so an update never breaks a game).
const VERSION = '__PALA_VERSION__';
const PRECACHE = ['__PALA_PRECACHE__'];
// Caches are named for this copy's folder (its scope), so two copies of Pala hosted on
// one origin at different paths keep their own offline copies.
const SCOPE = new URL(self.registration.scope).pathname;
const PREFIX = `pala-${SCOPE}-`;
const CACHE = `${PREFIX}${VERSION}`;
// Before caches carried their folder: "pala-<version>", only ever at an origin's root.
const UNSCOPED = /^pala-[0-9a-f]+$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => (k.startsWith(PREFIX) && k !== CACHE) || (SCOPE === '/' && UNSCOPED.test(k))).map((k) => caches.delete(k)))
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
      const exact = await cache.match(url.href.split('#')[0], { ignoreSearch: request.mode === 'navigate' });
      if (exact) return exact;
      // Any other page of the app (a path with a fragment or a query, or index.html
      // itself) is the app shell.
      if (request.mode === 'navigate' && (url.pathname.endsWith('/') || url.pathname.endsWith('/index.html'))) {
        const shell = await cache.match(new URL('./', self.location).href);
        if (shell) return shell;
      }
      return fetch(request);
    })
  );
});
