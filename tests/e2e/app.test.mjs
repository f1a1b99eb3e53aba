// The app loads, renders its title and answers a click, in real Chromium.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

// Side by side, each in a context of its own: neither check times anything.
describe('the app starts, side by side', { concurrency: 2 }, () => {
  test('the app renders its title, and New game then Start game deals a hand', { timeout: 60_000 }, async () => {
    const b = await open();
    try {
      const started = Date.now();
      await b.page.goto(b.origin + '/');
      // The page's first screen has the heading before the wasm arrives; the app's own
      // render brings the buttons.
      await b.page.getByRole('button', { name: 'New game' }).waitFor({ timeout: 20_000 });
      console.log(`  first render ${Date.now() - started} ms`);
      await b.page.getByRole('button', { name: 'New game' }).click();
      await b.page.getByRole('button', { name: 'Start game' }).click();
      const cards = b.page.getByRole('list', { name: 'Your hand' }).getByRole('listitem');
      await cards.first().waitFor({ timeout: 10_000 });
      assert.ok((await cards.count()) > 0, 'a dealt hand shows cards');
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, [], 'no request leaves the machine');
    } finally {
      await b.close();
    }
  });

  test('the page paints its first screen before the wasm arrives, and the app takes over in place', { timeout: 60_000 }, async () => {
    const b = await open({ viewport: { width: 412, height: 823 } });
    try {
      // Held back: the first screen alone.
      let release;
      const held = new Promise((ok) => { release = ok; });
      await b.page.route('**/*_bg.wasm', async (route) => { await held; await route.continue(); });
      await b.page.goto(b.origin + '/', { waitUntil: 'domcontentloaded' });
      await b.page.getByRole('status').filter({ hasText: 'Setting out the cards…' }).waitFor({ timeout: 10_000 });
      assert.equal(await b.page.getByRole('heading', { name: 'Pala' }).count(), 1);
      const tagline = b.page.locator('.tagline');
      const before = await tagline.boundingBox();
      assert.match(await tagline.textContent(), /^The trick-taking game of mixing and smearing paint/);
      await b.page.screenshot({ path: 'tests/artifacts/first-screen-412x823.png' });
      // Let the wasm through: the app replaces the first screen, its words in the same place.
      release();
      await b.page.getByRole('button', { name: 'Start game' }).waitFor({ timeout: 20_000 });
      assert.equal(await b.page.locator('#first-screen').count(), 0, 'the first screen is gone');
      assert.equal(await b.page.getByText('Setting out the cards…').count(), 0);
      assert.equal(await b.page.getByRole('heading', { name: 'Pala' }).count(), 1, 'one heading, the app\'s');
      assert.deepEqual(await tagline.boundingBox(), before, 'the opening words do not move');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
