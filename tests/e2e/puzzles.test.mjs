// The puzzles (issue 48): one solved and one failed on the puzzles' page, each judged
// at once with the proof's words, the rating moving up and then down and kept through
// a reload; "Show me" plays the answer on the table; the puzzle of the day; a puzzle on
// a teacher's page (`data-pala-puzzle`), which keeps no rating there; phone and desktop
// screenshots.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { open, shareBrowser } from './browser.mjs';

shareBrowser();

const SET = JSON.parse(await readFile(new URL('../../static/puzzles.json', import.meta.url), 'utf8'));
/** The words of a move as the table's list of moves names it: "Play Blue 5". */
const COLOURS = { R: 'Red', O: 'Orange', Y: 'Yellow', G: 'Green', B: 'Blue', P: 'Purple' };
const cardName = (c) => `${COLOURS[c[0]]} ${c.slice(1)}`;
const moveName = (m) => {
  const [verb, ...cards] = m.split(' ');
  if (verb === 'play') return `Play ${cardName(cards[0])}`;
  if (verb === 'mix') return new RegExp(`^Mix ${cardName(cards[0])} and ${cardName(cards[1])}`);
  if (verb === 'smear') return `Smear ${cardName(cards[0])} and play ${cardName(cards[1])}`;
  return null;
};
// Two puzzles whose answer and a wrong move are both plays listed among the moves.
const plain = SET.puzzles.filter((p) => p.answer.startsWith('play ') && p.proof.moves.some((m) => m.action !== p.answer && m.action.startsWith('play ')));
const [FIRST, SECOND] = [plain[0], plain[Math.floor(plain.length / 2)]];

/** The puzzles' page at puzzle `n` (a fresh page each time); how long it took to show. */
async function openPuzzle(b, n) {
  const start = Date.now();
  await b.page.goto(`${b.origin}/?puzzles#puzzle=${n}`);
  await b.page.getByRole('heading', { name: new RegExp(`^Puzzle ${n}:`) }).waitFor({ timeout: 30_000 });
  return Date.now() - start;
}

/** Plays `move` from the list of every legal move. */
async function play(page, move) {
  const list = page.getByRole('group', { name: 'All legal moves' });
  if (!(await list.isVisible())) await page.getByText(/^All legal moves/).click();
  await page.getByRole('group', { name: 'All legal moves' }).getByRole('button', { name: moveName(move), exact: typeof moveName(move) === 'string' }).click();
}

const rating = async (page) => Number((await page.locator('.puzzle-verdict .rating').innerText()).match(/rating: (\d+)/)[1]);

test('a puzzle solved and one failed: judged at once, with the proof, and the rating moves and is kept', { timeout: 120_000 }, async () => {
  const b = await open({ viewport: { width: 1280, height: 800 } });
  try {
    const loaded = await openPuzzle(b, FIRST.number);
    console.log(`  the page and the set (${SET.puzzles.length} puzzles) shown in ${loaded} ms`);
    // The seat's own view: its hand face up, every other seat's cards as backs.
    const faces = await b.page.locator('.table-felt [data-card]').count();
    const hand = await b.page.getByRole('list', { name: 'Your hand' }).locator('[data-card]').count();
    assert.ok(hand >= 2, `the hand shows (${hand} cards)`);
    assert.ok(faces <= 10, 'only the trick\'s cards lie face up on the felt');
    assert.equal(await rating(b.page), 1500, 'a newcomer is rated 1500');
    await b.page.screenshot({ path: 'tests/artifacts/puzzle-1280x800.png' });
    // Solved, judged within a frame: the time from the press to the verdict painted.
    await b.page.getByText(/^All legal moves/).click();
    await b.page.evaluate(() => {
      window.__pressed = null;
      document.addEventListener('click', () => { window.__pressed = performance.now(); }, { capture: true, once: true });
      new MutationObserver((_, seen) => {
        if (!document.querySelector('.puzzle-verdict .verdict')) return;
        seen.disconnect();
        requestAnimationFrame(() => { window.__judged = performance.now() - window.__pressed; });
      }).observe(document.body, { childList: true, subtree: true });
    });
    await play(b.page, FIRST.answer);
    const verdict = b.page.locator('.puzzle-verdict .verdict');
    await verdict.waitFor();
    await b.page.waitForFunction(() => window.__judged !== undefined);
    console.log(`  a puzzle answered in ${(await b.page.evaluate(() => window.__judged)).toFixed(1)} ms from the press to the verdict's frame`);
    assert.match(await verdict.innerText(), /^Right: /);
    // The proof, folded under the verdict.
    await b.page.getByText('How this was checked').click();
    const proof = await b.page.locator('.puzzle-verdict .proof').innerText();
    assert.match(proof, new RegExp(`could lie in ${FIRST.proof.deals} way`));
    assert.match(proof, /double dummy/);
    const up = await rating(b.page);
    assert.ok(up > 1500, `solving raised the rating (${up})`);
    assert.match(await b.page.locator('.puzzle-verdict .rating').innerText(), /\(\+\d+\)/);
    await b.page.screenshot({ path: 'tests/artifacts/puzzle-right-1280x800.png' });
    // Failed: a wrong move at the second puzzle.
    await openPuzzle(b, SECOND.number);
    const wrong = SECOND.proof.moves.find((m) => m.action !== SECOND.answer && m.action.startsWith('play '));
    await play(b.page, wrong.action);
    await verdict.waitFor();
    const said = await verdict.innerText();
    assert.match(said, /^Not the best move\. In \d+ of the \d+ ways/);
    assert.ok(said.includes(`In ${wrong.behind} of the ${SECOND.proof.deals} ways`), said);
    const down = await rating(b.page);
    assert.ok(down < up, `failing lowered the rating (${up} to ${down})`);
    await b.page.screenshot({ path: 'tests/artifacts/puzzle-wrong-1280x800.png' });
    // Show me: the answer is played on the table.
    await b.page.getByRole('button', { name: 'Show me' }).click();
    await b.page.getByText(/^The best move, .* has been played on the table\.$/).waitFor();
    // A second try changes nothing; the book keeps both first tries through a reload.
    await openPuzzle(b, FIRST.number);
    await play(b.page, FIRST.proof.moves.find((m) => m.action !== FIRST.answer && m.action.startsWith('play ')).action);
    await verdict.waitFor();
    assert.match(await b.page.locator('.puzzle-verdict .rating').innerText(), new RegExp(`rating: ${down} \\(only your first try`));
    const book = JSON.parse(await b.page.evaluate(() => localStorage.getItem('pala.puzzles')));
    assert.deepEqual(Object.keys(book.tries).map(Number).sort((x, y) => x - y), [FIRST.number, SECOND.number].sort((x, y) => x - y));
    assert.equal(Math.round(book.player.rating), down);
    // Next puzzle: an untried one.
    await b.page.getByRole('button', { name: 'Next puzzle' }).click();
    const next = Number((await b.page.getByRole('heading', { name: /^Puzzle \d+:/ }).innerText()).match(/\d+/)[0]);
    assert.ok(![FIRST.number, SECOND.number].includes(next), `the next puzzle is one not tried (${next})`);
    assert.ok(b.page.url().endsWith(`#puzzle=${next}`), `the address names the puzzle on show: ${b.page.url()}`);
    // After a reload the rating is the same.
    await b.page.reload();
    await b.page.getByRole('heading', { name: new RegExp(`^Puzzle ${next}:`) }).waitFor({ timeout: 30_000 });
    assert.equal(await rating(b.page), down, 'the rating is kept through a reload');
    // Skip (no try, the rating as it was), then Show me before a move: the answer on
    // the table, a first try missed.
    await b.page.getByRole('button', { name: 'Skip' }).click();
    assert.equal(await rating(b.page), down, 'skipping changes nothing');
    await b.page.getByRole('button', { name: 'Show me' }).click();
    await verdict.waitFor();
    assert.match(await verdict.innerText(), /^The best move is “.+”\. Seeing the answer before your first move counts as a miss for your rating\.$/);
    assert.ok((await rating(b.page)) < down, 'seeing the answer first counts as a miss');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('the puzzle of the day, a phone, the keyboard, and a puzzle on a teacher\'s page', { timeout: 120_000 }, async () => {
  const b = await open({
    viewport: { width: 390, height: 844 },
    extra: { '/teacher.html': `<!DOCTYPE html><title>A lesson</title><link rel="icon" href="data:,"><h1>Try this</h1><div data-pala-puzzle="${FIRST.number}"></div><script type="module" src="/embed.js"></script>` },
  });
  try {
    await b.context.clock.setFixedTime(new Date('2026-12-01T12:00:00Z'));
    await b.page.goto(`${b.origin}/?puzzles#puzzle=day`);
    const title = b.page.getByRole('heading', { name: /^Puzzle \d+:/ });
    await title.waitFor({ timeout: 30_000 });
    const n = SET.puzzles.length;
    let step = 1;
    for (let s = n - 1; s >= Math.floor(n / 2); s--) {
      const gcd = (x, y) => (y === 0 ? x : gcd(y, x % y));
      if (gcd(s, n) === 1) { step = s; break; }
    }
    const expected = SET.puzzles[((335 % n) * step) % n].number;
    assert.match(await title.innerText(), new RegExp(`^Puzzle ${expected}:`), 'day 335\'s puzzle');
    assert.ok(b.page.url().endsWith(`#puzzle=${expected}`), 'the day\'s puzzle by its number in the address');
    await b.page.screenshot({ path: 'tests/artifacts/puzzle-390x844.png', fullPage: true });
    // By keyboard: the hand is one tab stop; Enter plays the focused card.
    await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().focus();
    await b.page.keyboard.press('Enter');
    const verdict = b.page.locator('.puzzle-verdict .verdict');
    if (!(await verdict.isVisible())) {
      // A card that starts a mix or smear: Escape, and play from the list instead.
      await b.page.keyboard.press('Escape');
      await b.page.getByText(/^All legal moves/).click();
      await b.page.getByRole('group', { name: 'All legal moves' }).getByRole('button').first().press('Enter');
    }
    await verdict.waitFor();
    await b.page.screenshot({ path: 'tests/artifacts/puzzle-verdict-390x844.png', fullPage: true });
    // A teacher's page: the puzzle in its shadow root, playable, and no rating kept.
    await b.page.evaluate(() => localStorage.clear());
    await b.page.goto(`${b.origin}/teacher.html`);
    const host = b.page.locator('[data-pala-puzzle]');
    await host.getByRole('heading', { name: new RegExp(`^Puzzle ${FIRST.number}:`) }).waitFor({ timeout: 30_000 });
    await play(host, FIRST.answer);
    await host.locator('.puzzle-verdict .verdict').waitFor();
    assert.match(await host.locator('.puzzle-verdict .verdict').innerText(), /^Right: /);
    assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.puzzles')), null, 'no rating kept on another page');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('an unreadable puzzle record is kept aside and said, and a new one started', { timeout: 60_000 }, async () => {
  const b = await open({ viewport: { width: 1280, height: 800 } });
  try {
    await b.page.goto(`${b.origin}/__tests__/blank.html`);
    await b.page.evaluate(() => { localStorage.clear(); localStorage.setItem('pala.puzzles', '{"version": 1, "player": '); });
    await openPuzzle(b, FIRST.number);
    await b.page.getByRole('alert').filter({ hasText: 'Your puzzle record could not be read, so a new one has been started' }).waitFor();
    assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.puzzles.unreadable')), '{"version": 1, "player": ');
    assert.equal(await rating(b.page), 1500);
    await play(b.page, FIRST.answer);
    await b.page.locator('.puzzle-verdict .verdict').waitFor();
    assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.puzzles.unreadable')), '{"version": 1, "player": ', 'the old record is still kept');
    assert.equal(JSON.parse(await b.page.evaluate(() => localStorage.getItem('pala.puzzles'))).version, 1, 'the new record is stored');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
