// The table as a card table, measured in real Chromium at five sizes for all six
// tables: no sideways scrolling, seats that do not overlap, everything in view on
// tablets and desktops, each trick entry in front of its own seat, hand cards big
// enough to tap on phones. Then a finished trick that stays in view, animations only
// on the card that moves (and only on transform and opacity), and screenshots of every
// kind of table position with a contact sheet (tests/artifacts/index.html).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { open, shareBrowser } from './browser.mjs';
import { afterTap, openPosition, playOneCard, positions, settle, startGame, tableMore } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

export const SIZES = [[360, 740], [390, 844], [768, 1024], [1280, 800], [1920, 1080], [2560, 1440]];
/**
 * The sizes every picture is taken at: both phones, the desktop and the widest screen.
 * At the tablet and 1920x1080 (measured by the layout test at every size; 1920 is
 * 1280x800's layout at 1.35 times, `html` growing with the screen) only the scenes the
 * art direction's "before" pictures show (tests/before/), for the contact sheet's pairs.
 */
const SHOT_SIZES = [[360, 740], [390, 844], [1280, 800], [2560, 1440]];
const PAIRED_SCENES = ['bidding', 'mix', 'round-end'];
const SHOTS = [];

/** Boxes of the seats, trick entries, winner banner and hand cards, and the page's scroll sizes. */
async function measure(page) {
  return page.evaluate(() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height, seat: e.dataset.seat }; };
    return {
      vw: innerWidth, vh: innerHeight, scrollW: document.documentElement.scrollWidth, scrollY,
      seats: [...document.querySelectorAll('.table-felt .seat')].map(box),
      entries: [...document.querySelectorAll('.table-felt .trick .entry')].map(box),
      // The felt's centre: the colour wheel, your chip bid while it is asked for, or the
      // Impressionism bid board while it is being filled.
      wheel: box(document.querySelector('.table-felt .centre :is(.wheel, .chip-bid, .board)')),
      hand: [...document.querySelectorAll('.hand .card')].map(box),
      bidButton: document.querySelector('.bid-button') && box(document.querySelector('.bid-button')),
      banner: document.querySelector('.winner-banner') && box(document.querySelector('.winner-banner')),
    };
  });
}

const centre = (b) => [b.x + b.w / 2, b.y + b.h / 2];
const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 1;

/** How much of each hand card is not covered by the cards drawn after it. */
function visibleParts(cards) {
  return cards.map((c, i) => {
    let w = c.w;
    let h = c.h;
    for (const o of cards.slice(i + 1)) {
      const rowOverlap = Math.min(c.y + c.h, o.y + o.h) - Math.max(c.y, o.y);
      const colOverlap = Math.min(c.x + c.w, o.x + o.w) - Math.max(c.x, o.x);
      if (rowOverlap > 0 && colOverlap > 0) {
        if (Math.abs(o.y - c.y) < c.h / 2 && o.x > c.x) w = Math.min(w, o.x - c.x);
        else if (o.y > c.y) h = Math.min(h, o.y - c.y);
      }
    }
    return { w, h };
  });
}

function checkLayout(m, where, { trick = true } = {}) {
  assert.ok(m.scrollW <= m.vw, `${where}: no sideways scrolling (${m.scrollW} > ${m.vw})`);
  for (let i = 0; i < m.seats.length; i++) {
    for (let j = i + 1; j < m.seats.length; j++) {
      assert.ok(!overlap(m.seats[i], m.seats[j]), `${where}: seats ${m.seats[i].seat} and ${m.seats[j].seat} overlap`);
    }
  }
  if (trick) assert.ok(m.entries.length >= 2, `${where}: a trick is on the table`);
  for (const s of m.seats) assert.ok(!overlap(s, m.wheel), `${where}: the plate of seat ${s.seat} covers the colour wheel (or the chip bid, or the bid board)`);
  for (const e of m.entries) {
    for (const s of m.seats) assert.ok(!overlap(e, s), `${where}: the entry of seat ${e.seat} lies under the plate of seat ${s.seat}`);
    assert.ok(!overlap(e, m.wheel), `${where}: the entry of seat ${e.seat} covers the colour wheel`);
    const [ex, ey] = centre(e);
    const dist = (s) => Math.hypot(centre(s)[0] - ex, centre(s)[1] - ey);
    const nearest = m.seats.reduce((a, b) => (dist(a) <= dist(b) ? a : b));
    assert.equal(nearest.seat, e.seat, `${where}: the entry of seat ${e.seat} lies nearer seat ${nearest.seat}`);
  }
  if (m.vw >= 768) {
    const inside = (b) => b.x >= 0 && b.y >= 0 && b.x + b.w <= m.vw && b.y + b.h <= m.vh;
    for (const b of [...m.seats, ...m.entries, ...m.hand]) assert.ok(inside(b), `${where}: ${JSON.stringify(b)} is inside the viewport`);
  }
  // Phones too: the page opens at its top with the whole table in view (the plates,
  // the trick and the hand's first row), and the hand lies in one row where it fits,
  // at most two on phones.
  assert.equal(m.scrollY, 0, `${where}: the table opens unscrolled`);
  // Rows: cards whose tops lie within half a card of each other (a raised card is in its row).
  const rows = [];
  for (const y of m.hand.map((c) => c.y).sort((a, b) => a - b)) if (!rows.length || y - rows.at(-1) > m.hand[0].h / 2) rows.push(y);
  const inView = (b) => b.x >= 0 && b.y >= 0 && b.x + b.w <= m.vw && b.y + b.h <= m.vh;
  for (const b of [...m.seats, ...m.entries, ...m.hand.filter((c) => c.y - rows[0] <= c.h / 2)]) {
    assert.ok(inView(b), `${where}: ${JSON.stringify(b)} is in view without scrolling`);
  }
  const fits = m.hand.length > 0 && m.hand.length * m.hand[0].w * 0.8 <= m.vw - 20;
  assert.ok(rows.length <= (m.vw < 600 ? 2 : fits ? 1 : 2), `${where}: the hand of ${m.hand.length} lies in ${rows.length} rows`);
  if (m.vw < 600) {
    visibleParts(m.hand).forEach((v, i) => {
      assert.ok(v.h >= 44 && v.w >= 24, `${where}: hand card ${i} shows ${v.w.toFixed(0)}x${v.h.toFixed(0)} px (needs 24x44)`);
    });
  }
}

async function shot(page, name, caption) {
  await settle(page);
  const path = `tests/artifacts/${name}.png`;
  await page.screenshot({ path });
  SHOTS.push({ file: `${name}.png`, caption });
}

/**
 * Shows the page at each size in turn, as a window resized or a phone turned, and runs
 * `check(w, h)` there once nothing moves: one load of a position serves every size (a
 * load is most of a position's time, and the table's layout is CSS alone, so a resized
 * page lays out as one loaded at its size).
 */
async function atEachSize(page, sizes, check) {
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await settle(page);
    await check(w, h);
  }
}

/**
 * Runs `check(w, h)` as a subtest for each size, the sizes side by side (each in a
 * context of its own, loaded at its size): for tests whose time goes to the table's
 * animations and the AI seats' turns, not the processor.
 */
function eachSize(t, sizes, check) {
  return Promise.all(sizes.map(([w, h]) => t.test(`${w}x${h}`, () => check(w, h))));
}

/** Runs `check(table)` as a subtest for each table, two side by side (two cores), each in a context of its own. */
async function eachTable(t, tables, check) {
  const queue = [...tables];
  const lane = async () => {
    for (let table = queue.shift(); table; table = queue.shift()) await t.test(table, () => check(table));
  };
  await Promise.all([lane(), lane()]);
}

test('every table at every size: in view, no overlaps, entries in front of their seats, hand cards big enough', { concurrency: true, timeout: 420_000 }, async (t) => {
  const all = await positions();
  await eachTable(t, Object.keys(all), async (table) => {
    const [w0, h0] = SIZES[0];
    const b = await open({ viewport: { width: w0, height: h0 } });
    try {
      // At Instant speed: what is measured is the table once nothing moves, and at
      // Instant nothing has to be waited out first (the flights and the deal at Normal
      // speed are the screenshot, finished-trick and deal tests' below).
      await openPosition(b.page, b.origin, all[table]['last-to-play'], { speed: 'Instant' });
      await b.page.locator('.table-felt .trick .entry').first().waitFor();
      await atEachSize(b.page, SIZES, async (w, h) => {
        checkLayout(await measure(b.page), `${table} at ${w}x${h}`);
        await shot(b.page, `table-${table}-${w}x${h}`, `${table}, your turn, last to play to the trick, ${w}x${h}`);
      });
      // A full hand, freshly dealt (14 cards at 3 players).
      await openPosition(b.page, b.origin, all[table].bidding, { speed: 'Instant' });
      await b.page.locator('.hand .card').first().waitFor();
      await atEachSize(b.page, SIZES, async (w, h) => {
        checkLayout(await measure(b.page), `${table} bidding at ${w}x${h}`, { trick: false });
      });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});

const SCENES = [
  ['bidding', 'bidding'],
  ['mix', 'mid-trick, facing a mix'],
  ['smear', 'mid-trick, after a smear'],
  ['tie', 'the tie prompt'],
  ['round-end', 'round end'],
  ['game-over', 'game over'],
];

test('screenshots of every kind of position at four sizes, with a finished trick (and the paired scenes at six)', { concurrency: true, timeout: 420_000 }, async (t) => {
  const all = await positions();
  await eachTable(t, ['pointillism-4', 'impressionism-4'], async (table) => {
    const [w0, h0] = SHOT_SIZES[0];
    const b = await open({ viewport: { width: w0, height: h0 } });
    try {
      let previousShown = false;
      for (const [name, caption] of SCENES) {
        // At Instant speed: a settled picture, with nothing to wait out first (the
        // finished trick below is at Normal speed).
        await b.page.setViewportSize({ width: w0, height: h0 });
        await openPosition(b.page, b.origin, all[table][name], { speed: 'Instant', settings: { wait_after_trick: true } });
        if (name === 'round-end' || name === 'game-over') await b.page.getByRole('heading', { name: /Round \d+ scores/ }).waitFor();
        else await b.page.locator('.hand').waitFor();
        await atEachSize(b.page, PAIRED_SCENES.includes(name) ? SIZES : SHOT_SIZES, async (w, h) => {
          await shot(b.page, `${table}-${name}-${w}x${h}`, `${table}: ${caption}, ${w}x${h}`);
          if (['mix', 'smear', 'tie'].includes(name)) {
            // Mid-trick, with bid chips on the plates: no plate lies over a card on the felt.
            const { entries, seats } = await measure(b.page);
            for (const e of entries) for (const s of seats) assert.ok(!overlap(e, s), `${table} ${name} at ${w}x${h}: the entry of seat ${e.seat} lies under the plate of seat ${s.seat}`);
          }
          const wide = await b.page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
          assert.ok(wide[0] <= wide[1], `${table} ${name} at ${w}x${h}: no sideways scrolling (${wide[0]} > ${wide[1]})`);
        });
        const toggle = b.page.getByRole('button', { name: 'Previous trick' });
        if (!previousShown && ['mix', 'smear', 'tie'].includes(name) && (await toggle.count())) {
          // The previous trick, opened (in the first mid-trick scene that has one): over
          // the felt's centre, clear of every plate, with the toggle that hides it still
          // in reach.
          previousShown = true;
          await toggle.click();
          const panel = b.page.locator('.previous-trick');
          await panel.waitFor();
          const box = (l) => l.boundingBox().then((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height }));
          await atEachSize(b.page, SHOT_SIZES, async (w, h) => {
            await panel.scrollIntoViewIfNeeded();
            const [open, hide, { seats }] = [await box(panel), await box(b.page.getByRole('button', { name: 'Hide previous trick' })), await measure(b.page)];
            for (const s of seats) assert.ok(!overlap(open, s), `${table} at ${w}x${h}: the previous trick covers the plate of seat ${s.seat}`);
            assert.ok(!overlap(open, hide), `${table} at ${w}x${h}: the previous trick covers its own toggle`);
            await shot(b.page, `${table}-previous-trick-${w}x${h}`, `${table}: the previous trick, opened, ${w}x${h}`);
          });
        }
      }
      assert.ok(previousShown, `${table}: a mid-trick scene offers the previous trick`);
      // A finished trick, held with "wait for me after each trick".
      await b.page.setViewportSize({ width: w0, height: h0 });
      await openPosition(b.page, b.origin, all[table]['last-to-play'], { settings: { wait_after_trick: true } });
      await playOneCard(b.page);
      await b.page.locator('.winner-banner').waitFor();
      await atEachSize(b.page, SHOT_SIZES, async (w, h) => {
        await shot(b.page, `${table}-finished-trick-${w}x${h}`, `${table}: a finished trick with its winner, ${w}x${h}`);
        // The banner naming the winner hides none of the trick.
        const { banner, entries, seats } = await measure(b.page);
        for (const e of entries) assert.ok(!overlap(banner, e), `${table} at ${w}x${h}: the winner banner covers the entry of seat ${e.seat}`);
        // The winner's plate says "leads next" without growing onto the cards in front of it.
        for (const e of entries) for (const s of seats) assert.ok(!overlap(e, s), `${table} at ${w}x${h}, finished trick: the entry of seat ${e.seat} lies under the plate of seat ${s.seat}`);
      });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});

test('a finished trick stays in view with its winner for over a second at Normal speed, and only the moving cards animate', { timeout: 120_000 }, async () => {
  const all = await positions();
  const b = await open({ viewport: { width: 1280, height: 800 } });
  try {
    // The card played here is a second copy of its face (the hand holds the higher copy
    // of Red 1 or the like): it still flies from the hand.
    await openPosition(b.page, b.origin, all['pointillism-4']['last-to-play'], { speed: 'Normal' });
    await b.page.evaluate(() => {
      window.__seen = [];
      window.__anims = [];
      window.__done = false;
      window.__flying = 0;
      const tick = () => {
        const banner = document.querySelector('.trick.done .winner-banner');
        const before = window.__seen.some(([, text]) => text);
        // Seen: the banner counts as shown once it is mostly opaque.
        const shown = banner && parseFloat(getComputedStyle(banner).opacity) > 0.5 ? banner.textContent : null;
        window.__seen.push([performance.now(), shown]);
        if (document.getAnimations().some((a) => a.playState === 'running' && a.effect?.target?.dataset?.card && a instanceof Animation && !(a instanceof CSSAnimation))) window.__flying = performance.now();
        // Until the finished trick has been gathered away (the next trick's cards are
        // new plays of their own).
        if (before && !banner) { window.__done = true; return; }
        for (const a of document.getAnimations()) {
          const t = a.effect?.target;
          if (!t) continue;
          const props = a.effect.getKeyframes().flatMap((k) => Object.keys(k)).filter((p) => !['offset', 'easing', 'composite', 'computedOffset'].includes(p));
          window.__anims.push({ t: performance.now(), card: t.dataset?.card ?? null, entry: t.classList.contains('entry'), ambient: t.classList.contains('thinking-dots'),
            arrival: t.matches('.winner-banner, .trick .worth'), cls: t.className, props: [...new Set(props)], kind: a.constructor.name });
        }
        if (window.__seen.length < 2000) requestAnimationFrame(tick);
        else window.__done = true;
      };
      requestAnimationFrame(tick);
    });
    const played = await playOneCard(b.page);
    assert.ok(played.length >= 1, 'a card left the hand');
    await b.page.waitForFunction(() => window.__done, null, { timeout: 40_000 });
    const [seen, lastFlight] = await b.page.evaluate(() => [window.__seen, window.__flying]);
    const shown = seen.filter(([, text]) => text);
    // Motion in order: the banner only once the last card has landed.
    assert.ok(lastFlight, 'a card flight was seen');
    console.log(`  the last card landed at ${lastFlight.toFixed(0)} ms, the banner showed at ${shown[0][0].toFixed(0)} ms`);
    assert.ok(shown[0][0] >= lastFlight, `the banner showed (${shown[0][0].toFixed(0)} ms) after the last card landed (${lastFlight.toFixed(0)} ms)`);
    assert.ok(shown.length > 0, 'the finished trick was shown with its winner');
    const held = shown[shown.length - 1][0] - shown[0][0];
    console.log(`  finished trick on show for ${held.toFixed(0)} ms ("${shown[0][1]}")`);
    assert.match(shown[0][1], /wins? with/);
    assert.ok(held >= 1000, `on show for ${held.toFixed(0)} ms, at least 1000 ms`);
    const anims = await b.page.evaluate(() => window.__anims);
    const wrong = anims.filter((a) => !a.ambient && !(a.card && played.includes(a.card)) && !a.entry && !a.arrival);
    assert.deepEqual(wrong.map((a) => a.cls), [], 'only the played card, its arrivals (label, winner frame, banner) and, at the end, the gathered entries animate');
    const props = [...new Set(anims.flatMap((a) => a.props))].sort();
    console.log(`  animated: ${[...new Set(anims.map((a) => (a.card ? 'card ' + a.card : a.entry ? 'gathered entry' : a.cls)))].join(', ')}; properties: ${props.join(', ')}`);
    assert.ok(anims.some((a) => a.card && played.includes(a.card)), 'the played card flew to the trick');
    assert.ok(anims.some((a) => a.entry), 'the trick was gathered to its winner');
    assert.deepEqual(props.filter((p) => p !== 'transform' && p !== 'opacity'), [], 'only transform and opacity animate');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

// Captions for the contact sheet (.ci/contact-sheet.mjs builds it after all browser tests).
test.after(async () => {
  if (SHOTS.length === 0) return;
  const path = 'tests/artifacts/captions.json';
  const captions = JSON.parse(await readFile(path, 'utf8').catch(() => '{}'));
  for (const s of SHOTS) captions[s.file] = s.caption;
  await writeFile(path, JSON.stringify(captions, null, 1));
});

test('Impressionism bidding: a card dragged onto a lit space of the bid board is placed there', { timeout: 60_000 }, async () => {
  const all = await positions();
  const b = await open({ viewport: { width: 1280, height: 800 } });
  try {
    await openPosition(b.page, b.origin, all['impressionism-4'].bidding);
    await settle(b.page);
    const hand = b.page.getByRole('list', { name: 'Your hand' });
    const card = hand.getByRole('button', { disabled: false }).first();
    const name = (await card.textContent()).match(/^(\w+ \d)/)[1];
    const space = b.page.locator('.board .space-box.empty').last();
    const spaceName = await space.locator('.space-name').textContent();
    await card.dragTo(space);
    const placed = b.page.getByRole('group', { name: `${spaceName}: ${name} by You` });
    await placed.waitFor({ timeout: 5_000 });
    console.log(`  dragged ${name} onto ${spaceName}`);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('sound is off by default; switched on, the table plays its cues without errors and remembers the choice', { timeout: 60_000 }, async () => {
  const all = await positions();
  const b = await open({ viewport: { width: 1280, height: 800 } });
  try {
    await openPosition(b.page, b.origin, all['pointillism-4']['last-to-play'], { speed: 'Fast' });
    await tableMore(b.page);
    const sound = b.page.getByRole('switch', { name: 'Sound' });
    assert.equal(await sound.isChecked(), false, 'off by default');
    await b.page.evaluate(() => {
      window.__tones = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args) { window.__tones++; return start.apply(this, args); };
    });
    await sound.check();
    await playOneCard(b.page);
    await b.page.waitForFunction(() => window.__tones >= 2, null, { timeout: 10_000 });
    const tones = await b.page.evaluate(() => window.__tones);
    console.log(`  ${tones} tones played (a card, then the trick gathered)`);
    assert.equal(JSON.parse(await b.page.evaluate(() => localStorage.getItem('pala.settings'))).sound, true);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('bubbles sit beside their plate, never over a name, score or count, nor under the bid board, one at a time', { concurrency: true, timeout: 300_000 }, async (t) => {
  const all = await positions();
  await eachSize(t, [[360, 740], [390, 844], [768, 1024], [1280, 800], [2560, 1440]], async (w, h) => {
    const b = await open({ viewport: { width: w, height: h } });
    try {
      for (const table of ['pointillism-4', 'pointillism-5', 'impressionism-4']) {
        await openPosition(b.page, b.origin, all[table].bidding, { speed: 'Slow' });
        if (table.startsWith('impressionism')) await b.page.getByRole('button', { name: 'Pass', exact: true }).click();
        else {
          const chips = b.page.getByRole('group', { name: 'Your chip bid' });
          await chips.getByRole('button', { name: 'Red chip' }).click();
          await chips.getByRole('button', { name: /^Bid Red/ }).click();
        }
        const seen = new Set();
        for (let i = 0; i < 2; i++) {
          // The next seat's bubble (the previous one gone).
          await b.page.waitForFunction((s) => { const el = document.querySelector('.seat .bubble'); return el && !s.includes(el.closest('.seat').dataset.seat); }, [...seen], { timeout: 20_000 });
          const m = await b.page.evaluate(() => {
            const box = (e) => { const r = e.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height, what: `${e.className} of seat ${e.closest('.seat')?.dataset.seat}` }; };
            return {
              bubbles: [...document.querySelectorAll('.seat .bubble')].map((e) => {
                // Whether its centre and four spots near its edges (clear of the rounded
                // corners) show the bubble, not something over it.
                const r = e.getBoundingClientRect();
                const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
                const spots = [[cx, cy], [r.left + 6, cy], [r.right - 6, cy], [cx, r.top + 4], [cx, r.bottom - 4]];
                const hidden = spots.filter(([x, y]) => !document.elementFromPoint(x, y)?.closest('.bubble')).length;
                return { ...box(e), seat: e.closest('.seat').dataset.seat, text: e.textContent, hidden };
              }),
              words: [...document.querySelectorAll('.table-felt .seat :is(.name, .score, .backs .n, .pile, .level)')].filter((e) => e.getBoundingClientRect().width > 0).map(box),
            };
          });
          assert.equal(m.bubbles.length, 1, `${table} at ${w}x${h}: one bubble at a time (${m.bubbles.map((x) => x.text)})`);
          const [bubble] = m.bubbles;
          seen.add(bubble.seat);
          assert.equal(bubble.hidden, 0, `${table} at ${w}x${h}: the bubble "${bubble.text}" of seat ${bubble.seat} is partly covered`);
          for (const word of m.words) assert.ok(!overlap(bubble, word), `${table} at ${w}x${h}: the bubble "${bubble.text}" of seat ${bubble.seat} covers the ${word.what}`);
          assert.ok(bubble.x >= 0 && bubble.x + bubble.w <= w, `${table} at ${w}x${h}: the bubble is on screen`);
          if (i === 0) await shot(b.page, `bubble-${table}-${w}x${h}`, `${table}: an AI seat's bid bubble, ${w}x${h}`);
        }
      }
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});

test('picking a card never moves the hand under the next tap', { concurrency: true, timeout: 180_000 }, async (t) => {
  const all = await positions();
  await eachSize(t, [[360, 740], [390, 844], [1280, 800]], async (w, h) => {
    const b = await open({ viewport: { width: w, height: h } });
    try {
      for (const [table, name] of [['pointillism-4', 'mix'], ['pointillism-4', 'smear'], ['impressionism-4', 'mix'], ['impressionism-4', 'last-to-play']]) {
        await openPosition(b.page, b.origin, all[table][name]);
        const hand = b.page.getByRole('list', { name: 'Your hand' });
        await hand.getByRole('button').first().waitFor();
        const top = () => hand.evaluate((e) => e.getBoundingClientRect().top);
        const before = await top();
        // A smear is chosen first (a tap junks): choosing it moves nothing either.
        const smear = b.page.getByRole('button', { name: 'Smear', exact: true });
        if (await smear.count()) {
          await smear.click();
          await afterTap(b.page);
          const moved = (await top()) - before;
          assert.ok(Math.abs(moved) <= 2, `${table} ${name} at ${w}x${h}: choosing Smear moved the hand ${moved.toFixed(0)} px`);
        }
        const usable = hand.getByRole('button', { disabled: false });
        let picks = 0;
        for (let i = 0; i < (await usable.count()); i++) {
          await usable.nth(i).click();
          await afterTap(b.page);
          if ((await hand.getByRole('button', { pressed: true }).count()) === 0) break; // played at once
          picks++;
          const moved = (await top()) - before;
          assert.ok(Math.abs(moved) <= 2, `${table} ${name} at ${w}x${h}: picking card ${i} moved the hand ${moved.toFixed(0)} px`);
          await b.page.keyboard.press('Escape');
        }
        assert.ok(picks > 0, `${table} ${name}: a card was picked`);
      }
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});

test('a new round is dealt to every seat, from a card back at the dealer, in turn', { timeout: 60_000 }, async () => {
  const b = await open({ viewport: { width: 1280, height: 800 } });
  try {
    await b.page.goto(b.origin + '/');
    await startGame(b.page, { mode: 'Pointillism', players: 4, seats: ['human', 'easy', 'easy', 'easy'], speed: 'Slow', seed: 5 });
    await b.page.locator('.hand .card').first().waitFor();
    const dealt = await b.page.evaluate(() => {
      const seen = { seats: {}, props: new Set(), hand: 0 };
      for (const a of document.getAnimations()) {
        const t = a.effect?.target;
        for (const k of a.effect.getKeyframes()) for (const p of Object.keys(k)) if (!['offset', 'easing', 'composite', 'computedOffset'].includes(p)) seen.props.add(p);
        if (t?.closest('.hand')) seen.hand++;
        const seat = t?.closest('.seat:not(.mine)')?.dataset.seat;
        if (seat && t.classList.contains('back')) seen.seats[seat] = (seen.seats[seat] ?? 0) + 1;
      }
      return { ...seen, props: [...seen.props] };
    });
    console.log(`  dealt: ${dealt.hand} cards to your hand, backs to seats ${JSON.stringify(dealt.seats)}; animated ${dealt.props.join(', ')}`);
    assert.ok(dealt.hand >= 10, 'your hand is dealt');
    assert.equal(Object.keys(dealt.seats).length, 3, 'each other seat is dealt its cards');
    assert.deepEqual(dealt.props.filter((p) => p !== 'transform' && p !== 'opacity'), []);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
