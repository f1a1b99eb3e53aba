// The coach's review of a round: "Review my round" under a finished round's scores
// opens the review in a frame; Master judges each decision in the AI worker, with a
// progress bar and Cancel; the same round gives the same review; the search stays off
// the main thread while it runs; a 4-player round takes at most 10 s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOffMainThread, open, shareBrowser, workerFiles } from './browser.mjs';
import { openPosition, positions, settle } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** The finished review's words: the summary and each moment, in order. */
async function reviewText(frame) {
  await frame.locator('.review-summary').waitFor({ timeout: 30_000 });
  return frame.locator('.review-result').innerText();
}

test('review my round: progress, cancel, the same review again, within budget, off the main thread', { timeout: 180_000 }, async () => {
  // No service worker: each worker the review starts comes from the server, so a
  // silent one can be served in place of the build's for a while (below).
  const extra = {};
  const w = await workerFiles();
  const b = await open({ viewport: { width: 1280, height: 800 }, extra, serviceWorkers: 'block' });
  try {
    const all = await positions();
    await openPosition(b.page, b.origin, all['impressionism-4']['round-end'], { speed: 'Instant' });
    await settle(b.page);
    await b.page.getByRole('button', { name: 'Review my round' }).click();
    const frame = b.page.frameLocator('iframe.coach-frame');
    const first = await reviewText(frame);
    const millis = Number(await frame.locator('section.review').getAttribute('data-review-millis'));
    console.log(`  review of a 4-player Impressionism round (11 decisions) in headless Chromium: ${millis} ms (budget 10000 ms)`);
    assert.ok(millis > 0 && millis <= 10_000, `the review took ${millis} ms`);
    assert.match(first, /^\d+ costly moments? in your 11 decisions: Master's moves? would have been [\d.]+ points better( in all)?\.|^No costly moments in your 11 decisions/);
    // Each moment shows the hand, the move played and Master's move, largest gap first.
    const stakes = await frame.locator('.moment-head').evaluateAll((hs) => hs.map((h) => Number(h.textContent.match(/: ([\d.]+) points worse/)[1])));
    assert.ok(stakes.length > 0);
    assert.deepEqual(stakes, [...stakes].sort((x, y) => y - x), 'the largest gap first');
    // "In play order" lists the same moments as they were played (bidding, then tricks).
    const order = frame.getByRole('button', { name: 'In play order' });
    await order.click();
    assert.equal(await order.getAttribute('aria-pressed'), 'true');
    const played = await frame.locator('.moment-head strong').allInnerTexts();
    const rank = (w) => (w === 'Bidding' ? 0 : Number(w.replace('Trick ', '')));
    assert.deepEqual(played.map(rank), [...played.map(rank)].sort((x, y) => x - y), `in play order: ${played.join(', ')}`);
    assert.equal(played.length, stakes.length);
    await order.click();
    assert.equal(await frame.locator('.moment .mini-hand').count(), stakes.length);
    // The costliest moment's reason compares Master's move with the one played, from the
    // playouts of both.
    assert.match(await frame.locator('.moment .master').first().innerText(),
      /^Master: [A-Z][^:]*: .+(in \d+ of 10 deals, against \d+ of 10|, against [\u2212\d.]+|about as well as your move, [a-z]+ing) .*\.$/);
    assert.match(await frame.locator('.moment .played').first().innerText(), /^You: [A-Z].*\.$/);
    // The cards of the move played are marked in the hand (outlined), and Master's (lit);
    // a pass has none.
    assert.ok(await frame.locator('.moment .mini-hand .card.told').count() >= 1);
    assert.ok(await frame.locator('.moment .mini-hand .card.lit').count() >= 1);
    // The frame is as tall as the review: nothing is cut off or scrolls on its own.
    const [frameBox, inner] = [await b.page.locator('iframe.coach-frame').boundingBox(), await frame.locator('html').evaluate((h) => h.scrollHeight)];
    assert.ok(Math.abs(frameBox.height - inner) <= 2, `frame ${frameBox.height} px, review ${inner} px`);
    await b.page.locator('iframe.coach-frame').screenshot({ path: 'tests/artifacts/review-1280x800.png' });

    // Cancel stops it; reviewing again gives the same review, and the page stays free
    // while the worker judges.
    // (A worker that does not answer holds the review in progress, so Cancel is sure
    // to come first.)
    await b.page.getByRole('button', { name: 'Close the review' }).click();
    extra[w.script] = { body: "postMessage('pala-ready');", type: 'text/javascript' };
    await b.page.getByRole('button', { name: 'Review my round' }).click();
    await frame.getByText('Master is reviewing decision 1 of 11').waitFor();
    await frame.getByRole('button', { name: 'Cancel review' }).click();
    await frame.getByText('Review cancelled.').waitFor();
    assert.equal(await frame.locator('.review-result').count(), 0);
    // Long tasks are counted in the table's page and in the frame's.
    const watch = () => {
      window.longTasks = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(Math.round(e.duration)); }).observe({ type: 'longtask' });
    };
    await frame.locator('html').evaluate(watch);
    await b.page.evaluate(watch);
    delete extra[w.script];
    await frame.getByRole('button', { name: 'Review again' }).click();
    await frame.locator('progress').waitFor();
    const again = await reviewText(frame);
    assert.equal(again, first, 'the same round and seed give the same review');
    const long = [...await frame.locator('html').evaluate(() => window.longTasks), ...await b.page.evaluate(() => window.longTasks)];
    assertOffMainThread(long, 'while Master reviews 11 decisions');
  } finally {
    await b.close();
  }
});

test('review, 390x844, and pass-and-play: one review for each human seat', { timeout: 120_000 }, async () => {
  const b = await open({ viewport: { width: 390, height: 844 } });
  try {
    const all = await positions();
    const record = all['pointillism-4']['round-end'];
    await openPosition(b.page, b.origin, record, { speed: 'Instant' });
    // Seats 0 and 2 are people passing the device.
    await b.page.evaluate(() => {
      const save = JSON.parse(localStorage.getItem('pala.save'));
      save.seats[2] = { kind: 'human' };
      localStorage.setItem('pala.save', JSON.stringify(save));
    });
    await b.page.reload();
    await b.page.getByRole('region', { name: 'Table' }).waitFor();
    await settle(b.page);
    const buttons = await b.page.locator('.coach button').allInnerTexts();
    assert.deepEqual(buttons, ['Review Player 1\'s round', 'Review Player 3\'s round']);
    await b.page.getByRole('button', { name: 'Review Player 3\'s round' }).click();
    const frame = b.page.frameLocator('iframe.coach-frame');
    await reviewText(frame);
    assert.equal(await frame.locator('h2').innerText(), 'Coach: Player 3\'s decisions in round 1 (Pointillism)');
    const width = await frame.locator('html').evaluate((h) => h.scrollWidth);
    assert.ok(width <= 390, `the review fits the phone's width (${width} px)`);
    await b.page.locator('iframe.coach-frame').screenshot({ path: 'tests/artifacts/review-390x844.png' });
  } finally {
    await b.close();
  }
});
