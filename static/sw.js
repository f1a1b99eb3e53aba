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

// The AI worker's files, named for their build (ai-worker-B.js, worker-B.js,
// worker-B_bg.wasm): a tab still open on an older page starts the worker of its own
// build, so the older builds' workers are kept, the newest two besides this one.
const WORKER_FILE = /\/(ai-worker|worker)-([0-9a-f]+)(_bg\.wasm|\.js)$/;
const OLDER_WORKERS_KEPT = 2;

/** Moves the older caches' worker files into this version's cache, keeping the newest few builds. */
async function keepOlderWorkers(older) {
  const cache = await caches.open(CACHE);
  const mine = new Set(PRECACHE.map((f) => new URL(f, self.location).href));
  for (const key of older) {
    const old = await caches.open(key);
    // Backwards: an older cache holds its own build's files first (put at its install)
    // and the builds it kept after them; put in reverse, its own build ends up newest.
    for (const request of (await old.keys()).reverse()) {
      if (WORKER_FILE.test(new URL(request.url).pathname) && !mine.has(request.url)) {
        const response = await old.match(request);
        if (response) await cache.put(request, response);
      }
    }
  }
  // Builds in the order their files were put, the newest last.
  const builds = [];
  for (const request of await cache.keys()) {
    const m = WORKER_FILE.exec(new URL(request.url).pathname);
    if (m && !mine.has(request.url)) builds.push(m[2]);
  }
  const kept = [...new Set(builds.reverse())].slice(0, OLDER_WORKERS_KEPT);
  for (const request of await cache.keys()) {
    const m = WORKER_FILE.exec(new URL(request.url).pathname);
    if (m && !mine.has(request.url) && !kept.includes(m[2])) await cache.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then(async (keys) => {
      const older = keys.filter((k) => (k.startsWith(PREFIX) && k !== CACHE) || (SCOPE === '/' && UNSCOPED.test(k)));
      await keepOlderWorkers(older).catch(() => {});
      await Promise.all(older.map((k) => caches.delete(k)));
    }).then(() => self.clients.claim())
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
