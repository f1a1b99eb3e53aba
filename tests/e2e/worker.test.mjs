// An AI worker is trusted only while it keeps the protocol. Each test serves a worker
// that breaks it in one way, in place of the build's own (the page cannot tell: it is
// the script the page names), and plays one card: the AI seat after you waits at most
// once (a deadline or the start-up limit, run forward on the page's clock instead of
// waited out), then is played by rule of thumb with a notice that says why, and every
// AI seat after it moves at once, with no second wait. A minute later a fresh worker is
// tried.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser, workerFiles } from './browser.mjs';
import { openPosition, playOneCard, positions } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** The page's limits (src/worker/client.rs): a decision's deadline, a worker's start-up. */
const DEADLINE_MS = 20_000;
const STARTUP_MS = 15_000;

/** A worker that says it is ready, then answers every request with `reply(posted)`. */
const answering = (reply) => `postMessage('pala-ready');
onmessage = (e) => { const posted = JSON.parse(e.data); postMessage(${reply}); };`;

const WHY = {
  noAnswer: /^The AI did not answer in time; Pala tries the AI again within a minute\. (Camille|Berthe|Claude|Mary|Vincent) played by rule of thumb this move\.$/,
  cannotStart: /^The AI could not start; Pala tries the AI again within a minute\. (Camille|Berthe|Claude|Mary|Vincent) played by rule of thumb this move\.$/,
  garbled: /^The AI's answer could not be read; Pala tries the AI again within a minute\. (Camille|Berthe|Claude|Mary|Vincent) played by rule of thumb this move\.$/,
  illegal: /^The AI chose a move the rules do not allow; Pala tries the AI again within a minute\. (Camille|Berthe|Claude|Mary|Vincent) played by rule of thumb this move\.$/,
  stopped: /^The AI stopped with an error; Pala tries the AI again within a minute\. (Camille|Berthe|Claude|Mary|Vincent) played by rule of thumb this move\.$/,
};

// [name, worker script, the one wait (ms) or 0, the notice]
const FAULTS = [
  // Silent to the page; it only notes that it was asked (the page asks once it has read
  // the worker's "ready"), so the test runs the clock past the decision's deadline and
  // not past the start-up limit.
  ['says it is ready, then is silent', `postMessage('pala-ready'); onmessage = () => { self.asked = true; };`, DEADLINE_MS, WHY.noAnswer],
  ['never says it is ready', `// nothing`, STARTUP_MS, WHY.cannotStart],
  ['answers garbage', answering(`'}{ not a reply'`), 0, WHY.garbled],
  ['answers something that is not text', `postMessage('pala-ready'); onmessage = () => postMessage({ move: 42 });`, 0, WHY.garbled],
  ['answers under another ticket', answering(`JSON.stringify({ ticket: posted.ticket + 7, reply: { decision: ['pass', null, null] } })`), 0, WHY.garbled],
  ['answers a reply of another kind', answering(`JSON.stringify({ ticket: posted.ticket, reply: { share: {} } })`), 0, WHY.garbled],
  // A pass while the cards are played: a move in the notation that the rules forbid.
  ['answers an illegal move', answering(`JSON.stringify({ ticket: posted.ticket, reply: { decision: ['pass', null, null] } })`), 0, WHY.illegal],
  ['traps', `postMessage('pala-ready'); onmessage = () => { throw new Error('a trap'); };`, 0, WHY.stopped],
];

const savedMoves = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('pala.save')).record.actions.length);

for (const [fault, script, wait, why] of FAULTS) {
  test(`a worker that ${fault}: at most one wait, then rule of thumb at once, said; a fresh worker a minute later`, { timeout: 90_000 }, async () => {
    const w = await workerFiles();
    // No service worker: every worker starts from the server, which serves this one.
    const b = await open({ extra: { [w.script]: { body: script, type: 'text/javascript' } }, serviceWorkers: 'block' });
    try {
      const started = [];
      const workers = [];
      b.page.on('worker', (worker) => { started.push(worker.url()); workers.push(worker); });
      // The page's clock runs as usual, and is run forward past the one wait.
      await b.context.clock.install();
      const record = (await positions())['pointillism-4']['mix'];
      await openPosition(b.page, b.origin, record, { speed: 'Instant' });
      const before = await savedMoves(b.page);
      await playOneCard(b.page);
      const notice = b.page.locator('.ai-trouble');
      if (wait) {
        // The AI seat after you asks its worker and waits: nothing moves meanwhile.
        await new Promise((ok) => { const poll = () => (started.length ? ok() : setTimeout(poll, 20)); poll(); });
        // A worker that said it was ready: the page has read that, and asked it, before the
        // clock runs (on a busy machine the ready could otherwise arrive after it).
        if (wait === DEADLINE_MS) {
          const asked = () => workers[0].evaluate(() => self.asked === true).catch(() => false);
          await new Promise((ok) => { const poll = async () => ((await asked()) ? ok() : setTimeout(poll, 20)); poll(); });
        }
        assert.equal(await notice.count(), 0, 'no notice before the wait is over');
        await b.page.clock.fastForward(wait);
      }
      const t0 = Date.now();
      await notice.waitFor({ timeout: 5_000 });
      const after = Date.now() - t0;
      assert.match(await notice.textContent(), why);
      // Every AI seat has moved, with no second wait (the clock is not run forward again):
      // the turn is yours once more.
      await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length >= n + 4, before, { timeout: 10_000 });
      const allMoved = Date.now() - t0;
      console.log(`  ${fault}: the AI seat moved ${after} ms after ${wait ? `the ${wait / 1000} s wait` : 'the worker broke the protocol'}, all three in ${allMoved} ms; workers started: ${started.length}`);
      assert.ok(after <= 1_000, `the AI seat moved ${after} ms after the wait, not within a second`);
      assert.equal(started.length, 1, 'one worker, not a fresh one for each seat');
      assert.ok(started[0].endsWith(w.script), `the page's own worker: ${started[0]}`);
      // A minute later, a fresh worker is tried (and this one fails the same way).
      await b.page.clock.fastForward(61_000);
      const again = await savedMoves(b.page);
      await playOneCard(b.page);
      if (wait) {
        await new Promise((ok) => { const poll = () => (started.length > 1 ? ok() : setTimeout(poll, 20)); poll(); });
        await b.page.clock.fastForward(wait);
      }
      await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length >= n + 4, again, { timeout: 10_000 });
      assert.equal(started.length, 2, 'a fresh worker was tried after the minute');
      // A trap is the worker's own error, not the page's.
      assert.deepEqual(b.errors.filter((e) => !/a trap/.test(e)), []);
    } finally {
      await b.close();
    }
  });
}
