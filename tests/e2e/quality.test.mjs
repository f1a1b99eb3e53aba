// Accessibility (axe-core: no serious or critical violations on the setup, table,
// scoring and rules screens) and memory over ten consecutive all-AI games.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { afterTap, openPosition, playOneCard, positions, settle, startGame } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

async function axe(page, screen) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(`  axe ${screen}: ${violations.length} violations, ${bad.length} serious or critical` +
    (violations.length ? ` (${violations.map((v) => `${v.id}:${v.impact}`).join(', ')})` : ''));
  assert.deepEqual(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`), [], screen);
}

// Side by side, each in a context of its own: the memory test measures each game's
// heap after a garbage collection, which the other test's page does not touch.
describe('accessibility and memory, side by side', { concurrency: 2 }, () => {
  test('axe-core finds no serious or critical violations on every screen of the table, the scores and the rules', { timeout: 180_000 }, async () => {
    const b = await open({ bypassCSP: true });
    try {
      await b.page.goto(b.origin + '/');
      await b.page.getByRole('button', { name: 'Start game' }).waitFor();
      await axe(b.page, 'setup');
      const all = await positions();
      await openPosition(b.page, b.origin, all['pointillism-4'].bidding);
      await b.page.getByRole('group', { name: 'Your chip bid' }).getByRole('button', { name: 'Red chip' }).click();
      await axe(b.page, 'Pointillism bidding, a chip chosen');
      await openPosition(b.page, b.origin, all['impressionism-4'].bidding);
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().click();
      await afterTap(b.page);
      await axe(b.page, 'Impressionism bidding, a card picked, the board lit');
      await openPosition(b.page, b.origin, all['pointillism-4'].mix);
      await b.page.locator('details.all-moves summary').click();
      await axe(b.page, 'mid-trick facing a mix, all legal moves open');
      await b.page.getByRole('button', { name: 'Hint' }).click();
      await b.page.locator('.hint details').click({ timeout: 60_000 });
      await b.page.getByText('Game log').click();
      await axe(b.page, 'the hint with its details, the game log open');
      await b.page.getByRole('button', { name: 'New game' }).click();
      await b.page.getByRole('button', { name: 'Start game' }).click();
      await b.page.getByRole('alertdialog').waitFor();
      await axe(b.page, 'asked before replacing the game in progress');
      await b.page.goto(b.origin + '/?bad#deal=pointillism-9-1');
      await b.page.getByRole('alert').filter({ hasText: 'This deal link cannot be opened.' }).waitFor();
      await axe(b.page, 'a broken deal link');
      await openPosition(b.page, b.origin, all['pointillism-4'].smear);
      const previous = b.page.getByRole('button', { name: 'Previous trick' });
      if (await previous.isVisible()) await previous.click();
      await axe(b.page, 'after a smear, the previous trick open');
      await openPosition(b.page, b.origin, all['pointillism-4'].tie);
      await axe(b.page, 'the tie prompt');
      await openPosition(b.page, b.origin, all['impressionism-4']['last-to-play'], { settings: { wait_after_trick: true } });
      await playOneCard(b.page);
      await b.page.locator('.winner-banner').waitFor();
      // Once the banner has faded in (axe reads a half-faded button's contrast).
      await settle(b.page);
      await axe(b.page, 'a finished trick with its winner');
      await openPosition(b.page, b.origin, all['impressionism-4']['round-end']);
      await axe(b.page, 'round end');
      await openPosition(b.page, b.origin, all['pointillism-4']['game-over']);
      await b.page.getByRole('button', { name: 'Play again' }).waitFor();
      await axe(b.page, 'game over');
      await b.page.getByRole('button', { name: 'Rules' }).click();
      await axe(b.page, 'rules');
      await b.page.goto(b.origin + '/rules.html');
      await b.page.locator('.example').first().getByRole('button', { name: /Next/ }).waitFor();
      await axe(b.page, 'rules.html with widgets');
    } finally {
      await b.close();
    }
  });

  test('memory stays flat over six consecutive all-AI one-round games at instant speed', { timeout: 300_000 }, async () => {
    const b = await open();
    try {
      await b.context.addInitScript(() => {
        addEventListener('TrunkApplicationStarted', (e) => { window.__wasm = e.detail.wasm; });
        window.__longTasks = [];
        new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longTasks.push(Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
      });
      await b.page.goto(b.origin + '/');
      const cdp = await b.context.newCDPSession(b.page);
      const samples = [];
      // Games 0 to 2 warm up (the JIT's and wasm's tier-up, caches: a heap snapshot diff
      // showed the early growth is compiled code and engine caches, not the app's
      // objects); games 3 to 8 are measured.
      const WARM = 3;
      for (let game = 0; game < WARM + 6; game++) {
        // Games of one round, chosen on the new-game screen: whole games, each from a
        // new game and deal to its end (every game's state made and dropped), in a
        // fraction of the time of full ones.
        await startGame(b.page, { mode: 'Pointillism', players: 5, seats: ['easy', 'easy', 'medium', 'easy', 'medium'], seed: 100 + game, length: 'One round' });
        await b.page.getByRole('button', { name: 'Play again' }).waitFor({ timeout: 60_000 });
        assert.equal(await b.page.locator('.scores p.goal').textContent(), 'A game of one round: the highest score wins.');
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        const wasm = await b.page.evaluate(() => window.__wasm?.memory?.buffer?.byteLength ?? 0);
        if (game >= WARM) samples.push({ game, js: usedSize, wasm });
      }
      console.log(`  samples (KB): ${samples.map((s) => `${s.game}: js ${(s.js / 1024).toFixed(0)}, wasm ${(s.wasm / 1024).toFixed(0)}`).join('; ')}`);
      // The floor of the first three samples against the floor of the last three: a leak
      // raises the floor; a sample caught before a cache is trimmed does not.
      const floor = (list, key) => Math.min(...list.map((x) => x[key]));
      const first = { js: floor(samples.slice(0, 3), 'js'), wasm: floor(samples.slice(0, 3), 'wasm') };
      const last = { js: floor(samples.slice(-3), 'js'), wasm: floor(samples.slice(-3), 'wasm') };
      const growth = (a, z) => (z - a) / a;
      console.log(`  JS heap, least of games 1-3: ${(first.js / 1024).toFixed(0)} KB, least of games 4-6: ${(last.js / 1024).toFixed(0)} KB (${(100 * growth(first.js, last.js)).toFixed(1)}%)`);
      console.log(`  wasm memory, least of games 1-3: ${(first.wasm / 1024).toFixed(0)} KB, least of games 4-6: ${(last.wasm / 1024).toFixed(0)} KB (${(100 * growth(first.wasm, last.wasm)).toFixed(1)}%)`);
      const longTasks = await b.page.evaluate(() => window.__longTasks);
      console.log(`  main-thread tasks over 50 ms during nine all-AI games: ${longTasks.length} ${JSON.stringify(longTasks.slice(0, 10))}`);
      assert.ok(first.wasm > 0, 'the wasm memory was sampled');
      assert.ok(growth(first.js, last.js) < 0.1, 'JS heap growth under 10%');
      assert.ok(growth(first.wasm, last.wasm) < 0.1, 'wasm memory growth under 10%');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
