// Whole rounds through the UI alone, apart from the whole game (game.test.mjs, which
// counts main-thread tasks and so runs alone): 3-player Impressionism on a phone by
// keyboard, then the next round by keyboard; a 5-player round from the list of legal
// moves; and pass-and-play, where each hand waits for its owner.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { countedUp, playToEnd, startGame } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

// Side by side, each in a context of its own: neither times anything.
describe('the other games, side by side', { concurrency: 2 }, () => {
  test('Impressionism, 3 players, on a phone, by keyboard: a whole round, then the next round by keyboard too', { timeout: 180_000 }, async () => {
    const b = await open({ viewport: { width: 360, height: 740 } });
    try {
      await b.page.goto(b.origin + '/');
      await b.page.screenshot({ path: 'tests/artifacts/phone-setup.png', fullPage: true });
      await startGame(b.page, { mode: 'Impressionism', players: 3, seats: ['human', 'medium', 'easy'], seed: 5, dealer: 0 });
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor();
      await b.page.screenshot({ path: 'tests/artifacts/phone-impressionism-table.png', fullPage: true });
      // One round of 14 cards each (a whole game is the first test's: play is its point).
      const actions = await playToEnd(b.page, { keyboard: true, pass: true, stopAtRoundEnd: true });
      assert.ok(actions > 5, `the person played the round by keyboard (${actions} moves)`);
      await countedUp(b.page);
      await b.page.screenshot({ path: 'tests/artifacts/phone-impressionism-scores.png', fullPage: true });
      // The next round, by keyboard as well: focus on Next round, Enter, and a new hand
      // of 14 cards whose first move is the person's or an AI seat's.
      const next = b.page.getByRole('button', { name: 'Next round' });
      await next.focus();
      await b.page.keyboard.press('Enter');
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button').nth(13).waitFor();
      assert.equal(await next.count(), 0, 'the round-end screen is gone');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('Impressionism, 5 players, and Pointillism, 3 players, pass-and-play', { timeout: 180_000 }, async () => {
    const b = await open();
    try {
      await b.page.goto(b.origin + '/');
      await startGame(b.page, { mode: 'Impressionism', players: 5, seats: ['human', 'easy', 'easy', 'easy', 'easy'], seed: 3, dealer: 0 });
      // One whole round at five seats from the list of legal moves; whole games are played
      // by the tests above (a 5-seat game on a busy machine took over two minutes).
      const moves = await playToEnd(b.page, { list: true, choose: (names) => names.length - 1, stopAtRoundEnd: true });
      // Nine cards each at five seats; forced moves play themselves, so fewer choices remain.
      assert.ok(moves >= 5 && moves <= 10, `the person chose their moves through the round (${moves} made)`);
      await b.page.getByRole('button', { name: 'Next round' }).waitFor();
      // Two people share the device: each hand stays hidden until its owner is ready.
      await startGame(b.page, { mode: 'Pointillism', players: 3, seats: ['human', 'human', 'easy'], seed: 4, dealer: 0 });
      const ready = b.page.getByRole('button', { name: /show my hand/ });
      await ready.waitFor();
      assert.equal(await b.page.getByRole('list', { name: 'Your hand' }).count(), 0, 'no hand shows before its owner is ready');
      await ready.click();
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor();
      await b.page.getByRole('group', { name: 'Your chip bid' }).getByRole('button', { name: 'Bid null (no tricks)' }).click();
      await ready.waitFor();
      assert.equal(await b.page.getByRole('list', { name: 'Your hand' }).count(), 0, 'the next player sees no hand yet');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
