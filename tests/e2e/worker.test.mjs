// The AI worker can fail: a worker that never answers, one that answers only after a
// restart, and one that traps. The table never hangs: a request past its deadline goes
// to a fresh worker, and if that fails too the seat is played by rule of thumb on the
// page, with a visible notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { openPosition, playOneCard, positions } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** Opens a position with the worker acting out `fault`, plays one card, and waits for the AI seats to answer. */
async function afterFault(fault) {
  const b = await open();
  await b.context.addInitScript(([f]) => {
    localStorage.setItem('pala.test.worker-fault', f);
    localStorage.setItem('pala.test.worker-deadline', '1200');
  }, [fault]);
  const all = await positions();
  const record = all['pointillism-4']['mix'];
  await openPosition(b.page, b.origin, record, { speed: 'Instant' });
  await playOneCard(b.page);
  // The AI seats after you move (through the fault), and the turn comes back to you.
  await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length >= n + 2, record.actions.length, { timeout: 60_000 });
  return b;
}

for (const fault of ['silent', 'trap']) {
  test(`a worker that ${fault === 'silent' ? 'never answers' : 'traps'}: the seat is played by rule of thumb and the table says so`, { timeout: 90_000 }, async () => {
    const b = await afterFault(fault);
    try {
      // A worker that never answers misses its deadline; one that traps is known at once
      // by its error.
      const notice = b.page.locator('.ai-trouble');
      await notice.waitFor({ timeout: 10_000 });
      const why = fault === 'silent' ? 'The AI did not answer in time\\.' : 'The AI stopped with an error\\.';
      assert.match(await notice.textContent(), new RegExp(`^${why} Apprentice \\d played by rule of thumb this move\\.$`));
      // Play goes on: the hand is playable again or the trick moved on.
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor();
      // A trap shows up as a worker error, not as a page error.
      assert.deepEqual(b.errors.filter((e) => !/trap acted out|unreachable|RuntimeError/.test(e)), []);
    } finally {
      await b.close();
    }
  });
}

test('a worker that loses one reply: a fresh worker answers and nothing is said', { timeout: 90_000 }, async () => {
  const b = await afterFault('silent-once');
  try {
    assert.equal(await b.page.locator('.ai-trouble').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
