// Nothing a player did is lost: Share copies a link and leaves the address bar alone
// (a reload resumes the game), nothing replaces a game in progress without asking, a
// broken deal link says what is wrong, and two windows of one game never overwrite
// each other's moves.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { openPosition, playOneCard, positions, startGame, tableMore } from './play.mjs';

// The game in the save slot is deal `seed` (the table shows a deal's number only once
// its round is over, R13).
const dealIs = (page, seed) => page.waitForFunction((s) => JSON.parse(localStorage.getItem('pala.save') ?? 'null')?.record?.seed === s, seed, { timeout: 20_000 });

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** The stored game: its revision and its moves. */
async function stored(page) {
  return page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('pala.save') ?? 'null');
    return s && { revision: s.revision, actions: s.record.actions };
  });
}

const replace = (page) => page.getByRole('alertdialog', { name: 'Replace your game in progress?' });

// Three at a time, each in a context of its own (the two windows of the last test share
// theirs): no check here times anything.
describe('nothing lost, three at a time', { concurrency: 3 }, () => {
  test('While a round is in play the deal has no number or link (R13); once it is over, Share copies its link and says so; the address bar is untouched, and a reload resumes the same position', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.origin });
      const all = await positions();
      // The round over: its deal may be shared.
      await openPosition(b.page, b.origin, all['pointillism-4']['round-end']);
      let url = b.page.url();
      const more = () => tableMore(b.page);
      await more();
      await b.page.getByRole('button', { name: 'Share this deal' }).click();
      await b.page.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor({ timeout: 5_000 });
      const copied = await b.page.evaluate(() => navigator.clipboard.readText());
      const { mode, players, seed, first_dealer } = all['pointillism-4']['round-end'];
      assert.equal(copied, `${b.origin}/#deal=${mode}-${players}-${seed}-d${first_dealer + 1}`);
      assert.equal(b.page.url(), url, 'the address bar is left as it was');
      // In play: no number, no link; the page holds neither (nor the save, exported at a press).
      await openPosition(b.page, b.origin, all['pointillism-4']['mix']);
      url = b.page.url();
      await more();
      await b.page.getByText('appear once the round is over').waitFor();
      assert.equal(await b.page.getByRole('button', { name: 'Share this deal' }).count(), 0);
      assert.ok(!(await b.page.content()).includes('#deal='), 'no deal link anywhere in the page');
      // A move, then a reload: the same position, not a restarted deal (the AI seats may
      // have played on before the reload or after it: the save then holds more moves,
      // those before it unchanged).
      await playOneCard(b.page);
      const before = await stored(b.page);
      await b.page.reload();
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor({ timeout: 20_000 });
      const after = (await stored(b.page)).actions;
      assert.deepEqual(after.slice(0, before.actions.length), before.actions);
      assert.ok(before.actions.length > all['pointillism-4']['mix'].actions.length);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('Share hands the link to a share sheet where the browser has one, and shows it to copy by hand where there is neither sheet nor clipboard', { timeout: 60_000 }, async () => {
    const b = await open();
    try {
      // A share sheet that records what it was handed.
      await b.context.addInitScript(() => {
        Navigator.prototype.canShare = (data) => Boolean(data?.url);
        Navigator.prototype.share = async (data) => { window.sharedToSheet = { title: data.title, url: data.url }; };
      });
      const all = await positions();
      const end = all['pointillism-4']['round-end'];
      const link = `#deal=${end.mode}-${end.players}-${end.seed}-d${end.first_dealer + 1}`;
      const shareIt = async (page) => {
        await tableMore(page);
        await page.getByRole('button', { name: 'Share this deal' }).click();
      };
      await openPosition(b.page, b.origin, end);
      await shareIt(b.page);
      await b.page.getByRole('status').filter({ hasText: 'Link shared.' }).waitFor({ timeout: 5_000 });
      const sheet = await b.page.evaluate(() => window.sharedToSheet);
      assert.equal(sheet.url, `${b.origin}/${link}`);
      assert.match(sheet.title, /Pala/);
      // Neither a sheet nor a clipboard (an insecure page has no navigator.clipboard).
      const bare = await b.context.newPage();
      await bare.addInitScript(() => {
        delete Navigator.prototype.canShare;
        delete Navigator.prototype.share;
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      });
      await bare.goto(`${b.origin}/`);
      await bare.getByRole('region', { name: 'Table' }).waitFor({ timeout: 30_000 });
      await shareIt(bare);
      const byHand = bare.getByRole('textbox', { name: 'Copy this link:' });
      await byHand.waitFor({ timeout: 5_000 });
      assert.equal(await byHand.inputValue(), `${b.origin}/${link}`);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('Take back undoes your last move of the round and the AI moves after it, counted in the record and said with the scores; dimmed, with its reason, before you have moved', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      const all = await positions();
      const takeBack = b.page.getByRole('button', { name: 'Take back' });
      // At the round's start there is nothing to take back, and the button says why.
      await openPosition(b.page, b.origin, all['impressionism-4']['bidding']);
      await takeBack.waitFor();
      assert.equal(await takeBack.isDisabled(), true);
      assert.match(await takeBack.getAttribute('title'), /you have made none yet/);
      // Mid-round: a card played (the AI seats then move on), taken back.
      const start = all['impressionism-4']['mix'];
      await openPosition(b.page, b.origin, start, { speed: 'Instant' });
      const hand = b.page.getByRole('list', { name: 'Your hand' });
      const cards = async () => (await hand.locator('[data-card]').evaluateAll((cs) => cs.map((c) => c.dataset.card))).sort();
      const before = await cards();
      const played = await playOneCard(b.page);
      assert.ok(played.length >= 1);
      await b.page.waitForFunction((n) => (JSON.parse(localStorage.getItem('pala.save')).record.actions.length > n), start.actions.length);
      await takeBack.click();
      await b.page.waitForFunction((n) => {
        const r = JSON.parse(localStorage.getItem('pala.save')).record;
        return r.actions.length === n && r.taken_back === 1;
      }, start.actions.length, { timeout: 10_000 });
      assert.deepEqual(await cards(), before, 'the card is back in the hand');
      await b.page.getByRole('status').filter({ hasText: 'You took back your last move.' }).or(b.page.getByRole('log').filter({ hasText: 'You took back your last move.' })).first().waitFor({ state: 'attached' });
      // The round's scores say it.
      const end = { ...all['impressionism-4']['round-end'], taken_back: 2 };
      await openPosition(b.page, b.origin, end);
      await b.page.getByText('You took back 2 moves in this game.').waitFor();
      // And the review of the round.
      await b.page.getByRole('button', { name: 'Review my round' }).click();
      await b.page.frameLocator('iframe.coach-frame').getByText('You took back 2 moves in this game.').waitFor({ timeout: 20_000 });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('New game and deal links ask before replacing a game in progress: keep playing keeps it, start replaces it; the link leaves the address bar', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      const all = await positions();
      const game = all['impressionism-4']['mix'];
      await openPosition(b.page, b.origin, game);
      const before = await stored(b.page);
      // New game, Start: asked; "Keep playing" keeps the game as it was.
      await b.page.getByRole('button', { name: 'New game' }).click();
      await b.page.getByRole('button', { name: 'Start game' }).click();
      await replace(b.page).waitFor({ timeout: 5_000 });
      assert.match(await replace(b.page).textContent(), /You are playing a game \(Impressionism, 4 players, round \d\)\. Starting a new game \(Impressionism, 4 players\) ends it here\./);
      assert.ok(await replace(b.page).getByRole('link', { name: 'Export the game in progress' }).isVisible());
      await replace(b.page).getByRole('button', { name: 'Keep playing' }).click();
      await replace(b.page).waitFor({ state: 'detached' });
      assert.deepEqual(await stored(b.page), before);
      // Back at the table, not on the new-game screen the question came from.
      await b.page.getByRole('region', { name: 'Table' }).waitFor({ timeout: 5_000 });
      assert.equal(await b.page.getByRole('button', { name: 'Start game' }).count(), 0, 'the new-game screen is gone');
      // A deal link opened over the game: asked again; "Keep playing" resumes the game.
      await b.page.goto(b.origin + '/#deal=pointillism-3-4242');
      await replace(b.page).waitFor({ timeout: 20_000 });
      assert.match(await replace(b.page).textContent(), /Pointillism, 3 players, deal 4242/);
      assert.equal(new URL(b.page.url()).hash, '', 'the deal link is out of the address bar');
      await replace(b.page).getByRole('button', { name: 'Keep playing' }).click();
      await b.page.getByRole('region', { name: 'Table' }).waitFor();
      await dealIs(b.page, game.seed);
      assert.deepEqual((await stored(b.page)).actions, before.actions);
      // The same link again, and this time "Start the new game".
      await b.page.goto(b.origin + '/#deal=pointillism-3-4242');
      await replace(b.page).getByRole('button', { name: 'Start the new game' }).click();
      await dealIs(b.page, 4242);
      assert.equal(new URL(b.page.url()).hash, '');
      // And a reload resumes that new game rather than asking or restarting.
      await b.page.reload();
      await dealIs(b.page, 4242);
      assert.equal(await replace(b.page).count(), 0);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('a broken deal link says what is wrong in plain words and offers the new-game screen', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      const cases = [
        ['garbage', /names the game, the number of players and the deal number, such as #deal=pointillism-4-12345; this one reads "garbage"/],
        ['pointillism-7-123', /Pala is played by 3, 4 or 5 players; this link asks for "7"/],
        ['pointillism-4-99999999999999999999', /The deal number must be a whole number from 0 to 18446744073709551615; this link has "99999999999999999999"/],
        ['chess-4-1', /"chess" is not a Pala game/],
      ];
      for (const [link, says] of cases) {
        await b.page.goto(b.origin + '/?' + link + '#deal=' + link);
        const alert = b.page.getByRole('alert').filter({ hasText: 'This deal link cannot be opened.' });
        await alert.waitFor({ timeout: 20_000 });
        assert.match(await alert.textContent(), says, link);
        assert.equal(new URL(b.page.url()).hash, '');
      }
      await b.page.getByRole('button', { name: 'Set up a new game' }).click();
      await b.page.getByRole('button', { name: 'Start game' }).waitFor();
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('two windows of one game: the window left behind is told, saves nothing over the newer game, and continues from it', { timeout: 120_000 }, async () => {
    const b = await open();
    try {
      const all = await positions();
      await openPosition(b.page, b.origin, all['pointillism-4']['last-to-play'], { speed: 'Instant' });
      // The first window counts the storage events it hears (each other window's writes).
      await b.page.evaluate(() => {
        window.heard = [];
        window.addEventListener('storage', (e) => window.heard.push(e.key));
      });
      const second = await b.context.newPage();
      await second.goto(b.origin + '/');
      await second.getByRole('list', { name: 'Your hand' }).waitFor({ timeout: 20_000 });
      // Opening the game in a second window moves nothing on: once the first window has
      // heard the second's start-up writes (its settings) and drawn twice since, it has
      // not been told the game moved on.
      await b.page.waitForFunction(() => window.heard.includes('pala.settings'), null, { timeout: 10_000 });
      await b.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const stale = (page) => page.getByRole('alertdialog', { name: 'This game moved on in another window' });
      assert.equal(await stale(b.page).count(), 0);
      // The second window plays (and the AI seats reply there).
      await playOneCard(second);
      await second.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length > n,
        all['pointillism-4']['last-to-play'].actions.length);
      await stale(b.page).waitFor({ timeout: 10_000 });
      const newer = await stored(second);
      // The first window, still showing the older position, cannot write over the newer
      // one: what it reads holds every move of the newer game (the AI seats of the second
      // window may have played on since, adding moves).
      const seen = await stored(b.page);
      assert.ok(seen.actions.length >= newer.actions.length, `${seen.actions.length} moves stored, fewer than the newer game's ${newer.actions.length}`);
      assert.deepEqual(seen.actions.slice(0, newer.actions.length), newer.actions);
      assert.ok(await stale(b.page).getByRole('link', { name: "Export this window's game" }).isVisible());
      // The second window closes first: its AI seats, playing on, would move the game on
      // again under the first window (which is then rightly told again, and waits).
      await second.close();
      await stale(b.page).getByRole('button', { name: 'Continue here' }).click();
      await stale(b.page).waitFor({ state: 'detached' });
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor();
      // The first window plays on, and its next write extends the newer game.
      await playOneCard(b.page);
      await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save')).record.actions.length > n,
        newer.actions.length, { timeout: 60_000 });
      const now = await stored(b.page);
      assert.ok(now.actions.length > newer.actions.length);
      assert.deepEqual(now.actions.slice(0, newer.actions.length), newer.actions, 'the first window goes on from the newer game');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});

// Storage that changes under an open game: cleared, blocked, or holding another game.
describe('storage that vanishes or changes mid-game, three at a time', { concurrency: 3 }, () => {
  const elsewhere = (page) => page.getByRole('alertdialog', { name: /in another window/ });

  test('a deal link of a 20,000-character word: the notice quotes 80 characters of it, and the page keeps its width', { timeout: 60_000 }, async () => {
    const b = await open({ viewport: { width: 390, height: 844 } });
    try {
      await b.page.goto(`${b.origin}/#deal=pointillism-4-${'9'.repeat(20_000)}`);
      const notice = b.page.getByRole('alert').filter({ hasText: 'This deal link cannot be opened.' });
      await notice.waitFor({ timeout: 20_000 });
      const text = await notice.innerText();
      assert.match(text, new RegExp(`"${'9'.repeat(80)}…"`), text.slice(0, 300));
      assert.ok(!text.includes('9'.repeat(81)), 'no more than 80 characters of the link are quoted');
      const [wide, view] = await b.page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
      assert.ok(wide <= view, `the page is ${wide} px wide in a ${view} px window`);
      await b.page.screenshot({ path: 'tests/artifacts/deal-link-too-long-390x844.png' });
    } finally {
      await b.close();
    }
  });

  test('storage cleared by another tab mid-game: the game is written again at once, play goes on, a reload resumes it', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      const at = (await positions())['pointillism-4']['mix'];
      await openPosition(b.page, b.origin, at, { speed: 'Instant' });
      const other = await b.context.newPage();
      await other.goto(b.origin + '/__tests__/blank.html');
      await other.evaluate(() => localStorage.clear());
      // The open game is written again as soon as the clear is heard.
      await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save') ?? 'null')?.record?.actions?.length === n, at.actions.length, { timeout: 10_000 });
      await playOneCard(b.page);
      await b.page.waitForFunction((n) => JSON.parse(localStorage.getItem('pala.save') ?? 'null')?.record?.actions?.length > n, at.actions.length, { timeout: 30_000 });
      assert.equal(await elsewhere(b.page).count(), 0, 'no word of another window: none wrote');
      const moves = (await stored(b.page)).actions;
      await b.page.reload();
      await b.page.getByRole('region', { name: 'Table' }).waitFor({ timeout: 20_000 });
      assert.deepEqual((await stored(b.page)).actions.slice(0, moves.length), moves, 'the reload resumes the game');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('storage blocked mid-game: the not-saved notice, and play goes on', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      const at = (await positions())['pointillism-4']['mix'];
      await openPosition(b.page, b.origin, at, { speed: 'Instant' });
      // Site data blocked while the tab is open: the storage throws, as Chromium's does.
      await b.page.evaluate(() => Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The site data is blocked.', 'SecurityError'); } }));
      await playOneCard(b.page);
      const notice = b.page.getByText(/games are not saved: a game lasts while this page is open/);
      await notice.waitFor({ timeout: 10_000 });
      assert.equal(await elsewhere(b.page).count(), 0, 'not told of another window');
      // The AI seats play on and the turn comes back.
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().waitFor({ timeout: 30_000 });
      await b.page.screenshot({ path: 'tests/artifacts/storage-blocked-1280x800.png' });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('a game written by another window at the same revision, not yet heard of when this window saves, is not saved over', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      const all = await positions();
      await openPosition(b.page, b.origin, all['pointillism-4']['mix'], { speed: 'Instant' });
      await b.page.getByRole('list', { name: 'Your hand' }).getByRole('button', { disabled: false }).first().waitFor({ timeout: 30_000 });
      // Written from this page, which hears no storage event of its own writes: as if
      // another window wrote in the instant before this one saves its next move.
      const replacement = all['impressionism-3']['mix'];
      const seats = Array.from({ length: replacement.players }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'ai', level: 'Easy' }));
      const theirs = await b.page.evaluate(([record, seats]) => {
        const revision = JSON.parse(localStorage.getItem('pala.save')).revision;
        const text = JSON.stringify({ format: 'pala-save', version: 1, record, seats, revision });
        localStorage.setItem('pala.save', text);
        return text;
      }, [replacement, seats]);
      await playOneCard(b.page);
      await b.page.getByRole('alertdialog', { name: 'This game was replaced in another window' }).waitFor({ timeout: 10_000 });
      assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.save')), theirs, 'the other window\'s game is in the slot as it wrote it');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('a game replaced in another window is called replaced and named; one finished there is called finished', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      const all = await positions();
      const at = all['pointillism-4']['mix'];
      await openPosition(b.page, b.origin, at, { speed: 'Instant' });
      const other = await b.context.newPage();
      await other.goto(b.origin + '/__tests__/blank.html');
      // Another window starts another game (a 3-player Impressionism deal) in the slot.
      const replacement = all['impressionism-3']['mix'];
      const seats = Array.from({ length: replacement.players }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'ai', level: 'Easy' }));
      await other.evaluate((save) => localStorage.setItem('pala.save', save), JSON.stringify({ format: 'pala-save', version: 1, record: replacement, seats, revision: 1 }));
      const told = b.page.getByRole('alertdialog', { name: 'This game was replaced in another window' });
      await told.waitFor({ timeout: 10_000 });
      assert.match(await told.innerText(), /started another game in its place: Impressionism, 3 players, round \d\. Nothing here was saved over it\./);
      await b.page.screenshot({ path: 'tests/artifacts/game-replaced-1280x800.png' });
      // Playing that game here loads the other window's game, not this one further on.
      await told.getByRole('button', { name: 'Play that game here' }).click();
      await told.waitFor({ state: 'detached' });
      await b.page.getByRole('list', { name: 'Your hand' }).waitFor();
      assert.equal(await b.page.evaluate(() => JSON.parse(localStorage.getItem('pala.save')).record.mode), 'impressionism');

      // The same game played to its end in the other window: it says so, then empties
      // the slot (as a window of Pala's does when a game ends).
      const mine = await b.page.evaluate(() => JSON.parse(localStorage.getItem('pala.save')));
      await other.evaluate(([record, revision]) => {
        localStorage.setItem('pala.save.ended', JSON.stringify({ record, revision }));
        localStorage.removeItem('pala.save');
      }, [mine.record, mine.revision + 5]);
      const finished = b.page.getByRole('alertdialog', { name: 'This game was finished in another window' });
      await finished.waitFor({ timeout: 10_000 });
      assert.ok(await finished.getByRole('button', { name: 'Set up a new game' }).isVisible());
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
