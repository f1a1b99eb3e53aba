// The words a player reads: the hint (the move and why, the numbers behind Details)
// and the game log (one round at a time, newest line in view, words with notation).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { openPosition, positions, settle } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** Whether `locator`'s box lies wholly inside the page's viewport. */
async function inView(page, locator) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  // Within a pixel: a box scrolled to the bottom edge ends on a fraction of one.
  return Boolean(box) && box.x >= -1 && box.y >= -1 && box.x + box.width <= width + 1 && box.y + box.height <= height + 1;
}

describe('a hint you can see, two sizes at a time', { concurrency: 2 }, () => {
  for (const [w, h] of [[1280, 800], [1920, 1080], [2560, 1440], [390, 844]]) {
    test(`${w}x${h}: while Master thinks the button's place says so; its answer shows by the button, in view, and the move's cards are marked in the hand until the move is made`, { timeout: 90_000 }, async () => {
      const b = await open({ viewport: { width: w, height: h } });
      try {
        const all = await positions();
        await openPosition(b.page, b.origin, all['impressionism-4']['mix']);
        const button = b.page.getByRole('button', { name: 'Hint' });
        await button.scrollIntoViewIfNeeded();
        await button.click();
        await b.page.locator('.hint.thinking').or(b.page.locator('.hint:not(.thinking)')).first().waitFor({ timeout: 5_000 });
        const hint = b.page.locator('.hint:not(.thinking)');
        await hint.waitFor({ timeout: 60_000 });
        const words = await hint.locator('p').first().textContent();
        assert.ok(await inView(b.page, hint), `the hint is in view at ${w}x${h}: ${JSON.stringify(await hint.boundingBox())}`);
        // The cards of the move named, each marked once, seen ("Hint") and heard.
        const marked = b.page.getByRole('list', { name: 'Your hand' }).locator('button.card.hinted');
        const names = (await marked.evaluateAll((els) => els.map((e) => e.querySelector('.sr-only').textContent)));
        assert.ok(names.length >= 1 && names.length <= 2, `one or two cards marked: ${names}`);
        for (const name of names) {
          assert.match(name, /, the hint's card$/);
          const card = name.replace(/, the hint's card$/, '');
          assert.ok(words.includes(card), `the marked ${card} is in the hint's move: ${words}`);
        }
        assert.equal(await marked.first().locator('.hint-mark').textContent(), 'Hint');
        assert.ok(await inView(b.page, marked.first().locator('.hint-mark')), 'the mark is on screen');
        await b.page.screenshot({ path: `tests/artifacts/hint-${w}x${h}.png` });
        // Made, the move takes the hint and its marks away (a mix: both cards tapped).
        for (let i = 0; i < names.length; i++) await b.page.locator('.hand button.card.hinted:not(.picked)').first().click();
        await b.page.locator('.hand button.card.hinted').first().waitFor({ state: 'detached', timeout: 10_000 });
        assert.equal(await b.page.locator('.hint:not(.thinking)').count(), 0, 'the hint is gone after the move');
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    });
  }
});

describe('the hint marks chips, a bid board space or Pass', { concurrency: 2 }, () => {
  for (const table of ['pointillism-4', 'impressionism-4']) {
    test(`${table}, bidding: the hint's move is marked on the table, seen and heard, until the bid is made`, { timeout: 90_000 }, async () => {
      const b = await open({ viewport: { width: 1280, height: 800 } });
      try {
        const all = await positions();
        await openPosition(b.page, b.origin, all[table].bidding);
        await b.page.getByRole('button', { name: 'Hint' }).click();
        const hint = b.page.locator('.hint:not(.thinking)');
        await hint.waitFor({ timeout: 60_000 });
        const words = (await hint.locator('p').first().textContent()).replace(/^Hint: /, '');
        // The move before the colon ("Bid Orange, Yellow and Green"), less what it keeps
        // ("Place Purple 8 on Cancel, keeping Orange 2", "Pass, keeping Orange 9").
        const move = words.split(':')[0].replace(/, keeping .*$/, '');
        const marks = b.page.locator('.hinted');
        const heard = await marks.evaluateAll((els) => els.map((e) => e.textContent));
        if (table.startsWith('pointillism')) {
          // "Bid Blue and Purple": those chips and no other; "Bid null": the null chip.
          const chips = b.page.getByRole('group', { name: 'Your chip bid' }).locator('button.chip.hinted');
          const named = await chips.evaluateAll((els) => els.map((e) => e.querySelector('.sr-only').textContent));
          assert.ok(named.length >= 1, `a chip is marked for "${move}"`);
          assert.equal(named.length, await marks.count(), `only chips are marked: ${heard}`);
          if (/null/.test(move)) assert.deepEqual(named, ["Bid null (no tricks), the hint's bid"]);
          else {
            for (const name of named) assert.match(name, /, in the hint's bid$/);
            const colours = [...move.matchAll(/Red|Orange|Yellow|Green|Blue|Purple/g)].map((m) => m[0]);
            assert.deepEqual(named.map((n) => n.split(' ')[0]).sort(), colours.sort(), `the chips of "${move}": ${named}`);
          }
          await settle(b.page);
          await b.page.screenshot({ path: 'tests/artifacts/hint-chips-1280x800.png' });
          for (const chip of await chips.all()) if (!/null/.test(move)) await chip.click();
          await b.page.getByRole('button', { name: /^Bid (null|[A-Z])/ }).last().click();
        } else if (move === 'Pass') {
          const pass = b.page.getByRole('button', { name: "Pass, the hint's move" });
          await pass.waitFor();
          assert.equal(await marks.count(), 1, `only Pass is marked: ${heard}`);
          await pass.click();
        } else {
          // "Place Purple 8 on Cancel": that card in the hand and that space on the board.
          const [, card, space] = move.match(/^Place (\w+ \d) on (.+)$/);
          const spaces = b.page.getByRole('region', { name: 'Bid board' }).locator('.space-box.hinted');
          assert.equal(await spaces.count(), 1, `one space marked for "${move}"`);
          assert.equal(await spaces.locator('.space-name').textContent(), space);
          assert.equal(await spaces.locator('.hint-mark').textContent(), 'Hint');
          await settle(b.page);
          await b.page.screenshot({ path: 'tests/artifacts/hint-space-1280x800.png' });
          await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { name: `${card}, the hint's card` }).click();
          await spaces.getByRole('button', { name: /, the hint's space$/ }).click();
        }
        await marks.first().waitFor({ state: 'detached', timeout: 10_000 });
        assert.equal(await b.page.locator('.hint:not(.thinking)').count(), 0, 'the hint is gone after the move');
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    });
  }
});

// Side by side, each in a context of its own: neither check times anything.
describe('the words, two at a time', { concurrency: 2 }, () => {
  test('the hint names the move and why in plain words, with the figures behind Details', { timeout: 120_000 }, async () => {
    const b = await open();
    try {
      const all = await positions();
      for (const table of ['pointillism-4', 'impressionism-4']) {
        await openPosition(b.page, b.origin, all[table]['mix']);
        await b.page.getByRole('button', { name: 'Hint' }).click();
        const hint = b.page.locator('.hint:not(.thinking)');
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
        assert.match(await hint.getByText(/Searched/).textContent(), /simulated deals.*points better than the other players' average/);
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
