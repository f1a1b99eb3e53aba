// The studio (issue 36): a teacher builds a lesson through the studio's own controls
// (deal, bids, three steps played on the table, each with its words and a hint),
// exports it, and it plays back embedded on another origin, the learner's wrong move
// answered by the hint; a position from a finished round's review opens in the studio;
// drafts survive a reload, and a draft that cannot be read is reported and kept; axe
// finds nothing at phone and desktop sizes; screenshots for the contact sheet.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { open, shareBrowser } from './browser.mjs';
import { openPosition, positions, settle } from './play.mjs';
import { serve } from './serve.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** Opens the studio and waits for it. */
async function studio(page, origin, fragment = '#studio') {
  await page.goto(`${origin}/?studio${fragment}`);
  await page.getByRole('heading', { name: /^Studio/ }).waitFor({ timeout: 20_000 });
}

/** What the studio says of its moves. */
const movesWords = (page) => page.locator('.studio-moves').textContent();

/** Makes a move on the studio's table: taps `card` (or the first secondary card that may
 * be played: one tap plays it), and answers a pick with its "alone" button; waits for the
 * move to count. */
async function play(page, card) {
  const before = await movesWords(page);
  const table = page.locator('.studio-table .you');
  const target = card ? table.locator('.hand button.card', { hasText: card }).first() : table.locator('.hand button.card.raised:is(.k-O, .k-G, .k-P)').first();
  await target.click();
  const alone = table.getByRole('button', { name: /alone$/ });
  if (await alone.isVisible().catch(() => false)) await alone.click();
  await page.waitForFunction((b) => document.querySelector('.studio-moves')?.textContent !== b, before, { timeout: 5_000 });
}

// Three at a time, each in a context of its own: no check here times anything.
describe('the studio, three at a time', { concurrency: 3 }, () => {
  test('a lesson made with the studio alone plays back embedded on another origin, a wrong move answered by its hint', { timeout: 120_000 }, async () => {
    const b = await open({ viewport: { width: 1280, height: 800 }, cors: true });
    let host;
    let bare;
    try {
      const { page } = b;
      await studio(page, b.origin);
      await page.getByRole('textbox', { name: 'Title' }).fill('Bid, then answer the lead');
      // The deal: Pointillism for 3, deal 7, Player 2 dealing (so Player 2 bids first and
      // leads the first trick, R1).
      await page.getByRole('combobox', { name: 'Players', exact: true }).selectOption('3');
      await page.getByRole('spinbutton', { name: 'Deal number' }).fill('7');
      await page.getByRole('spinbutton', { name: 'Deal number' }).press('Enter');
      await page.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: 'Player 2' });
      // Players 2 and 3 bid null on the table's own chips: the scene.
      for (let i = 0; i < 2; i++) {
        const before = await movesWords(page);
        await page.locator('.studio-table').getByRole('button', { name: 'Bid null (no tricks)' }).click();
        await page.waitForFunction((w) => document.querySelector('.studio-moves')?.textContent !== w, before);
      }
      await page.getByRole('button', { name: 'Start the lesson here' }).click();
      assert.equal(await movesWords(page), '2 moves set the scene; the next move made on the table is step 1.');
      // Step 1, the learner's bid: Orange, chip then Bid.
      const table = page.locator('.studio-table');
      await table.getByRole('button', { name: 'Orange chip' }).click();
      const before = await movesWords(page);
      await table.getByRole('button', { name: 'Bid Orange' }).click();
      await page.waitForFunction((w) => document.querySelector('.studio-moves')?.textContent !== w, before);
      // Steps 2 and 3: Player 2 leads, Player 3 answers; step 4: the learner answers.
      await play(page);
      await play(page);
      await play(page);
      assert.equal(await movesWords(page), '2 moves set the scene, then 4 moves in the steps below.');
      const steps = page.locator('.studio-step');
      assert.equal(await steps.count(), 4);
      const heads = await steps.locator('legend').allTextContents();
      assert.equal(heads[0], 'Step 1 (You): Bid Orange');
      assert.match(heads[1], /^Step 2 \(Player 2\): Play /);
      assert.match(heads[3], /^Step 4 \(You\): Play /);
      // Only the learner's own moves can be asked of them, and only those take a hint.
      assert.deepEqual(await steps.getByRole('checkbox').evaluateAll((cs) => cs.map((c) => [c.checked, c.disabled])),
        [[true, false], [false, true], [false, true], [true, false]]);
      assert.equal(await steps.getByLabel('Hint for a wrong move').count(), 2);
      const says = [
        'Players 2 and 3 bid null. Now you: bid Orange.',
        'Player 2 dealt, so Player 2 leads the first trick.',
        'Player 3 answers.',
        'Now you: answer the lead.',
      ];
      for (const [k, say] of says.entries()) await steps.nth(k).getByLabel('What this step says').fill(say);
      await steps.nth(0).getByLabel('Hint for a wrong move').fill('Tap the Orange chip, then Bid Orange.');
      await steps.nth(3).getByLabel('Hint for a wrong move').fill('Follow the trick\'s colour if you can.');
      await page.getByLabel('Words at the end (optional)').fill('That is a whole trick.');
      assert.equal(await page.locator('.studio-check').textContent(), 'Ready: a lesson of 4 steps.');
      // The live lesson shows the first step's words.
      assert.equal(await page.locator('.studio-preview .lesson-say').textContent(), says[0]);
      await page.screenshot({ path: 'tests/artifacts/studio-lesson-1280x800.png', fullPage: true });

      // The export is the lesson format, and survives a reload.
      const json = JSON.parse(await page.locator('.studio-export').inputValue());
      assert.equal(json.title, 'Bid, then answer the lead');
      assert.deepEqual(json.scenario.actions, ['bid null', 'bid null']);
      assert.equal(json.scenario.dealer, 1);
      assert.deepEqual(json.steps.map((s) => [s.say, s.auto, s.hint ?? null]), [
        [says[0], false, 'Tap the Orange chip, then Bid Orange.'], [says[1], true, null], [says[2], true, null], [says[3], false, "Follow the trick's colour if you can."],
      ]);
      assert.equal(json.steps[0].move, 'bid O');
      await page.reload();
      await page.getByRole('heading', { name: /^Studio/ }).waitFor();
      assert.equal(await page.locator('.studio-step').count(), 4, 'the draft is kept over a reload');
      // A step taken back takes the ones after it; played again, the words start empty.
      await page.getByRole('button', { name: 'Take back step 4' }).click();
      assert.equal(await page.locator('.studio-step').count(), 3);
      await play(page);
      await steps.nth(3).getByLabel('What this step says').fill(says[3]);
      await steps.nth(3).getByLabel('Hint for a wrong move').fill("Follow the trick's colour if you can.");
      assert.equal(await page.locator('.studio-check').textContent(), 'Ready: a lesson of 4 steps.');
      // Copy puts the snippet on the clipboard.
      await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.origin });
      const elementBox = page.locator('.copy-box', { has: page.locator('.studio-element') });
      await elementBox.getByRole('button', { name: 'Copy' }).click();
      await elementBox.getByText('Copied.').waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.locator('.studio-element').inputValue());
      const element = await page.locator('.studio-element').inputValue();
      const iframe = await page.locator('.studio-iframe').inputValue();
      assert.ok(element.includes(`${b.origin}/embed.js`) && iframe.includes(`${b.origin}/#embed=`));
      console.log(`  lesson made in the studio: ${JSON.stringify(json)}`);

      // Someone else's page, on another origin, pastes both snippets.
      host = await serve('dist', 0, { '/lesson.html': `<!DOCTYPE html><html lang="en"><head><title>A teacher's page</title></head><body>${element}\n${iframe}</body></html>` });
      const a = `http://127.0.0.1:${host.address().port}`;
      assert.notEqual(a, b.origin);
      await b.context.route(`${a}/**`, (route) => route.continue());
      await page.goto(`${a}/lesson.html`);
      const widget = page.locator('[data-pala-scenario]');
      await widget.locator('.lesson-say').waitFor({ timeout: 20_000 });
      assert.equal(await widget.locator('.heading').textContent(), 'Bid, then answer the lead');
      // A wrong move (a null bid) gets the step's hint; the right one moves on.
      await widget.getByRole('button', { name: 'Bid null (no tricks)' }).click();
      assert.match(await widget.locator('.lesson-hint').textContent(), /Tap the Orange chip, then Bid Orange\./);
      await widget.getByRole('button', { name: 'Orange chip' }).click();
      await widget.getByRole('button', { name: 'Bid Orange' }).click();
      assert.equal(await widget.locator('.lesson-say').textContent(), says[1]);
      await widget.getByRole('button', { name: 'Next' }).click();
      await widget.getByRole('button', { name: 'Next' }).click();
      assert.equal(await widget.locator('.lesson-say').textContent(), says[3]);
      await widget.getByRole('button', { name: 'Show me' }).click();
      assert.equal(await widget.locator('.lesson-say').textContent(), 'That is a whole trick.');
      // The frame form shows the same lesson.
      await page.frameLocator('iframe').locator('.lesson-say').waitFor({ timeout: 20_000 });
      assert.equal(await page.frameLocator('iframe').locator('.lesson-say').textContent(), says[0]);
      await page.screenshot({ path: 'tests/artifacts/studio-embedded-1280x800.png', fullPage: true });
      // Mounted, the example hides the words it waited with: a shadow root without a
      // slot draws none of the element's own children.
      assert.equal(await widget.evaluate((el) => el.shadowRoot !== null && !el.shadowRoot.querySelector('slot')), true);
      assert.match(await widget.evaluate((el) => el.textContent), /If this message stays/);
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
      // Pala hosted where its files come without CORS: the element says why, and the fix.
      bare = await serve('dist', 0, {}, { cors: false });
      const c = `http://127.0.0.1:${bare.address().port}`;
      await b.context.route(`${c}/**`, (route) => route.continue());
      host.closeAllConnections();
      await new Promise((ok) => host.close(ok));
      host = await serve('dist', 0, { '/lesson.html': `<!DOCTYPE html><html lang="en"><head><title>A teacher's page</title></head><body>${element.replaceAll(`${b.origin}/`, `${c}/`)}</body></html>` });
      const teacher = `http://127.0.0.1:${host.address().port}`;
      await b.context.route(`${teacher}/**`, (route) => route.continue());
      const blocked = await b.context.newPage();
      await blocked.goto(`${teacher}/lesson.html`);
      const said = blocked.getByText(/If this message stays, either that site must send Pala's files with the header Access-Control-Allow-Origin/);
      await said.waitFor();
      assert.ok((await said.textContent()).includes(`is loading from ${c}/`));
      await blocked.close();
    } finally {
      await b.close();
      for (const server of [host, bare]) {
        if (server) {
          server.closeAllConnections();
          await new Promise((ok) => server.close(ok));
        }
      }
    }
  });

  test("a finished round's moment opens in the studio with one tap, its moves setting the scene", { timeout: 120_000 }, async () => {
    const b = await open({ viewport: { width: 1280, height: 800 } });
    try {
      const all = await positions();
      await openPosition(b.page, b.origin, all['pointillism-3']['round-end'], { speed: 'Instant' });
      await settle(b.page);
      await b.page.getByRole('button', { name: 'Review my round' }).click();
      const frame = b.page.frameLocator('iframe.coach-frame');
      const link = frame.getByRole('link', { name: 'Open this position in the studio' }).first();
      await link.waitFor({ timeout: 30_000 });
      const [opened] = await Promise.all([b.context.waitForEvent('page'), link.click()]);
      await opened.getByRole('heading', { name: /^Studio/ }).waitFor({ timeout: 20_000 });
      assert.match(await opened.locator('.studio-moves').textContent(), /^(No moves yet|1 move sets the scene|\d+ moves set the scene)/);
      assert.match(await opened.locator('.studio-from').textContent(), /^From your game: the round as it was dealt/);
      assert.deepEqual(await opened.locator('.studio-drafts option').allTextContents(), ['Untitled draft 1'], 'the position is the only draft');
      assert.equal(await opened.locator('.studio-check').textContent(), 'Ready: an example (no steps yet, so not a lesson).');
      // The position is the one reviewed: the same hand as the moment shows.
      const reviewed = await frame.locator('.moment').first().locator('.mini-hand .card').count();
      const inStudio = await opened.locator('.studio-table .you .hand .card').count();
      assert.equal(inStudio, reviewed, 'the hand of the moment');
      await opened.screenshot({ path: 'tests/artifacts/studio-from-review-1280x800.png', fullPage: true });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('cards placed by hand: from a hand back to the deck, into a pile, and the table plays the position', { timeout: 60_000 }, async () => {
    const b = await open({ viewport: { width: 1280, height: 800 } });
    try {
      const { page } = b;
      await studio(page, b.origin);
      await page.getByRole('combobox', { name: 'Game' }).selectOption('impressionism');
      await page.getByRole('button', { name: 'Place the cards by hand' }).click();
      const deckCount = () => page.locator('.studio-deck button.card').count();
      const heads = () => page.locator('.studio-placed h3').allTextContents();
      assert.deepEqual(await heads(), ["Player 1's hand: 14 cards", "Player 2's hand: 14 cards", "Player 3's hand: 14 cards"]);
      // Player 1's first card goes back to the deck, then into Player 2's pile.
      const first = page.locator('.studio-placed').first().locator('button.card').first();
      const label = await first.locator('.sr-only').textContent();
      const card = label.replace(/: put it back in the deck$/, '');
      await first.click();
      assert.equal((await heads())[0], "Player 1's hand: 13 cards");
      await page.getByRole('combobox', { name: 'Put cards into' }).selectOption({ label: "Player 2's pile" });
      await page.getByRole('button', { name: new RegExp(`^${card} \\((\\d|the last) in the deck\\): put (one|it) in Player 2's pile$`) }).click();
      assert.deepEqual((await heads()).slice(3), ["Player 2's pile: 1 card"]);
      // A new dealer keeps the cards placed.
      await page.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: 'Player 3' });
      assert.deepEqual((await heads()).slice(0, 1).concat((await heads()).slice(3)), ["Player 1's hand: 13 cards", "Player 2's pile: 1 card"]);
      assert.equal(JSON.parse(await page.locator('.studio-export').inputValue()).dealer, 2);
      assert.equal(JSON.parse(await page.locator('.studio-export').inputValue()).piles[1].length, 1);
      // The table plays from the placed position: Player 3 deals and bids first.
      assert.equal(await page.locator('.studio-table .you').getAttribute('aria-label'), 'Try a move for Player 3');
      assert.ok(await deckCount() >= 1);
      await page.screenshot({ path: 'tests/artifacts/studio-placing-1280x800.png', fullPage: true });
      // The way back: the game at the page's own folder.
      await page.getByRole('link', { name: 'Back to the game' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'New game' }).waitFor({ timeout: 20_000 });
      assert.equal(new URL(page.url()).search, '');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('the bidding set instead of played: bids, the board and the leader; a colour on two spaces refused in words', { timeout: 60_000 }, async () => {
    const b = await open({ viewport: { width: 1280, height: 800 } });
    try {
      const { page } = b;
      await studio(page, b.origin);
      await page.getByRole('combobox', { name: 'Players', exact: true }).selectOption('4');
      await page.getByRole('button', { name: 'Set the bidding instead' }).click();
      const bid = page.locator('.studio-bid').first();
      await bid.getByRole('button', { name: 'Red' }).click();
      await bid.getByRole('button', { name: 'Blue' }).click();
      assert.equal(await bid.locator('legend').textContent(), 'Player 1 bids Red and Blue');
      assert.equal(await bid.getByRole('button', { name: 'Red' }).getAttribute('aria-pressed'), 'true');
      // A dealt round's first trick is the dealer's to lead (R1); only a position placed
      // by hand may stand for a later trick, with another leader.
      assert.equal(await page.getByRole('combobox', { name: /Leads/ }).count(), 0);
      assert.match(await page.locator('.studio-bidding').textContent(), /Player 1, the dealer, leads the first trick/);
      await page.getByRole('button', { name: 'Place the cards by hand' }).click();
      await page.getByRole('combobox', { name: 'Leads the next trick' }).selectOption({ label: 'Player 3' });
      assert.match(await page.locator('.studio-bidding').textContent(), /Player 3 is not the dealer \(Player 1\), so this stands for a later trick, which Player 3 leads/);
      const scenario = JSON.parse(await page.locator('.studio-export').inputValue());
      assert.deepEqual([scenario.bids, scenario.leader], [['R B', 'null', 'null', 'null'], 2]);
      assert.equal(await page.locator('.studio-table .you').getAttribute('aria-label'), 'Try a move for Player 3');
      // Impressionism: the board's spaces; Red on two of them is refused by the engine.
      await page.getByRole('combobox', { name: 'Game' }).selectOption('impressionism');
      await page.getByRole('button', { name: 'Set the bidding instead' }).click();
      await page.getByRole('combobox', { name: 'Cancel', exact: true }).selectOption('R');
      assert.equal(await page.locator('.studio-table .you').getAttribute('aria-label'), 'Try a move for Player 1');
      await page.locator('#studio-space-1').selectOption('R');
      assert.match(await page.locator('.studio-check').textContent(), /^Not ready: .*board/);
      assert.match(await page.locator('.studio-table .pala-widget.error').textContent(), /cannot be shown.*board/);
      await page.getByRole('button', { name: 'Play the bidding on the table instead' }).click();
      assert.match(await page.locator('.studio-table .prompt').textContent(), /bid board/);
      await page.screenshot({ path: 'tests/artifacts/studio-bidding-1280x800.png', fullPage: true });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test('a draft that cannot be read is reported and kept; axe finds nothing at phone and desktop sizes', { timeout: 90_000 }, async () => {
    const axe = await readFile('node_modules/axe-core/axe.min.js', 'utf8');
    for (const [w, h] of [[390, 844], [1280, 800]]) {
      const b = await open({ viewport: { width: w, height: h } });
      try {
        await b.page.goto(`${b.origin}/`);
        await b.page.evaluate(() => localStorage.setItem('pala.studio', '{"drafts": [ damaged'));
        await studio(b.page, b.origin);
        assert.match(await b.page.getByRole('alert').first().textContent(), /could not be read back.*kept unchanged under “pala\.studio\.unreadable”/);
        assert.equal(await b.page.evaluate(() => localStorage.getItem('pala.studio.unreadable')), '{"drafts": [ damaged');
        await b.page.screenshot({ path: `tests/artifacts/studio-${w}x${h}.png`, fullPage: true });
        // With the cards placed by hand too, so axe reads the deck and the hands.
        await b.page.getByRole('button', { name: 'Place the cards by hand' }).click();
        await b.page.locator('.studio-deck').waitFor();
        await b.page.getByRole('button', { name: 'Set the bidding instead' }).click();
        await b.page.locator('.studio-bids').waitFor();
        await b.page.evaluate(axe);
        const found = await b.page.evaluate(async () => (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.nodes.length}`));
        assert.deepEqual(found, [], `axe at ${w}x${h}`);
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    }
  });
  test('a second unreadable draft is kept beside the first; drafts past the limits open at once, cut or kept aside, and said', { timeout: 90_000 }, async () => {
    const b = await open();
    // Each time from another page: the same address again would not reload the studio.
    const reopen = async (drafts) => {
      await b.page.goto(`${b.origin}/__tests__/blank.html`);
      await b.page.evaluate((t) => localStorage.setItem('pala.studio', t), drafts);
      await studio(b.page, b.origin);
    };
    try {
      await b.page.goto(`${b.origin}/`);
      await b.page.evaluate(() => localStorage.setItem('pala.studio', 'first damaged'));
      await studio(b.page, b.origin);
      // The studio stores its fresh draft; another damaged one comes, and is kept too.
      await b.page.waitForFunction(() => localStorage.getItem('pala.studio')?.startsWith('{'));
      const fresh = JSON.parse(await b.page.evaluate(() => localStorage.getItem('pala.studio')));
      await reopen('second damaged');
      assert.match(await b.page.getByRole('alert').first().textContent(), /kept unchanged under “pala\.studio\.unreadable\.2”/);
      assert.deepEqual(await b.page.evaluate(() => [localStorage.getItem('pala.studio.unreadable'), localStorage.getItem('pala.studio.unreadable.2')]), ['first damaged', 'second damaged']);
      // A draft of 5,000 steps (about 300 KB): it opens cut to 120 steps, at once.
      const long = { ...fresh, drafts: [{ ...fresh.drafts[0], steps: Array.from({ length: 5000 }, () => ({ move: 'pass', say: 'A step.', asked: false, hint: '' })) }] };
      let t0 = Date.now();
      await reopen(JSON.stringify(long));
      assert.match(await b.page.getByRole('alert').first().textContent(), /longer than the studio keeps \(at most 120 steps.*open cut to fit\. What was stored is kept unchanged under “pala\.studio\.unreadable\.3”/);
      const opened = Date.now() - t0;
      assert.ok(opened < 10_000, `the long draft opened in ${opened} ms`);
      await b.page.waitForFunction(() => JSON.parse(localStorage.getItem('pala.studio')).drafts[0].steps.length === 120);
      // A 700 KB title: too large to open, kept aside, and the studio starts afresh.
      const heavy = { ...fresh, drafts: [{ ...fresh.drafts[0], title: 'T'.repeat(700_000) }] };
      t0 = Date.now();
      await reopen(JSON.stringify(heavy));
      assert.match(await b.page.getByRole('alert').first().textContent(), /too large to open \(\d+ KB; the studio opens at most 512 KB\).*kept unchanged under “pala\.studio\.unreadable\.4”/);
      assert.ok(Date.now() - t0 < 10_000, 'the heavy drafts were not opened');
      const wide = await b.page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
      assert.ok(wide[0] <= wide[1], `no sideways scrolling (${wide[0]} > ${wide[1]})`);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
});
