// Saved games: resume after a reload mid-trick, corrupted and unknown-version saves
// reported and kept, export and import as a file, and share links.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { open, shareBrowser } from './browser.mjs';
import { moreOptions, openPosition, positions, startGame, tableMore } from './play.mjs';

// The game in the save slot is deal `seed` (the table shows a deal's number only once
// its round is over, R13).
const dealIs = (page, seed) => page.waitForFunction((s) => JSON.parse(localStorage.getItem('pala.save') ?? 'null')?.record?.seed === s, seed, { timeout: 20_000 });

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** The visible position: the hand, the trick and the prompt. */
async function position(page) {
  const hand = await page.getByRole('list', { name: 'Your hand' }).getByRole('listitem').allTextContents();
  const region = page.getByRole('region', { name: 'Trick' });
  const trick = (await region.count()) > 0 ? await region.textContent() : '';
  const prompt = await page.locator('.prompt').textContent();
  return { hand, trick, prompt };
}

// Three at a time, each in a context of its own: no check here times anything.
describe('saved games, three at a time', { concurrency: 3 }, () => {
  test('a reload mid-trick resumes the exact position', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      // Impressionism, a trick under way: the pinned position where you play last to the
      // trick, two moves before it. The AI seats make those two moves here (a tie
      // decided, a card played), and the game is saved as they do.
      const at = (await positions())['impressionism-4']['last-to-play'];
      await openPosition(b.page, b.origin, { ...at, actions: at.actions.slice(0, -2) }, { speed: 'Instant' });
      await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length >= n, at.actions.length, { timeout: 30_000 });
      await b.page.getByRole('region', { name: 'Trick' }).waitFor();
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().waitFor({ timeout: 20_000 });
      const before = await position(b.page);
      assert.ok(before.trick.length > 0, 'a trick is in progress');
      await b.page.reload();
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor({ timeout: 20_000 });
      assert.deepEqual(await position(b.page), before);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  const BAD_SAVES = [
    ['garbage', '{"format": "pala-save", "version": 1, "record": ', /not a readable Pala save; it may be damaged/],
    ['newer', '{"format": "pala-save", "version": 99, "record": {}}', /newer version of Pala \(save version 99\)/],
    ['tampered', JSON.stringify({ format: 'pala-save', version: 1, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
      record: { mode: 'pointillism', players: 3, seed: 1, first_dealer: 0, actions: ['play R9'] } }), /moves do not replay/],
  ];

  for (const [name, text, message] of BAD_SAVES) {
    test(`a ${name} save is reported in plain words, kept, and the app still works`, { timeout: 60_000 }, async () => {
      const b = await open();
      try {
        await b.page.goto(b.origin + '/');
        await b.page.evaluate((t) => localStorage.setItem('pala.save', t), text);
        await b.page.reload();
        const alert = b.page.getByRole('alert');
        await alert.waitFor({ timeout: 20_000 });
        assert.match(await alert.textContent(), message);
        assert.match(await alert.textContent(), /It is kept: export it below\./);
        // The reader's own words ("EOF while parsing ... line 1 column 48") are no
        // player's words: they wait behind Details.
        const shown = await alert.locator('p').first().textContent();
        assert.doesNotMatch(shown, /line \d+ column \d+|EOF|unknown variant|expected/, shown);
        if (name === 'garbage') {
          await alert.getByText('Details').click();
          assert.match(await alert.locator('details p').textContent(), /line 1 column/);
        }
        const href = await alert.getByRole('link', { name: 'Export the saved game' }).getAttribute('href');
        assert.equal(decodeURIComponent(href.split(',').slice(1).join(',')), text, 'the export holds the save as it was');
        assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.save.unreadable')), text);
        await b.page.getByRole('button', { name: 'Start game' }).click();
        await b.page.getByRole('list', { name: 'Your hand' }).waitFor();
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    });
  }

  test('a game exports to a file and imports back; a share link starts the same deal', { timeout: 60_000 }, async () => {
    const b = await open();
    try {
      await b.page.goto(b.origin + '/');
      await startGame(b.page, { mode: 'Pointillism', players: 5, seats: ['human', 'easy', 'easy', 'easy', 'easy'], seed: 77 });
      await b.page.getByRole('group', { name: 'Your chip bid' }).getByRole('button', { name: 'Bid null (no tricks)' }).click();
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().waitFor({ timeout: 20_000 });
      const before = await position(b.page);
      await tableMore(b.page);
      const [download] = await Promise.all([b.page.waitForEvent('download'), b.page.getByRole('button', { name: 'Export game' }).click()]);
      const path = 'tests/artifacts/exported-game.json';
      await download.saveAs(path);
      const saved = JSON.parse(await readFile(path, 'utf8'));
      assert.equal(saved.format, 'pala-save');
      assert.equal(saved.record.seed, 77);
      // A new game, then the import brings the exported one back.
      await startGame(b.page, { mode: 'Impressionism', players: 3, seats: ['human', 'easy', 'easy'], seed: 1 });
      await b.page.getByRole('button', { name: 'New game' }).click();
      // The new-game screen comes a frame after the press (the table has an Import too).
      await b.page.getByRole('form', { name: 'New game' }).waitFor();
      await b.page.getByLabel('Import game').setInputFiles(path);
      // The game on the table may be under way (the AI seats may have moved first): the
      // import asks before replacing it.
      const replace = b.page.getByRole('alertdialog', { name: 'Replace your game in progress?' });
      await Promise.race([replace.waitFor({ timeout: 5_000 }).catch(() => {}), b.page.getByRole('region', { name: 'Table' }).waitFor().catch(() => {})]);
      if (await replace.isVisible()) await replace.getByRole('button', { name: 'Start the new game' }).click();
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().waitFor({ timeout: 20_000 });
      assert.deepEqual(await position(b.page), before);
      // The deal's link (what Share copies) starts that deal: in a fresh browser at once.
      await dealIs(b.page, 77);
      const fresh = await open();
      try {
        await fresh.page.goto(fresh.origin + '/#deal=pointillism-5-77');
        await dealIs(fresh.page, 77);
        assert.equal(await fresh.page.getByRole('list', { name: 'Your hand' }).locator('[data-card]').count(), 9);
        assert.deepEqual(fresh.errors, []);
      } finally {
        await fresh.close();
      }
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('settings and statistics persist across reloads', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      await b.page.goto(b.origin + '/');
      await b.page.getByRole('radio', { name: '5 players' }).check();
      await moreOptions(b.page);
      await b.page.getByLabel('Colour-blind-safe palette').check();
      await b.page.reload();
      await b.page.getByRole('button', { name: 'Start game' }).waitFor();
      assert.ok(await b.page.getByRole('radio', { name: '5 players' }).isChecked());
      assert.ok(await b.page.getByLabel('Colour-blind-safe palette').isChecked());
      // A game with a person at the table that ends counts in the statistics: the last
      // round of a 5-player Pointillism game, reached through its save (whole games are
      // played through the UI in game.test.mjs).
      const all = await positions();
      await openPosition(b.page, b.origin, all['pointillism-5']['game-over']);
      // Play again starts the next game at once; after a reload the statistics are on
      // the new-game screen.
      await b.page.getByRole('button', { name: 'Play again' }).click();
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor({ timeout: 10_000 });
      await b.page.reload();
      await b.page.getByRole('button', { name: 'New game' }).click();
      const stats = b.page.getByRole('table', { name: 'Your games' });
      await stats.waitFor({ timeout: 10_000 });
      assert.match(await stats.textContent(), /Pointillism, 5 players\s*1/);
    } finally {
      await b.close();
    }
  });
  test('a set-aside save that reads now: Resume it plays it, and its kept copy goes (the next one moves up)', { timeout: 60_000 }, async () => {
    const b = await open();
    try {
      const record = (await positions())['pointillism-4']['mix'];
      const seats = Array.from({ length: record.players }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'ai', level: 'Easy' }));
      const readable = JSON.stringify({ format: 'pala-save', version: 1, record, seats, revision: 3 });
      await b.page.goto(b.origin + '/__tests__/blank.html');
      await b.page.evaluate(([first]) => {
        localStorage.clear();
        localStorage.setItem('pala.save.unreadable', first);
        localStorage.setItem('pala.save.unreadable.2', '{"format": "pala-save", damaged');
      }, [readable]);
      await b.page.goto(b.origin + '/');
      const kept = b.page.locator('.kept-saves');
      await kept.waitFor({ timeout: 20_000 });
      await kept.getByRole('button', { name: 'Resume it' }).click();
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor({ timeout: 20_000 });
      // The resumed copy is gone; the damaged one moved up, and is still offered.
      await b.page.waitForFunction(() => localStorage.getItem('pala.save.unreadable.2') === null);
      assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.save.unreadable')), '{"format": "pala-save", damaged');
      await b.page.reload();
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor({ timeout: 20_000 });
      await kept.waitFor({ timeout: 20_000 });
      assert.equal(await kept.getByRole('button', { name: 'Resume it' }).count(), 0, 'the resumed save is not offered again');
      assert.equal(await kept.locator('.kept').count(), 1);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
