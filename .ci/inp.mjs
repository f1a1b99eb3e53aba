// Responsiveness benchmark (issue 35): Interaction to Next Paint through one round of a
// 4-player Pointillism game at Normal speed (a benchmark measures a round, not a game:
// every kind of interaction, bidding to the round's scores, comes in the first round;
// INP_WHOLE_GAME=1 plays on to the game's end), played through the UI on a phone-sized
// page with the CPU throttled 6x, a low-end phone (CDP Emulation.setCPUThrottlingRate; 4x
// until 2026-11-27). Prints p75 and
// the worst interaction. Budget: p75 at most 100 ms, worst at most 200 ms; as a
// benchmark on a shared machine it fails only above twice the budget. Setting up (the
// new-game screen and its Start game) is printed apart from the game at the table, and
// the gate is on both.
//
// Start game measured 270-460 ms until 2026-11-26: the press changed only the button,
// inside the stuck bar at the foot of the form (`position: sticky`), and Chromium drew
// no frame for that change ("Draw skipped" in the trace), so the interaction ended at
// the new table's first paint. The choices now fade at the press: 64-88 ms.
//
// Where the time goes (Chromium traces of one card played, 4x slower, 2026-11-26): the
// click's handler about 50 ms (Yew re-rendering the whole table, then the card's
// flight measuring the new layout, which forces a style pass of about 20 ms), layout
// about 30 ms and paint about 25 ms. The cards' paint masks (the ragged dab) cost
// about a fifth of an interaction (medians of 5 tries: 96 -> 72 ms without them); the
// textures' SVG filters nothing measurable (the same medians with them rasterised).
//
// What meets the budget: a tap answers in its own frame (the card marked played or
// picked, a cheap attribute) and the move's re-render and flight follow after that
// frame is painted (`motion::after_paint`): one card played, median 96-192 ms before,
// 32 ms after. The worst interactions left are those a re-render is still running
// under (a tap during the previous move's render waits for it).
import { open } from '../tests/e2e/browser.mjs';

/** How many times slower the page's CPU runs: a low-end phone (issue 47). */
const SLOWDOWN = 6;
import { playToEnd, startGame } from '../tests/e2e/play.mjs';

const BUDGET = { p75: 100, worst: 200 };
const b = await open({ viewport: { width: 390, height: 844 } });
let status = 0;
try {
  // Every interaction (each click or key press, with the time it began), and the Event
  // Timing entries of those that took 16 ms or more (the browser reports none shorter).
  // What was pressed is read at the press: the control may be gone by the entry.
  await b.page.addInitScript(() => {
    window.__inp = { longest: {}, ups: [], downs: [] };
    for (const type of ['pointerup', 'keyup']) addEventListener(type, (e) => { window.__inp.ups.push(e.timeStamp); }, true);
    for (const type of ['pointerdown', 'keydown']) {
      addEventListener(type, (e) => { window.__inp.downs.push([e.timeStamp, `${e.target.className || e.target.tagName} "${(e.target.textContent ?? '').trim().slice(0, 24)}"`]); }, true);
    }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        const seen = window.__inp.longest[e.interactionId];
        const press = window.__inp.downs.find(([t]) => Math.abs(t - e.startTime) < 8);
        if (!seen || e.duration > seen.ms) window.__inp.longest[e.interactionId] = { ms: e.duration, at: e.startTime, what: `${e.name} on ${press?.[1] ?? '?'}` };
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await b.page.goto(b.origin + '/');
  await b.page.getByRole('heading', { name: 'Pala' }).waitFor();
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  const t0 = Date.now();
  await startGame(b.page, { mode: 'Pointillism', players: 4, seats: ['human', 'medium', 'medium', 'medium'], seed: 21, speed: 'Normal' });
  const tableAt = await b.page.evaluate(() => performance.now());
  const whole = !!process.env.INP_WHOLE_GAME;
  const moves = await playToEnd(b.page, { timeoutMs: 1_500_000, stopAtRoundEnd: !whole });
  const { longest, ups } = await b.page.evaluate(() => window.__inp);
  // Two parts, each printed and each held to the budget: setting up (New game, the
  // choices, Start game) and the game at the table.
  const part = (inPlay) => {
    const slow = Object.values(longest).filter((s) => (s.at >= tableAt) === inPlay).sort((x, y) => x.ms - y.ms);
    const count = ups.filter((t) => (t >= tableAt) === inPlay).length;
    // Interactions with no entry took under 16 ms: counted as 16 (an upper bound).
    const all = [...Array(Math.max(0, count - slow.length)).fill(16), ...slow.map((s) => s.ms)].sort((x, y) => x - y);
    return { slow, count, p75: all[Math.min(all.length - 1, Math.floor(all.length * 0.75))] ?? 0, worst: slow.at(-1) };
  };
  const play = part(true);
  const setup = part(false);
  console.log(`  inp: p75 ${play.p75.toFixed(0)} ms, worst ${(play.worst?.ms ?? 0).toFixed(0)} ms (${play.worst?.what ?? 'none'}) over ${play.count} interactions at the table, ${moves} moves, ${whole ? 'a whole game' : 'one round'} of 4-player Pointillism at Normal speed, CPU ${SLOWDOWN}x slower, ${((Date.now() - t0) / 1000).toFixed(0)} s (budget: p75 ${BUDGET.p75} ms, worst ${BUDGET.worst} ms)`);
  for (const s of play.slow.slice(-5).reverse()) console.log(`    ${s.ms.toFixed(0)} ms  ${s.what}`);
  console.log(`  inp, setting up the game: worst ${(setup.worst?.ms ?? 0).toFixed(0)} ms (${setup.worst?.what ?? 'none'}) over ${setup.count} interactions${(setup.worst?.ms ?? 0) > BUDGET.worst ? ', over the budget' : ''}`);
  if (play.p75 > 2 * BUDGET.p75 || (play.worst?.ms ?? 0) > 2 * BUDGET.worst || (setup.worst?.ms ?? 0) > 2 * BUDGET.worst) {
    console.log('  inp: over twice the budget');
    status = 1;
  }
  if (b.errors.length) { console.log(b.errors); status = 1; }
} finally {
  await b.close();
}
process.exit(status);
