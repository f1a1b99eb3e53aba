// The deal of the day (issue 48): the same deal everywhere on one UTC day, whatever
// the device's time zone; a round played to its end, then Master's round in the same
// seat (its progress shown, the CPU 4x slower), the difference, a share text that names
// no card, copied with one press; the day in the book (the streak, the calendar, and a
// replay said to be practice).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser, workerFiles } from './browser.mjs';
import { playToEnd } from './play.mjs';

shareBrowser();

// Tuesday 1 December 2026 (UTC), day 335: 3-player Pointillism.
const DAY = 335;
// Two devices on that UTC day whose own calendars disagree: Kiritimati (UTC+14) is
// already on Wednesday 2 December, Los Angeles (UTC-8) still on Tuesday 1 December.
const CLOCKS = [
  { timezoneId: 'Pacific/Kiritimati', at: '2026-12-01T11:00:00Z', local: 'Wed' },
  { timezoneId: 'America/Los_Angeles', at: '2026-12-01T20:00:00Z', local: 'Tue' },
];
// Forced moves are not played for the player: the test makes each move itself (an
// automatic one could land under its click).
const SETTINGS = JSON.stringify({
  mode: 'pointillism', players: 4, seats: [{ kind: 'human' }, { kind: 'ai', level: 'Medium' }, { kind: 'ai', level: 'Medium' }, { kind: 'ai', level: 'Medium' }],
  first_dealer: null, speed: 'Instant', seed: null, colorblind: false, auto_forced: false, wait_after_trick: false, sound: false,
});

/** A device at `clock`, on the new-game screen with quick settings. */
async function device(clock) {
  const b = await open({ timezoneId: clock.timezoneId });
  await b.context.clock.setFixedTime(new Date(clock.at));
  await b.page.goto(b.origin + '/__tests__/blank.html');
  await b.page.evaluate((s) => { localStorage.clear(); localStorage.setItem('pala.settings', s); }, SETTINGS);
  await b.page.goto(b.origin + '/');
  await b.page.getByRole('region', { name: 'Deal of the day' }).waitFor({ timeout: 30_000 });
  assert.equal(await b.page.evaluate(() => new Date().toString().slice(0, 3)), clock.local, 'the device keeps its own calendar');
  return b;
}

const hand = (page) => page.getByRole('list', { name: 'Your hand' }).locator('[data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card));

describe('the deal of the day', () => {
  test('One deal for everyone on a UTC day; played to its end it is set against Master\'s round in the same seat, shared without a card, and kept in the book', { timeout: 240_000 }, async () => {
    const [a, b] = await Promise.all(CLOCKS.map(device));
    try {
      const card = (d) => d.page.getByRole('region', { name: 'Deal of the day' });
      for (const d of [a, b]) {
        assert.match(await card(d).getByRole('heading').textContent(), new RegExp(`^Deal of the day ${DAY}: Pointillism, 3 players$`));
        assert.match(await card(d).textContent(), /Tuesday 1 December 2026/);
        await card(d).getByRole('button', { name: "Play today's deal" }).click();
        await d.page.getByRole('region', { name: 'Table' }).waitFor();
      }
      const dealt = await hand(a.page);
      assert.deepEqual(dealt, await hand(b.page), 'the same deal on both devices');
      assert.equal((await hand(a.page)).length, 14, 'three players hold 14 cards each');
      await b.close();
      const page = a.page;
      // The player against Master's score: no hint, no take-back, and it says why.
      await page.getByText(/^Deal of the day: your score will be set against Master's on the same cards, so no hints, no coach and no take-backs\.$/).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Hint' }).isVisible(), false);
      assert.equal(await page.getByRole('button', { name: 'Take back' }).count(), 0);
      await playToEnd(page, { list: true });
      // Master's round in the frame under the scores, on a CPU 4x slower: its progress
      // shows while it plays, and the time it took is printed.
      const cdp = await a.context.newCDPSession(page);
      const frame = page.frameLocator('iframe.daily-frame');
      const progress = frame.getByRole('progressbar', { name: "Master's round" });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await progress.waitFor({ timeout: 60_000 }).catch(() => {});
      const sawProgress = await progress.isVisible().catch(() => false);
      const against = frame.locator('.against');
      await against.waitFor({ timeout: 120_000 });
      const took = Date.now() - started;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      console.log(`Master's duplicate round, CPU 4x slower: ${(took / 1000).toFixed(1)} s from the frame's load (progress seen: ${sawProgress})`);
      assert.ok(sawProgress || took < 30_000, `no progress shown and ${took} ms`);
      const you = Number(await against.getAttribute('data-you'));
      const master = Number(await against.getAttribute('data-master'));
      // The scores table's own figure for "You" is the one set against Master's.
      const words = await against.textContent();
      const gain = you - master; // Pointillism: more is better.
      const points = `${Math.abs(gain)} point${Math.abs(gain) === 1 ? '' : 's'}`;
      const beat = gain === 0 ? 'you drew with Master' : gain > 0 ? `you beat Master by ${points}` : `Master beat you by ${points}`;
      assert.ok(words.endsWith(`More points are better in Pointillism: ${beat}.`), words);
      const share = await frame.getByLabel('Your result to share').textContent();
      assert.ok(share.startsWith(`Pala, deal of the day ${DAY} (Pointillism, 3 players)\n`), share);
      const beatMe = gain === 0 ? 'I drew with Master' : gain > 0 ? `I beat Master by ${Math.abs(gain)}` : `Master beat me by ${Math.abs(gain)}`;
      assert.ok(share.includes(` (more is better): ${beatMe}\nTricks won `), share);
      assert.doesNotMatch(share, /Red|Orange|Yellow|Green|Blue|Purple|\b[ROYGBP][1-9]\b/, 'no card in the shared text');
      await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: a.origin });
      await frame.getByRole('button', { name: 'Copy result' }).click();
      await frame.getByText('Copied: paste it anywhere.').waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), share);
      // Where the two rounds parted, and every move side by side.
      assert.match(await frame.locator('p.parted').textContent(), /^(You and Master first differed|You made every move|Your moves and Master's were the same)/);
      // Play again under the day's scores: the day's deal again, as practice.
      await page.getByRole('button', { name: 'Play again' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('ul[aria-label="Your hand"] [data-card]').length === n, dealt.length);
      assert.deepEqual(await hand(page), dealt, "Play again after a deal of the day deals that day's cards again");
      await page.getByText(/^Deal of the day: your score will be set against Master's/).waitFor();
      // The book: today played on its day, a streak of one, and a replay is practice.
      await page.goto(a.origin + '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'New game' }).click();
      await card(a).getByText('Streak: 1 day.').waitFor();
      await card(a).getByRole('button', { name: 'Play it again (practice)' }).waitFor();
      await page.goto(`${a.origin}/?daily#daily=${DAY}`);
      const label = gain === 0 ? 'level with Master' : `${points} ${gain > 0 ? 'better' : 'worse'} than Master`;
      await page.getByRole('button', { name: '1 December: played on its day, ' + label }).waitFor();
      assert.equal(Number(await page.locator('.against').getAttribute('data-master')), master, 'Master\'s round kept, not played again');
      assert.deepEqual(a.errors, []);
      assert.deepEqual(a.outside, []);
    } finally {
      await a.close();
      await b.close().catch(() => {});
    }
  });
});

// A day in the book whose Master round is still to play (as after a reload).
const BOOK = JSON.stringify({ version: 1, seen: null, days: { [DAY]: { you: { score: 3, won: [true, false], moves: [[0, 'bid R'], [1, 'play R5']] }, on_day: true, master: null, again: 0 } } });

/** The day's page at `clock` with `book` stored under pala.daily. */
async function dayPage(b, book) {
  await b.context.clock.setFixedTime(new Date(CLOCKS[1].at));
  await b.page.goto(b.origin + '/__tests__/blank.html');
  await b.page.evaluate((t) => { localStorage.clear(); localStorage.setItem('pala.daily', t); }, book);
  await b.page.goto(`${b.origin}/?daily#daily=${DAY}`);
}

describe('the deal of the day\'s faults have an end, side by side', { concurrency: 2 }, () => {
  test('An AI worker that cannot start: Master\'s round stops with words and a Try again, the player\'s own result kept', { timeout: 60_000 }, async () => {
    const w = await workerFiles();
    const b = await open({ extra: { [w.wasm]: { status: 404, body: 'blocked' } } });
    try {
      await dayPage(b, BOOK);
      const lost = b.page.getByText(/^Master's round could not be finished \(why, below\)\. Press Try again; your own result is kept\.$/);
      await lost.waitFor({ timeout: 20_000 });
      // Trying again asks again, and ends the same way (the worker is still blocked).
      await b.page.getByRole('button', { name: 'Try again' }).click();
      await lost.waitFor({ timeout: 20_000 });
      const book = JSON.parse(await b.page.evaluate(() => localStorage.getItem('pala.daily')));
      assert.equal(book.days[DAY].you.score, 3, 'the player\'s result is kept');
      assert.equal(book.days[DAY].master, null, 'no Master result is made up');
    } finally {
      await b.close();
    }
  });

  test('A book that does not read is kept aside, said, and a new one started', { timeout: 60_000 }, async () => {
    const b = await open();
    try {
      await dayPage(b, '{"version":1,"days":');
      await b.page.getByText(/^Your saved deals of the day could not be read \(.+\)\. The old record is kept in this browser as “pala\.daily\.unreadable”; your calendar and streak start afresh\.$/).waitFor({ timeout: 20_000 });
      assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.daily.unreadable')), '{"version":1,"days":');
      await b.page.getByRole('link', { name: "Play today's deal" }).waitFor();
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
