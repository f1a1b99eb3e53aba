// Host it anywhere (issue 36): the built dist/ served unchanged under a sub-path, as a
// project page (someone.github.io/pala/) or a school's site (/games/pala/) would: the
// game starts and plays, reloads offline from its own service worker's cache (named
// for its folder), opens a deal link and the rules page, and both widget forms embed
// from another origin pointing at the sub-path.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { playOneCard, startGame } from './play.mjs';
import { serve } from './serve.mjs';
import { hostPage } from './hosts.mjs';

// The game in the save slot is deal `seed` (the table shows a deal's number only once
// its round is over, R13).
const dealIs = (page, seed) => page.waitForFunction((s) => JSON.parse(localStorage.getItem('pala.save') ?? 'null')?.record?.seed === s, seed, { timeout: 20_000 });

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

const BASE = '/games/pala/';
const SMEAR = {
  mode: 'pointillism', players: 3, bids: ['B', 'null', 'G'],
  hands: [['B2', 'Y1'], ['B4', 'R3'], ['Y2', 'G5', 'G7']], actions: ['play B2', 'play B4', 'smear Y2 G7'],
};

function within(ms, promise, what) {
  // The timer is cleared once the answer comes: a timer left running would hold the
  // test file open for the rest of its `ms`.
  let timer;
  const late = new Promise((_, no) => { timer = setTimeout(() => no(new Error(`${what}: no answer in ${ms} ms`)), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// Side by side, each in a context of its own: neither check times anything.
describe('hosted under a sub-path, side by side', { concurrency: 2 }, () => {
  test('under a sub-path: the game plays, reloads offline, opens a deal link and the rules page', { timeout: 120_000 }, async () => {
    const b = await open({ base: BASE });
    const missing = [];
    b.page.on('response', (r) => r.status() >= 400 && missing.push(`${r.status()} ${r.url()}`));
    try {
      await b.page.goto(b.origin + BASE);
      await startGame(b.page, { mode: 'Pointillism', players: 3, seats: ['human', 'easy', 'easy'], speed: 'Instant', seed: 9 });
      // Bid, then play a card.
      const chips = b.page.getByRole('group', { name: 'Your chip bid' });
      if (await chips.isVisible()) {
        await chips.getByRole('button', { name: 'Red chip' }).click();
        await chips.getByRole('button', { name: /^Bid Red/ }).click();
      }
      const played = await playOneCard(b.page);
      assert.ok(played.length >= 1, 'a card was played');
      // The service worker's scope and cache are this folder's.
      const sw = await within(20_000, b.page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return { scope: new URL(reg.scope).pathname, caches: await caches.keys() };
      }), 'service worker ready');
      assert.equal(sw.scope, BASE);
      assert.ok(sw.caches.length === 1 && sw.caches[0].startsWith(`pala-${BASE}-`), `the cache is named for the folder: ${sw.caches}`);
      // The worker has finished activating (its old caches cleared) and controls the page.
      await b.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20_000 });
      const rules = await b.page.request.get(b.origin + BASE + 'rules.html');
      assert.equal(rules.status(), 200);
      await b.page.goto(b.origin + BASE + 'rules.html');
      await b.page.locator('figure.live .example .pala-widget, figure.live .example').first().waitFor();
      await b.page.getByRole('button', { name: 'Next' }).first().waitFor({ timeout: 20_000 });
      // A deal link under the sub-path.
      await b.page.goto(b.origin + BASE + '#deal=pointillism-3-4242');
      const replace = b.page.getByRole('alertdialog', { name: 'Replace your game in progress?' });
      await replace.getByRole('button', { name: 'Start the new game' }).click({ timeout: 20_000 });
      await dealIs(b.page, 4242);
      // Offline: the server stopped, the page reloads from the cache with the game.
      await b.stopServer();
      await b.context.setOffline(true);
      await b.page.reload();
      await dealIs(b.page, 4242);
      assert.deepEqual(missing, [], 'nothing the page asked for was missing');
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('both widget forms embed from another origin pointing at the sub-path', { timeout: 60_000 }, async () => {
    const files = await serve('dist', 0, {}, { cors: true, base: BASE });
    const a = `http://127.0.0.1:${files.address().port}${BASE}`;
    const host = hostPage(a, SMEAR, "A teacher's page");
    const b = await open({ extra: { '/lesson.html': host } });
    try {
      await b.context.route(`${a}**`, (route) => route.continue());
      const fromA = [];
      b.page.on('requestfinished', (r) => r.url().startsWith(a) && fromA.push(new URL(r.url()).pathname));
      await b.page.goto(b.origin + '/lesson.html');
      for (const w of [b.page.locator('#el'), b.page.frameLocator('#fr')]) {
        const next = w.getByRole('button', { name: 'Next' });
        await next.waitFor({ timeout: 20_000 });
        for (let i = 0; i < 3; i++) await next.click();
        assert.match(await w.locator('.explain').textContent(), /Player 3 wins the Green trick with Green 7/);
      }
      for (const want of ['embed.js', 'widget_bg.wasm', 'fonts/fraunces-latin-600-normal.woff2']) {
        assert.ok(fromA.includes(BASE + want), `${want} from the sub-path (${fromA.join(', ')})`);
      }
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
      files.closeAllConnections();
      await new Promise((ok) => files.close(ok));
    }
  });
});
