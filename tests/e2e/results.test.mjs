// The end of the game as a player sees it: every player's place and final total (R12:
// highest first in Pointillism, lowest first in Impressionism, equal totals sharing a
// place), checked against the score sheet the page shows; the score chart (a named line
// per seat, a tick for every round, the goal or end line with the rule's number, points
// with names, text readable and nothing overlapping or cut off); "Play again" starting
// a new deal at once with the same seats; screenshots at phone and desktop sizes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { openPosition, positions, settle } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** R12's numbers: the Pointillism goal and the Impressionism end threshold by table size. */
const END = { pointillism: { 3: 100, 4: 70, 5: 30 }, impressionism: { 3: 40, 4: 45, 5: 50 } };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A number as the page writes it (a true minus sign), and back. */
const read = (text) => Number(text.trim().replace('\u2212', '-'));
const written = (n) => (n < 0 ? `\u2212${-n}` : String(n));

/** The score sheet as shown: the names in its header and each row's running totals. */
async function sheet(page) {
  const table = page.getByRole('table', { name: 'Score sheet' });
  const names = (await table.locator('thead th').allTextContents()).slice(1).map((t) => t.trim());
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  const totals = rows.map((cells) => cells.map((c) => read(c.split('=')[1])));
  return { names, totals, final: Object.fromEntries(names.map((n, i) => [n, totals.at(-1)[i]])) };
}

/** The placings list: place, name and total per line, first to last. */
async function placings(page) {
  const items = await page.getByRole('list', { name: 'Final placings' }).getByRole('listitem').allTextContents();
  return items.map((text) => {
    // Totals below zero with a true minus sign.
    const m = text.trim().match(/^(\d+)(st|nd|rd|th)\s+(.+?)\s+([\u2212-]?\d+)$/);
    assert.ok(m, `a placing reads "1st Name 12": ${text}`);
    return { place: Number(m[1]), name: m[3], total: read(m[4]) };
  });
}

/** Everything the chart draws, with boxes in CSS pixels and the rendered font sizes. */
async function chart(page) {
  return page.locator('svg.chart').evaluate((svg) => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { x: r.left, y: r.top, w: r.width, h: r.height }; };
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const texts = [...svg.querySelectorAll('text:not(.tip)')].map((t) => ({
      text: t.textContent, cls: t.getAttribute('class') ?? t.parentElement.getAttribute('class'), box: box(t),
      px: parseFloat(getComputedStyle(t).fontSize) * scale,
    }));
    return {
      role: svg.getAttribute('role'), label: svg.getAttribute('aria-label'), box: box(svg),
      series: svg.querySelectorAll('.series').length,
      names: [...svg.querySelectorAll('.line-label text')].map((t) => ({ text: t.textContent, box: box(t) })),
      ticks: [...svg.querySelectorAll('.x-tick')].map((t) => Number(t.dataset.round)),
      xLabels: [...svg.querySelectorAll('.x-label')].map((t) => ({ text: t.textContent, box: box(t) })),
      goal: svg.querySelectorAll('line.goal').length,
      goalLabel: svg.querySelector('.goal-label')?.textContent,
      points: [...svg.querySelectorAll('circle[tabindex="0"]')].map((c) => c.getAttribute('aria-label')),
      texts,
    };
  });
}

const overlap = (a, b) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > 0.5;
const inside = (b, o) => b.x >= o.x - 0.5 && b.y >= o.y - 0.5 && b.x + b.w <= o.x + o.w + 0.5 && b.y + b.h <= o.y + o.h + 0.5;

/** Opens the table's game-over position and checks the placings, the result line and the chart; takes the screenshots. */
async function checkGameOver(b, name, viewport) {
  const [mode, players] = [name.split('-')[0], Number(name.split('-')[1])];
  await b.page.setViewportSize(viewport);
  await openPosition(b.page, b.origin, (await positions())[name]['game-over']);
  await b.page.getByRole('button', { name: 'Play again' }).waitFor();
  await settle(b.page);
  const where = `${name} at ${viewport.width}x${viewport.height}`;

  // Placings: every player once, first to last, with the sheet's final totals.
  const shown = await sheet(b.page);
  const list = await placings(b.page);
  assert.deepEqual(list.map((p) => p.name).sort(), [...shown.names].sort(), `${where}: every player is placed once`);
  for (const p of list) assert.equal(p.total, shown.final[p.name], `${where}: ${p.name}'s total is the sheet's`);
  const better = mode === 'pointillism' ? (x, y) => x > y : (x, y) => x < y;
  for (let i = 1; i < list.length; i++) {
    assert.ok(!better(list[i].total, list[i - 1].total), `${where}: ${list[i - 1].name} (${list[i - 1].total}) places before ${list[i].name} (${list[i].total})`);
  }
  for (const p of list) {
    assert.equal(p.place, 1 + list.filter((q) => better(q.total, p.total)).length, `${where}: ${p.name} places ${p.place}`);
  }
  const first = list.filter((p) => p.place === 1).map((p) => p.name);
  const words = (await b.page.locator('.winners').textContent()).trim();
  const and = (xs) => (xs.length === 1 ? xs[0] : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);
  assert.equal(words, first.length > 1 ? `Shared win: ${and(first)}.` : first[0] === 'You' ? 'You won the game!' : `${first[0]} won the game.`);

  // The chart.
  const rounds = shown.totals.length;
  const c = await chart(b.page);
  assert.equal(c.role, 'group');
  assert.match(c.label, new RegExp(`rounds 0 to ${rounds}.*line at ${END[mode][players]}`), `${where}: the chart's summary`);
  assert.equal(c.series, players, `${where}: one line per seat`);
  assert.deepEqual(c.names.map((n) => n.text).sort(), [...shown.names].sort(), `${where}: each line is named`);
  assert.deepEqual(c.ticks, Array.from({ length: rounds + 1 }, (_, r) => r), `${where}: a tick for every round from the start`);
  const xLabels = c.xLabels.map((l) => Number(l.text));
  assert.ok(xLabels.includes(0) && xLabels.includes(rounds), `${where}: the start and the last round are labelled (${xLabels})`);
  assert.equal(c.goal, 1, `${where}: one goal or end line`);
  assert.equal(c.goalLabel, mode === 'pointillism' ? `Goal ${END[mode][players]}` : `Ends at ${END[mode][players]}`);
  assert.equal(c.points.length, players * rounds, `${where}: a point per seat and round`);
  for (const [i, n] of shown.names.entries()) {
    for (let r = 1; r <= rounds; r++) {
      const named = `${n} after round ${r}: ${written(shown.totals[r - 1][i])}`;
      assert.ok(c.points.includes(named), `${where}: a point named "${named}"`);
    }
  }
  for (let i = 0; i < c.names.length; i++) {
    for (let j = i + 1; j < c.names.length; j++) assert.ok(!overlap(c.names[i].box, c.names[j].box), `${where}: the labels ${c.names[i].text} and ${c.names[j].text} overlap`);
  }
  for (let i = 1; i < c.xLabels.length; i++) assert.ok(!overlap(c.xLabels[i - 1].box, c.xLabels[i].box), `${where}: round labels ${c.xLabels[i - 1].text} and ${c.xLabels[i].text} overlap`);
  for (const t of c.texts) {
    assert.ok(inside(t.box, c.box), `${where}: "${t.text}" lies inside the chart`);
    assert.ok(t.px >= 11, `${where}: "${t.text}" is drawn at ${t.px.toFixed(1)} px (at least 11)`);
  }
  const scroll = await b.page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= viewport.width, `${where}: no sideways scrolling (${scroll})`);
  // The whole score sheet is in view, every column, with no scrolling inside it either.
  const sheetBox = await b.page.locator('.sheet-table').evaluate((e) => [e.scrollWidth, e.clientWidth]);
  assert.ok(sheetBox[0] <= sheetBox[1], `${where}: the score sheet shows every column (${sheetBox[0]} > ${sheetBox[1]})`);

  // A point shows its value when focused from the keyboard.
  const point = b.page.getByRole('img', { name: `${list[0].name} after round ${rounds}: ${list[0].total}` });
  await point.focus();
  const tip = await point.evaluate((p) => { const t = p.parentElement.querySelector('.tip'); return { text: t.textContent, shown: getComputedStyle(t).visibility }; });
  assert.deepEqual(tip, { text: `${list[0].name}, round ${rounds}: ${list[0].total}`, shown: 'visible' }, `${where}: the focused point shows its round and value`);
  const size = `${viewport.width}x${viewport.height}`;
  await b.page.locator('svg.chart').screenshot({ path: `tests/artifacts/results-${name}-chart-point-${size}.png` });
  await point.blur();

  await b.page.locator('.game-over').scrollIntoViewIfNeeded();
  await b.page.screenshot({ path: `tests/artifacts/results-${name}-game-over-${size}.png` });
  await b.page.locator('svg.chart').screenshot({ path: `tests/artifacts/results-${name}-chart-${size}.png` });
  return { names: shown.names, players };
}

/** The seats as the table shows them: name and level. */
async function seats(page) {
  return page.locator('.table-felt .seat').evaluateAll((ss) => ss.map((s) => `${s.querySelector('.name').textContent} (${s.querySelector('.level')?.textContent ?? 'you'})`).sort());
}

// Three at a time, each in a context of its own: no check here times anything.
describe('the end of the game, three at a time', { concurrency: 3 }, () => {
  for (const name of ['pointillism-4', 'impressionism-3', 'impressionism-5']) {
    test(`${name}: game over places every player, charts every round, and Play again deals anew with the same seats`, { timeout: 120_000 }, async () => {
      const b = await open({ viewport: DESKTOP });
      try {
        await checkGameOver(b, name, DESKTOP);
        // "Change setup…" goes to the new-game screen with the same table size.
        await b.page.getByRole('button', { name: 'Change setup…' }).click();
        await b.page.getByRole('button', { name: 'Start game' }).waitFor();
        assert.ok(await b.page.getByRole('radio', { name: `${name.split('-')[1]} players` }).isChecked(), 'the same table size');

        const { players } = await checkGameOver(b, name, PHONE);
        const before = await seats(b.page);
        const old = (await positions())[name]['game-over'];
        await b.page.getByRole('button', { name: 'Play again' }).click();
        await b.page.getByRole('list', { name: 'Your hand' }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
        assert.equal(await b.page.locator('.scores').count(), 0, 'the new game is at the table, not the scores');
        assert.equal(await b.page.locator('.table-felt .seat').count(), players, 'the same number of seats');
        assert.deepEqual(await seats(b.page), before, 'the same seats, names and levels');
        // The new game's record, as saved: the same game and table size, a fresh deal.
        const saved = await b.page.waitForFunction(() => localStorage.getItem('pala.save'));
        const { record } = JSON.parse(await saved.jsonValue());
        assert.deepEqual([record.mode, record.players], [old.mode, old.players], 'the same game and table size');
        assert.notEqual(record.seed, old.seed, 'a fresh deal number');
        assert.deepEqual(b.errors, []);
        assert.deepEqual(b.outside, []);
      } finally {
        await b.close();
      }
    });
  }
});
