// The coach: every dimmed card says why it cannot be used now, on hover, on keyboard
// focus and on a tap, and screen readers hear the reason as the card's description.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser } from './browser.mjs';
import { afterTap, moreOptions, openPosition, positions, settle } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

/** The dimmed cards of the hand: [{ name, why }] (why: the accessible description). */
async function dimmedCards(page) {
  return page.getByRole('list', { name: 'Your hand' }).locator('button.card[aria-disabled="true"]').evaluateAll((cards) =>
    cards.map((c) => ({
      id: c.dataset.card,
      name: c.querySelector('.sr-only')?.textContent,
      why: (c.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
    })));
}

// Three at a time, each in a context of its own: no check here times anything; the
// tests wait mostly on page loads and the AI worker.
describe('the coach, three at a time', { concurrency: 3 }, () => {
  for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
    test(`why not, ${size}: each dimmed card says why on hover, focus and tap, and as its description`, { timeout: 120_000 }, async () => {
      const b = await open({ viewport });
      try {
        const all = await positions();
        let seen = 0;
        for (const [table, at] of [['pointillism-4', 'mix'], ['impressionism-4', 'mix'], ['impressionism-4', 'bidding']]) {
          await openPosition(b.page, b.origin, all[table][at], { speed: 'Instant' });
          await settle(b.page);
          const dimmed = await dimmedCards(b.page);
          for (const card of dimmed) {
            assert.match(card.why, /^[A-Z].*\.$/, `${table} ${at}: ${card.name} has a reason: "${card.why}"`);
            assert.doesNotMatch(card.why, /\bR\d+\b|\b[ROYGBP]\d\b/, 'player words, no rule numbers or notation');
          }
          seen += dimmed.length;
          if (!dimmed.length) continue;
          const first = b.page.locator(`.hand button.card[data-card="${dimmed[0].id}"]`);
          const bubble = first.locator('.why-not');
          // Hover shows the reason above the card.
          await first.hover();
          await bubble.waitFor({ state: 'visible' });
          // It names the card, then gives the reason (the card's description).
          assert.equal((await bubble.textContent()).trim(), `${dimmed[0].name}: ${dimmed[0].why}`);
          const [box, card] = [await bubble.boundingBox(), await first.boundingBox()];
          const prompt = await b.page.locator('.prompt').boundingBox();
          assert.ok(box.y >= card.y + card.height - 1, 'the reason sits under the card');
          assert.ok(!prompt || box.y >= prompt.y + prompt.height, 'the prompt line stays readable');
          assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, 'the reason is on screen');
          await b.page.screenshot({ path: `tests/artifacts/why-not-${table}-${at}-${size}.png` });
          // A tap says it in the line under the hand, for touch screens. (The card is
          // aria-disabled, not disabled: a real click reaches it; Playwright must be told.)
          await first.click({ force: true });
          const line = b.page.locator('.hand .why-line');
          assert.equal(await line.textContent(), `Why not ${dimmed[0].name}: ${dimmed[0].why}`);
          assert.ok(await first.evaluate((c) => c.classList.contains('told')), 'the card it is about is outlined');
          const [lineBox, handBox] = [await line.boundingBox(), await b.page.getByRole('list', { name: 'Your hand' }).boundingBox()];
          assert.ok(lineBox.y >= handBox.y + handBox.height - 1, 'the line is under the hand, covering no card');
          assert.equal(await line.getAttribute('role'), 'status');
          await b.page.mouse.move(0, 0);
          await b.page.screenshot({ path: `tests/artifacts/why-not-tapped-${table}-${at}-${size}.png` });
          // Keyboard focus shows it too.
          // (After a key press, focus counts as keyboard focus: :focus-visible.)
          await b.page.mouse.move(0, 0);
          await b.page.keyboard.press('Shift');
          await first.focus();
          assert.ok(await bubble.isVisible(), 'focus by keyboard shows the reason');
          // One reason at a time: the pointer on another dimmed card, the focused one waits.
          if (dimmed.length > 1 && viewport.width > 600) {
            const second = b.page.locator(`.hand button.card[data-card="${dimmed[1].id}"]`);
            await second.hover({ force: true });
            await second.locator('.why-not').waitFor({ state: 'visible' });
            const shown = await b.page.locator('.hand .why-not').evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').length);
            assert.equal(shown, 1, 'one reason shows at a time');
          }
        }
        assert.ok(seen >= 3, `dimmed cards were seen (${seen})`);
        assert.deepEqual(b.errors, []);
      } finally {
        await b.close();
      }
    });
  }

  /** Makes the smear `tests/review.rs` pins as costly (COACH_MOVE): Smear, Blue 1, then (if Blue 1 has more than one smear) the lit Green 3. */
  async function smearB1G3(page) {
    const hand = page.getByRole('list', { name: 'Your hand' });
    await page.getByRole('button', { name: 'Smear', exact: true }).click();
    await afterTap(page);
    await hand.getByRole('button', { name: /^Blue 1\b/ }).first().click();
    await afterTap(page);
    if (await hand.getByRole('button', { pressed: true }).count()) await hand.getByRole('button', { name: /^Green 3\b/ }).click();
  }

  for (const [size, viewport] of [['1280x800', { width: 1280, height: 800 }], ['390x844', { width: 390, height: 844 }]]) {
    test(`coach mode, ${size}: off by default; on, a costly move gets a note beside the hand with Master's move and why from its playouts, and a good one none`, { timeout: 150_000 }, async () => {
      const b = await open({ viewport });
      try {
        await b.page.goto(b.origin + '/');
        // The setting lives under the new-game screen's "More options".
        await moreOptions(b.page);
        const box = b.page.getByRole('checkbox', { name: /Coach: say when Master would have played much better/ });
        assert.equal(await box.isChecked(), false, 'off by default');
        const at = (await positions())['impressionism-4']['last-to-play'];
        const note = b.page.locator('.coach-note');
        const hand = b.page.getByRole('list', { name: 'Your hand' });
        const judged = (index) => b.page.locator(`.table[data-coach-judged="${index}"]`).waitFor({ timeout: 60_000 });

        // Off: nothing is asked. At my next turn a hint, asked of the same first worker
        // after any coach request would have been, comes back; still no note.
        await openPosition(b.page, b.origin, at, { speed: 'Instant' });
        await smearB1G3(b.page);
        await b.page.getByRole('button', { name: 'Hint' }).and(b.page.locator(':enabled')).waitFor({ timeout: 60_000 });
        await b.page.getByRole('button', { name: 'Hint' }).click();
        await b.page.locator('.hint:not(.thinking)').waitFor({ timeout: 60_000 });
        assert.equal(await note.count(), 0);
        assert.equal(await b.page.locator('.table[data-coach-judged]').count(), 0, 'nothing was judged');

        // On: the costly move gets its note, with Master's move and a reason the playouts
        // showed (a frequency or an average, against the move played).
        await openPosition(b.page, b.origin, at, { speed: 'Instant', settings: { coach: true } });
        const index = at.actions.length;
        // The hand's place in the frame before the note came and in the frame it came.
        await b.page.evaluate(() => {
          window.__handAtNote = null;
          let last = null;
          const frame = () => {
            const r = document.querySelector('[aria-label="Your hand"]')?.getBoundingClientRect();
            const now = r && [r.x, r.y, r.width];
            if (document.querySelector('.coach-note')) { window.__handAtNote = { before: last, after: now }; return; }
            last = now;
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        await smearB1G3(b.page);
        await judged(index);
        await note.waitFor();
        const words = await note.innerText();
        assert.match(words, /^Coach, on trick \d+: that move cost about \d+\.\d points against Master's choice\. Master would have played Red 5(, keeping [A-Z][a-z]+ \d)?: .+ after you smeared Blue 1 and played Green 3\.$/, words);
        assert.match(words, /in \d+ of 10 deals, against \d+ of 10|on average, against [\d.\u2212]+/, `a frequency or an average: ${words}`);
        assert.equal(await note.getAttribute('role'), 'status');
        // Beside the hand: to its right on wide screens, just under it on phones; the
        // hand neither moved nor narrowed for it.
        const [n, h] = [await note.boundingBox(), await hand.boundingBox()];
        if (viewport.width >= 1200) {
          assert.ok(n.x >= h.x + h.width - 2 && n.y < h.y + h.height, `the note is right of the hand: ${JSON.stringify([n, h])}`);
        } else {
          assert.ok(n.y >= h.y + h.height - 2 && n.y - (h.y + h.height) < 120, `the note is just under the hand: ${JSON.stringify([n, h])}`);
        }
        const moved = await b.page.evaluate(() => window.__handAtNote);
        assert.deepEqual(moved.after, moved.before, 'the note moved or narrowed the hand');
        await note.scrollIntoViewIfNeeded();
        await b.page.screenshot({ path: `tests/artifacts/coach-mode-note-${size}.png` });

        // On, a good move (Master's own, junking Red 5, which could also smear: one tap
        // junks it): judged, and no note.
        await openPosition(b.page, b.origin, at, { speed: 'Instant', settings: { coach: true } });
        await hand.getByRole('button', { name: /^Red 5\b/ }).click();
        await judged(index);
        assert.equal(await note.count(), 0);
      } finally {
        await b.close();
      }
    });
  }
});
