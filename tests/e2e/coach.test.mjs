// The coach: every dimmed card says why it cannot be used now, on hover, on keyboard
// focus and on a tap, and screen readers hear the reason as the card's description.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './browser.mjs';
import { openPosition, positions, settle } from './play.mjs';

/** The dimmed cards of the hand: [{ name, why }] (why: the accessible description). */
async function dimmedCards(page) {
  return page.getByRole('list', { name: 'Your hand' }).locator('button.card[aria-disabled="true"]').evaluateAll((cards) =>
    cards.map((c) => ({
      id: c.dataset.card,
      name: c.querySelector('.sr-only')?.textContent,
      why: (c.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim(),
    })));
}

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
      }
      assert.ok(seen >= 3, `dimmed cards were seen (${seen})`);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
}
