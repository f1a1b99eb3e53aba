// The installable, offline app: manifest and icons, Chromium's installability check,
// the service worker's precache, and a reload with the server stopped and the browser
// offline.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { open, shareBrowser, workerFiles } from './browser.mjs';
import { openPosition, playOneCard, playToEnd, positions, startGame } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** Awaits `promise`, failing after `ms` (an await on serviceWorker.ready can hang). */
function within(ms, promise, what) {
  // The timer is cleared once the answer comes: a timer left running would hold the
  // test file open for the rest of its `ms`.
  let timer;
  const late = new Promise((_, no) => { timer = setTimeout(() => no(new Error(`${what}: no answer in ${ms} ms`)), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// Side by side, each in a context (or profile) of its own, with its own service
// worker and caches: no check here times anything.
describe('the installable, offline app, side by side', { concurrency: 3 }, () => {
  test('the manifest, icons and service worker pass Chromium\'s install criteria', { timeout: 60_000 }, async () => {
    const b = await open({ persistent: true });
    try {
      await b.page.goto(b.origin + '/');
      await within(20_000, b.page.evaluate(() => navigator.serviceWorker.ready.then(() => true)), 'service worker ready');
      const cdp = await b.context.newCDPSession(b.page);
      const manifest = await cdp.send('Page.getAppManifest');
      assert.deepEqual(manifest.errors, [], 'the manifest parses without errors');
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, [], 'Chromium finds the app installable');
      const data = JSON.parse(manifest.data);
      assert.equal(data.display, 'standalone');
      const sizes = data.icons.map((i) => `${i.sizes}${i.purpose ? ' ' + i.purpose : ''}`);
      for (const want of ['192x192', '512x512', '512x512 maskable', 'any']) assert.ok(sizes.includes(want), `icon ${want}`);
      for (const icon of data.icons) {
        const response = await b.page.request.get(`${b.origin}/${icon.src}`);
        assert.equal(response.status(), 200, icon.src);
      }
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('the service worker precaches exactly the build, and the app works offline', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      await b.page.goto(b.origin + '/');
      await within(20_000, b.page.evaluate(() => navigator.serviceWorker.ready.then(() => true)), 'service worker ready');
      const sw = await readFile('dist/sw.js', 'utf8');
      const list = JSON.parse(sw.match(/const PRECACHE = (\[.*\]);/)[1]);
      const cached = await b.page.evaluate(async () => {
        const keys = await caches.keys();
        const cache = await caches.open(keys.find((k) => k.startsWith('pala-')));
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
      assert.equal(cached.length, list.length, 'every precache entry is cached, once');
      let bytes = 0;
      for (const f of list.filter((f) => f !== './')) bytes += (await stat(`dist/${f}`)).size;
      console.log(`  precached ${list.length} entries, ${(bytes / 1024).toFixed(1)} KB`);
      // Offline: the server stopped and the browser offline, the page reloads from the cache.
      await b.stopServer();
      await b.context.setOffline(true);
      await b.page.reload();
      await b.page.getByRole('heading', { name: 'Pala' }).waitFor({ timeout: 20_000 });
      // index.html by its own name is the same page, offline too.
      await b.page.goto(b.origin + '/index.html');
      await b.page.getByRole('button', { name: 'Start game' }).waitFor({ timeout: 20_000 });
      // The studio, offline too (the widget's wasm from the cache).
      await b.page.goto(b.origin + '/?studio#studio');
      await b.page.getByRole('heading', { name: /^Studio/ }).waitFor({ timeout: 20_000 });
      await b.page.locator('.studio-table .you').waitFor();
      // The deal of the day's page, offline too (the widget's wasm from the cache).
      await b.page.goto(b.origin + '/?daily#daily');
      await b.page.getByRole('region', { name: 'Calendar of deals of the day' }).waitFor({ timeout: 20_000 });
      await b.page.getByRole('link', { name: "Play today's deal" }).waitFor();
      // The puzzles, offline too (their set from the cache).
      await b.page.goto(b.origin + '/?puzzles#puzzle=1');
      await b.page.getByRole('heading', { name: /^Puzzle 1:/ }).waitFor({ timeout: 20_000 });
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor();
      await b.page.goto(b.origin + '/index.html');
      await b.page.getByRole('button', { name: 'Start game' }).waitFor({ timeout: 20_000 });
      // Keep playing offline: a new game against AI seats (the AI worker loads from the
      // cache too) through its first round.
      await startGame(b.page, { mode: 'Pointillism', players: 5, seats: ['human', 'easy', 'medium', 'easy', 'hard'], seed: 9 });
      await playToEnd(b.page, { stopAtRoundEnd: true, timeoutMs: 60_000 });
      await b.page.getByRole('button', { name: 'Next round' }).waitFor();
      assert.deepEqual(b.errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED')), []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('after a deploy, a tab still on the old page plays on against the worker of its own build', { timeout: 120_000 }, async () => {
    const extra = {};
    const b = await open({ extra });
    try {
      const w = await workerFiles();
      await b.page.goto(b.origin + '/');
      await within(20_000, b.page.evaluate(() => navigator.serviceWorker.ready.then(() => true)), 'service worker ready');
      const record = (await positions())['pointillism-4']['mix'];
      await openPosition(b.page, b.origin, record, { speed: 'Instant' });
      // A second tab on the same game, on the same (old) page.
      const old = await b.context.newPage();
      const started = [];
      old.on('worker', (worker) => started.push(new URL(worker.url()).pathname));
      await old.goto(b.origin + '/?old');
      await old.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().waitFor({ timeout: 20_000 });
      // The deploy: a new build whose worker has another build name and another protocol
      // (it answers what the old page cannot read), and the old build's worker files
      // gone from the server, as a host that replaces the folder leaves it.
      const NEW = w.build === 'f'.repeat(12) ? 'e'.repeat(12) : 'f'.repeat(12);
      const renamed = (text) => text.replaceAll(w.build, NEW);
      extra['/sw.js'] = renamed((await readFile('dist/sw.js', 'utf8')).replace(/const VERSION = "[0-9a-f]+";/, 'const VERSION = "new-version";'));
      extra['/'] = extra['/index.html'] = renamed(await readFile('dist/index.html', 'utf8'));
      extra[`/ai-worker-${NEW}.js`] = { body: "postMessage('pala-ready'); onmessage = () => postMessage('a protocol of the future');", type: 'text/javascript' };
      extra[`/worker-${NEW}.js`] = { body: await readFile(`dist${w.glue}`, 'utf8'), type: 'text/javascript' };
      extra[`/worker-${NEW}_bg.wasm`] = { body: await readFile(`dist${w.wasm}`), type: 'application/wasm' };
      for (const gone of [w.script, w.glue, w.wasm]) extra[gone] = { status: 404, body: 'not found' };
      // The first tab takes the new version (its Reload); the new service worker then
      // serves both tabs.
      await b.page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      const bar = b.page.getByRole('status').filter({ hasText: 'A new version of Pala is ready' });
      await bar.waitFor({ timeout: 30_000 });
      await bar.getByRole('button', { name: 'Reload' }).click();
      await b.page.waitForFunction(() => caches.keys().then((k) => k.some((c) => c.endsWith('new-version'))), null, { timeout: 30_000 });
      // The new cache can exist before the reload has replaced the page: wait for the
      // new page itself (a fresh clone once read the old one's meta here).
      await b.page.waitForFunction((name) => document.querySelector('meta[name="pala-worker"]')?.content.includes(name), NEW, { timeout: 30_000 });
      assert.match(await b.page.evaluate(() => document.querySelector('meta[name="pala-worker"]').content), new RegExp(NEW), 'the first tab is on the new page');
      // The old tab plays a card; its AI seats answer from the old build's worker.
      const before = await old.evaluate(() => JSON.parse(localStorage.getItem('pala.save')).record.actions.length);
      await playOneCard(old);
      await old.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length >= n + 4, before, { timeout: 30_000 });
      assert.equal(await old.locator('.ai-trouble').count(), 0, 'the AI answered: no notice');
      assert.ok(started.length >= 1, 'the old tab started a worker');
      assert.deepEqual([...new Set(started)], [w.script], 'every worker the old tab started is of its own build');
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('a new version is announced, and takes over only when the player says so', { timeout: 90_000 }, async () => {
    const extra = {};
    const b = await open({ extra });
    try {
      await b.page.goto(b.origin + '/');
      await within(20_000, b.page.evaluate(() => navigator.serviceWorker.ready.then(() => true)), 'service worker ready');
      await b.page.reload();
      // You deal, so you bid first and the game waits for you while the update arrives.
      await startGame(b.page, { mode: 'Impressionism', players: 3, seats: ['human', 'easy', 'easy'], seed: 12, dealer: 0 });
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().waitFor();
      const hand = await b.page.getByRole('list', { name: 'Your hand' }).textContent();
      // A second tab of the app, open beside the first.
      const second = await b.context.newPage();
      await second.goto(b.origin + '/?second');
      await second.getByRole('list', { name: 'Your hand' }).waitFor({ timeout: 20_000 });
      // The server now has a new build: a service worker with another version.
      const sw = await readFile('dist/sw.js', 'utf8');
      extra['/sw.js'] = sw.replace(/const VERSION = "[0-9a-f]+";/, 'const VERSION = "new-version";');
      await b.page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      const bar = b.page.getByRole('status').filter({ hasText: 'A new version of Pala is ready' });
      await bar.waitFor({ timeout: 30_000 });
      assert.equal(await b.page.getByRole('list', { name: 'Your hand' }).textContent(), hand, 'the game goes on untouched');
      // The second tab is told too.
      const bar2 = second.getByRole('status').filter({ hasText: 'A new version of Pala is ready' });
      await bar2.waitFor({ timeout: 30_000 });
      await bar.getByRole('button', { name: 'Reload' }).click();
      await b.page.waitForFunction(() => caches.keys().then((k) => k.includes('pala-new-version')), null, { timeout: 30_000 });
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor({ timeout: 20_000 });
      assert.equal(await b.page.getByRole('list', { name: 'Your hand' }).textContent(), hand, 'the saved game resumes after the update');
      // The other tab's Reload still reloads it, though the first tab took the new version.
      await Promise.all([second.waitForEvent('load', { timeout: 20_000 }), bar2.getByRole('button', { name: 'Reload' }).click()]);
      await second.close();
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });
});
