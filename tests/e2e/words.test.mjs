// The words a player reads: the hint (the move and why, the numbers behind Details)
// and the game log (one round at a time, newest line in view, words with notation).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { openPosition, positions } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

// Side by side, each in a context of its own: neither check times anything.
describe('the words, two at a time', { concurrency: 2 }, () => {
  test('the hint names the move and why in plain words, with the figures behind Details', { timeout: 120_000 }, async () => {
    const b = await open();
    try {
      const all = await positions();
      for (const table of ['pointillism-4', 'impressionism-4']) {
        await openPosition(b.page, b.origin, all[table]['mix']);
        await b.page.getByRole('button', { name: 'Hint' }).click();
        const hint = b.page.locator('.hint');
        await hint.waitFor({ timeout: 60_000 });
        const words = await hint.locator('p').first().textContent();
        assert.match(words, /^Hint: (Play|Mix|Smear|Lead|Take|Give|Win|Lose|Place|Pass|Bid)[^:]*: .+\.$/, words);
        assert.doesNotMatch(words, /\b[ROYGBP]\d\b|field|expected|[+-]\d+\.\d/, `no notation or engine figures: ${words}`);
        // Why, from the search's own playouts: how often, or how much on average, against
        // the next best move.
        assert.match(words, /(in \d+ of 10 deals, against \d+ of 10|, against [\u2212\d.]+) if you [a-z]+ .+\.$|does about as well as [a-z]+ing|only legal move/, words);
        const details = hint.getByText('Details');
        assert.equal(await hint.getByText(/Searched/).isVisible(), false, 'the figures wait behind Details');
        await details.click();
        assert.match(await hint.getByText(/Searched/).textContent(), /simulated deals.*points better than the others' average/);
      }
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('the game log shows one round at a time, newest line at the bottom in view, words beside notation; earlier rounds behind a picker', { timeout: 90_000 }, async () => {
    const b = await open({ viewport: { width: 1280, height: 800 } });
    try {
      const all = await positions();
      const record = all['pointillism-4']['mix'];
      await openPosition(b.page, b.origin, record);
      await b.page.getByText('Game log').click();
      const lines = b.page.getByRole('list', { name: /^Round \d+ moves$/ }).getByRole('listitem');
      await lines.first().waitFor();
      const picker = b.page.getByRole('combobox', { name: 'Round', exact: true });
      const options = await picker.locator('option').allTextContents();
      assert.ok(options.length >= 2, `earlier rounds to pick: ${options}`);
      assert.match(options.at(-1), /\(now\)$/);
      // The newest line: the last action of the record, in words with its notation, in view.
      const last = lines.last();
      assert.equal(await last.locator('code').textContent(), record.actions.at(-1));
      assert.ok((await last.locator('.said').textContent()).length > 10);
      const inView = await b.page.getByRole('list', { name: /^Round \d+ moves$/ }).evaluate((ol) => {
        const li = ol.lastElementChild.getBoundingClientRect();
        const box = ol.getBoundingClientRect();
        return li.bottom <= box.bottom + 1 && li.top >= box.top - 1;
      });
      assert.ok(inView, 'the newest line is scrolled into view');
      // Round 1 from the picker: its first line is the first action of the game.
      await picker.selectOption('0');
      assert.equal(await lines.first().locator('code').textContent(), record.actions[0]);
      assert.match(await lines.first().locator('.said').textContent(), /bids?/);
      await b.page.locator('.log').screenshot({ path: 'tests/artifacts/game-log-1280x800.png' });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
