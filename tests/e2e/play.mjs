// Plays Pala through the UI as a person would: finds controls by role and accessible
// name. Cards are played from the hand (tap a card; for a mix or a smear, tap the
// first card, then one that completes it), or from the "All legal moves" list.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { BLANK } from './browser.mjs';

/** The German and Japanese phrasebooks (static/lang), as name → phrase. */
const books = ['de', 'ja'].map((code) => Object.fromEntries(readFileSync(`static/lang/${code}.txt`, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t'))));
/** A phrase in any language the page speaks: the English, or the phrasebooks' `name`
 * (its places, as `{card}`, match anything). */
const inAny = (english, name) => new RegExp(`^(${[english, ...books.map((b) => b[name])]
  .map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')).join('|')})$`);
const HAND_NAMES = ['Your hand', ...books.map((b) => b.your_hand)];

/** Opens the new-game screen's "More options" (dealer, speed, deal number, palette, coach). */
export async function moreOptions(page) {
  const more = page.locator('details.more');
  if (!(await more.evaluate((d) => d.open))) await more.locator('summary').click();
}

/** Opens the table's "More" (the speed, the switches, the game's file and link). */
export async function tableMore(page) {
  const button = page.getByRole('button', { name: 'More', exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/**
 * Sets up a game on the new-game screen. `seats` are 'human' or a level name;
 * `dealer` the first dealer's seat from 0 (default: the app's random pick, R1).
 */
export async function startGame(page, { mode, players, seats, speed = 'Instant', seed = '7', dealer, length }) {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('radio', { name: new RegExp(mode, 'i') }).check();
  await page.getByRole('radio', { name: `${players} players` }).check();
  for (let i = 0; i < players; i++) await page.getByRole('radiogroup', { name: `Player ${i + 1}` }).locator(`input[value="${seats[i]}"]`).check();
  await moreOptions(page);
  await page.getByLabel('Animation speed').selectOption(speed);
  await page.getByLabel('Deal number (optional)').fill(String(seed));
  if (dealer !== undefined) await page.getByLabel('First dealer').selectOption(String(dealer));
  // A game length by the start of its words ("Half game", "One round").
  if (length !== undefined) await page.getByRole('group', { name: 'Game length' }).getByRole('radio', { name: new RegExp(`^${length}`) }).check();
  await page.getByRole('button', { name: 'Start game' }).click();
  // With a game under way the app asks first; these tests mean to replace it.
  const replace = page.getByRole('alertdialog', { name: 'Replace your game in progress?' });
  const table = page.getByRole('region', { name: 'Table' });
  await Promise.race([replace.waitFor().catch(() => {}), table.waitFor().catch(() => {})]);
  if (await replace.isVisible()) await replace.getByRole('button', { name: 'Start the new game' }).click();
}

/** Waits until each round score has counted up to its figure, so a screenshot shows the real scores. */
export async function countedUp(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('.count-up')].every((c) => c.textContent === c.nextElementSibling?.textContent), null, { timeout: 5_000 });
}

/** The pinned positions (tests/e2e/positions.json, checked by tests/positions.rs). */
export async function positions() {
  return JSON.parse(await readFile(new URL('./positions.json', import.meta.url), 'utf8'));
}

/**
 * Opens a position through a saved game: seat 0 is the person, the others AI seats of
 * `level` (or of `levels`, one for each seat after the first); `speed` and other
 * settings go into the stored settings.
 */
export async function openPosition(page, origin, record, { level = 'easy', levels = [], speed = 'Normal', settings = {} } = {}) {
  const named = (l) => l[0].toUpperCase() + l.slice(1);
  const seats = Array.from({ length: record.players }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'ai', level: named(levels[i - 1] ?? level) }));
  const save = JSON.stringify({ format: 'pala-save', version: 1, record, seats });
  const setup = JSON.stringify({
    mode: record.mode, players: record.players, seats, first_dealer: 0, speed, seed: null,
    colorblind: false, auto_forced: false, wait_after_trick: false, sound: false, ...settings,
  });
  if (!page.url().startsWith(origin)) {
    // A fresh page: the storage is written on a blank page of the origin, before the
    // app first starts there.
    await page.goto(origin + BLANK);
  } else if (!page.url().startsWith(origin + BLANK)) {
    // The app must be up before the storage is written: a page still starting could
    // otherwise act on storage after the test wrote it.
    // (By its place, not its words: the page may speak any language.)
    await page.locator('header nav button').first().waitFor({ timeout: 20_000 });
  }
  await page.evaluate(([s, t]) => { localStorage.clear(); localStorage.setItem('pala.save', s); localStorage.setItem('pala.settings', t); }, [save, setup]);
  await page.goto(origin + '/?' + Math.random().toString(36).slice(2));
  try {
    await page.locator('.table-felt[role=region]').waitFor({ timeout: 30_000 });
  } catch (e) {
    await page.screenshot({ path: 'tests/artifacts/open-position-failed.png', fullPage: true }).catch(() => {});
    const shown = await page.locator('body').innerText().catch(() => '');
    throw new Error(`the saved position did not open at the table; the page shows: ${shown.slice(0, 400)}`, { cause: e });
  }
}

/** Waits until nothing moves: no card in flight (the thinking dots breathe on), no score still counting up. */
export async function settle(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
    && [...document.querySelectorAll('.count-up')].every((c) => c.textContent === c.nextElementSibling?.textContent), null, { timeout: 10_000 });
}

/** Plays a card from the hand (completing a mix or smear if the first card is only picked); returns the ids that left the hand. */
export async function playOneCard(page) {
  const hand = page.getByRole('list', { name: inAny('Your hand', 'your_hand') });
  const ids = async () => hand.locator('[data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card));
  const before = await ids();
  const usable = hand.getByRole('button', { disabled: false });
  await usable.first().click();
  await afterTap(page);
  const lit = hand.getByRole('button', { name: new RegExp(['completes the move', ...books.map((b) => b.completes_move.replace(/^[,、]\s*/, ''))].join('|')) });
  const alone = page.getByRole('button', { name: inAny('Play {card} alone', 'play_alone') });
  if ((await hand.getByRole('button', { pressed: true }).count()) > 0) {
    await completion(page);
    if ((await lit.count()) > 0) await lit.first().click();
    else if ((await alone.count()) > 0) await alone.click();
    await afterTap(page);
  }
  // The move is made once a card has left the hand; a play that ties the best entry
  // then waits for the tie decision (shown in that same render).
  await page.waitForFunction(([was, names]) => {
    const now = names.flatMap((n) => [...document.querySelectorAll(`ul[aria-label="${n}"] [data-card]`)]).map((c) => c.dataset.card);
    return was.some((id) => !now.includes(id));
  }, [before, HAND_NAMES], { timeout: 10_000 });
  const tie = page.getByRole('group', { name: inAny('Tie decision', 'tie_decision') });
  if (await tie.isVisible()) await tie.getByRole('button', { name: inAny('Win the tie', 'win_tie') }).click();
  const after = await ids().catch(() => []);
  return before.filter((id) => !after.includes(id));
}

/**
 * After a card is picked: waits until the table offers what completes the move, a lit
 * card or "Play … alone" (or the pick is gone). The table may take a frame to light
 * the partners up.
 */
export async function completion(page) {
  const alone = inAny('Play {card} alone', 'play_alone');
  await page.waitForFunction(([names, source]) => {
    const hand = names.map((n) => document.querySelector(`ul[aria-label="${n}"]`)).find(Boolean);
    return !hand?.querySelector('button[aria-pressed="true"]') || hand.querySelector('button.lit')
      || [...document.querySelectorAll('button')].some((b) => new RegExp(source).test(b.textContent.trim()));
  }, [HAND_NAMES, alone.source], { timeout: 10_000 });
}

/** Plays one move from the hand (or the board, the chips, the tie buttons). */
async function playFromHand(page, { keyboard, pass }) {
  const hand = page.getByRole('list', { name: 'Your hand' });
  const usable = hand.getByRole('button', { disabled: false });
  const board = page.getByRole('region', { name: 'Bid board' });
  if (pass && (await page.getByRole('button', { name: 'Pass', exact: true }).isVisible())) {
    await press(page, page.getByRole('button', { name: 'Pass', exact: true }), keyboard);
    return true;
  }
  if ((await usable.count()) === 0) return false;
  const first = usable.first();
  await press(page, first, keyboard, hand);
  // Bidding: the picked card lights its spaces on the board.
  const spaces = board.getByRole('button');
  if ((await board.count()) > 0 && (await spaces.count()) > 0) {
    await press(page, spaces.first(), keyboard);
    return true;
  }
  // A mix or a smear: complete it with a lit card, or play the picked card alone (the
  // table may take a frame to light the partners up).
  const picked = hand.getByRole('button', { pressed: true });
  const lit = hand.getByRole('button', { name: /completes the move/ });
  const alone = page.getByRole('button', { name: /^Play .* alone$/ });
  if ((await picked.count()) > 0) {
    await completion(page);
    if ((await lit.count()) > 0) await press(page, lit.first(), keyboard, hand);
    else if ((await alone.count()) > 0) await press(page, alone, keyboard);
  }
  return true;
}

/**
 * Waits out a tap's deferred render: the table answers a tap in the same frame and
 * applies the move after that frame is painted (an animation frame, then a task;
 * `motion::after_paint`), so the move is in the page once this returns.
 */
export async function afterTap(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => done()), 0))));
}

/** Clicks a control, or by keyboard: focuses it (in the hand, by arrow keys from the hand's one tab stop) and presses Enter; then waits out the tap's deferred render. */
async function press(page, target, keyboard, hand) {
  await pressNow(page, target, keyboard, hand);
  await afterTap(page);
}

async function pressNow(page, target, keyboard, hand) {
  if (!keyboard) return target.click();
  if (hand) {
    const all = hand.getByRole('button');
    const want = await target.getAttribute('data-card');
    await hand.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 20; i++) {
      if ((await page.evaluate(() => document.activeElement?.getAttribute('data-card'))) === want) break;
      await page.keyboard.press('ArrowRight');
    }
    void all;
  } else {
    await target.focus();
  }
  await page.keyboard.press('Enter');
}

/**
 * In the page: a mark that changes with every change to the DOM (counted by a
 * MutationObserver), every CSS animation or transition that ends (a control shown by
 * one), and every new document. Given an earlier mark, whether the page has changed
 * since.
 */
const MARK = (since) => {
  if (!window.__palaMark) {
    const mark = { id: Math.random().toString(36).slice(2), n: 0 };
    const count = () => { mark.n++; };
    new MutationObserver(count).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const e of ['animationend', 'animationcancel', 'transitionend', 'transitioncancel']) document.addEventListener(e, count, true);
    window.__palaMark = mark;
  }
  const now = `${window.__palaMark.id}:${window.__palaMark.n}`;
  return since === undefined ? now : now !== since;
};

/** The page's mark now (see `changed`). */
export async function pageMark(page) {
  return page.evaluate(MARK);
}

/** Waits until the page has changed since `mark` was taken; false if it did not within `ms`. */
export async function changed(page, mark, ms) {
  if (ms <= 0) return false;
  try {
    await page.waitForFunction(MARK, mark, { timeout: ms });
    return true;
  } catch (e) {
    if (e.name === 'TimeoutError') return false;
    throw e;
  }
}

/**
 * Plays until the game is over: answers ties, bids chips, plays from the hand (or the
 * "All legal moves" list with `list`), and moves on between rounds. `choose(names)`
 * picks a listed move by its accessible name (default: the first). Returns the number
 * of the person's actions. `keyboard` uses the keyboard; `pass` passes in
 * Impressionism bidding whenever it may.
 */
/** The English of the controls `playToEnd` presses (another language's phrasebook has the same names). */
const ENGLISH = { play_again: 'Play again', next_round: 'Next round', legal_moves: 'All legal moves', pass: 'Pass', waiting: 'Waiting for {name}.', thinking: '{name} is thinking…', tie_decision: 'Tie decision', win_tie: 'Win the tie' };

export async function playToEnd(page, { timeoutMs = 120_000, keyboard = false, list = false, pass = false, choose = (n) => 0, onRoundEnd, stopAtRoundEnd = false, words = ENGLISH } = {}) {
  const deadline = Date.now() + timeoutMs;
  let actions = 0;
  // Another language's seats wait and think in its own words.
  const pattern = (t) => '^' + t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{name\\}', '.*');
  const waiting = new RegExp([words.waiting, words.thinking].map(pattern).join('|'));
  while (Date.now() < deadline) {
    const mark = await pageMark(page);
    if (await page.getByRole('button', { name: words.play_again }).isVisible()) return actions;
    const next = page.getByRole('button', { name: words.next_round });
    if (await next.isVisible()) {
      if (stopAtRoundEnd) return actions;
      if (onRoundEnd) await onRoundEnd();
      await next.click();
      await afterTap(page);
      continue;
    }
    const tie = page.getByRole('group', { name: words.tie_decision });
    if (await tie.isVisible()) {
      await press(page, tie.getByRole('button', { name: words.win_tie }), keyboard);
      actions++;
      continue;
    }
    const chips = page.getByRole('group', { name: 'Your chip bid' });
    if (await chips.isVisible()) {
      await press(page, chips.getByRole('button', { name: 'Red chip' }), keyboard);
      await press(page, chips.getByRole('button', { name: 'Yellow chip' }), keyboard);
      await press(page, chips.getByRole('button', { name: 'Bid Red and Yellow' }), keyboard);
      actions++;
      continue;
    }
    // Read as it is now: a locator's textContent would wait (30 s) for a prompt that
    // has just gone (the round's scores shown in its place).
    const prompt = await page.evaluate(() => document.querySelector('.prompt')?.textContent ?? '');
    const myTurn = !waiting.test(prompt) && prompt.trim() !== '';
    if (myTurn && list) {
      const details = page.locator('details.all-moves');
      if ((await details.count()) > 0 && !(await details.evaluate((d) => d.open))) await details.locator('summary').click();
      const moves = page.getByRole('group', { name: words.legal_moves }).getByRole('button');
      const pass = page.getByRole('button', { name: words.pass, exact: true });
      const count = await moves.count().catch(() => 0);
      const names = count > 0 ? await moves.allTextContents() : [];
      const passing = (await pass.isVisible()) && choose(['Pass', ...names]) === 0;
      if (passing) { await press(page, pass, keyboard); actions++; continue; }
      if (count > 0) {
        await press(page, moves.nth(choose(names) % count), keyboard);
        actions++;
        continue;
      }
    } else if (myTurn && (await playFromHand(page, { keyboard, pass }))) {
      actions++;
      continue;
    }
    // Nothing to do yet (an AI seat thinking, a card in flight): wait for the page to
    // change since this turn of the loop began.
    if (!(await changed(page, mark, deadline - Date.now()))) break;
  }
  await page.screenshot({ path: 'tests/artifacts/stuck.png', fullPage: true });
  throw new Error(`the game did not end in time (${actions} moves made; see tests/artifacts/stuck.png)`);
}
