// Master on every core where that buys strength (3- and 5-player Impressionism): on a
// device with four cores the page runs three AI workers there,
// each searching its share of Master's decision, and the first merges them. The test
// machine may have fewer cores; the page is told it has four.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser, workerFiles } from './browser.mjs';
import { openPosition, playOneCard, positions } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

test('Master searches on several workers at once and plays on', { timeout: 120_000 }, async () => {
  const b = await open();
  await b.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 4 }));
  try {
    const all = await positions();
    const record = all['impressionism-5']['mix'];
    await openPosition(b.page, b.origin, record, { level: 'hard', speed: 'Instant' });
    // The hint is Master's: its figures say how many workers searched.
    await b.page.getByRole('button', { name: 'Hint' }).click();
    const hint = b.page.locator('.hint:not(.thinking)');
    await hint.waitFor({ timeout: 60_000 });
    await hint.getByText('Details').click();
    // Three shares of Master's 10,000 iterations, merged.
    assert.match(await hint.getByText(/Searched/).textContent(), /^Searched \d+ simulated deals of the hidden cards on 3 workers;/);
    // gloo-worker starts each worker from a blob: URL; the page runs no other workers.
    const aiWorkers = () => b.page.workers();
    assert.equal(aiWorkers().length, 3, `AI workers: ${b.page.workers().map((w) => w.url())}`);
    // Master's seats decide on the three workers too, and the turn comes back.
    await playOneCard(b.page);
    await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length >= n + 2, record.actions.length, { timeout: 60_000 });
    assert.equal(aiWorkers().length, 3);
    assert.equal(await b.page.locator('.ai-trouble').count(), 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

for (const [fault, script, wait, why] of [
  ['trapping', `postMessage('pala-ready'); onmessage = () => { throw new Error('a trap'); };`, 0, /^The AI stopped with an error; Pala tries the AI again within a minute\. (Camille|Berthe|Claude|Mary|Vincent) played by rule of thumb this move\.$/],
  ['silent', `postMessage('pala-ready');`, 20_000, /^The AI did not answer in time; Pala tries the AI again within a minute\. (Camille|Berthe|Claude|Mary|Vincent) played by rule of thumb this move\.$/],
]) {
  test(`Master on three workers, each ${fault}: one wait at most, then the seat is played by rule of thumb, and the table says so`, { timeout: 120_000 }, async () => {
    const w = await workerFiles();
    const b = await open({ extra: { [w.script]: { body: script, type: 'text/javascript' } }, serviceWorkers: 'block' });
    await b.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 4 }));
    await b.context.clock.install();
    try {
      const record = (await positions())['impressionism-5']['mix'];
      await openPosition(b.page, b.origin, record, { level: 'hard', speed: 'Instant' });
      await playOneCard(b.page);
      if (wait) {
        // The three workers asked their shares: the deadline is run forward once.
        for (let i = 0; i < 800 && b.page.workers().length < 3; i++) await new Promise((ok) => setTimeout(ok, 25));
        // Each has run its script (said it is ready), and the page has had a task to
        // hear it, before the deadline runs: on a busy machine a worker not yet heard
        // from would be one that "could not start", another fault.
        await Promise.all(b.page.workers().map((w) => w.evaluate(() => true)));
        await b.page.evaluate(() => new Promise((heard) => { const c = new MessageChannel(); c.port1.onmessage = () => heard(); c.port2.postMessage(0); }));
        await b.page.clock.fastForward(wait);
      }
      // The AI seats all move, with no second wait.
      await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length >= n + 2, record.actions.length, { timeout: 15_000 });
      const notice = b.page.locator('.ai-trouble');
      await notice.first().waitFor({ timeout: 5_000 });
      assert.match(await notice.first().textContent(), why);
      assert.deepEqual(b.errors.filter((e) => !/a trap/.test(e)), []);
    } finally {
      await b.close();
    }
  });
}

test('Where more workers buy no strength (4-player Impressionism), Master searches on one, however many cores', { timeout: 120_000 }, async () => {
  const b = await open();
  await b.context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 4 }));
  try {
    const record = (await positions())['impressionism-4']['mix'];
    await openPosition(b.page, b.origin, record, { level: 'hard', speed: 'Instant' });
    await b.page.getByRole('button', { name: 'Hint' }).click();
    const hint = b.page.locator('.hint:not(.thinking)');
    await hint.waitFor({ timeout: 60_000 });
    await hint.getByText('Details').click();
    const details = await hint.getByText(/Searched/).textContent();
    assert.match(details, /^Searched \d+ simulated deals of the hidden cards;/, details);
    assert.equal(b.page.workers().length, 1, `AI workers: ${b.page.workers().map((w) => w.url())}`);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
