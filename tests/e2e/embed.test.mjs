// The rules widgets: the rules page's live examples, a host page with a hostile
// stylesheet and bad scenarios (errors in plain words), Impressionism bidding by card
// then space, the iframe form, the element and iframe forms side by side (they must
// look alike), and both forms embedded from another origin (CORS). Screenshots go to
// tests/artifacts/widget-*.png at phone and desktop size.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { open, shareBrowser, shows } from './browser.mjs';
import { serve } from './serve.mjs';
import { attr, hostPage } from './hosts.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

const SMEAR = {
  mode: 'pointillism', players: 3, bids: ['B', 'null', 'G'],
  hands: [['B2', 'Y1'], ['B4', 'R3'], ['Y2', 'G5', 'G7']], actions: ['play B2', 'play B4', 'smear Y2 G7'],
};
const CHIPS = { mode: 'pointillism', players: 3, hands: [['R1', 'G5'], ['Y2', 'B3'], ['O4', 'P6']] };
const BIDDING = {
  mode: 'impressionism', players: 3, dealer: 0,
  hands: [['R3', 'Y4', 'B1', 'O5', 'G7'], ['R1', 'Y2', 'B4', 'P6', 'G3'], ['Y5', 'B2', 'O8', 'P3', 'R4']],
  actions: [],
};
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const frameSrc = (o) => '/#embed=' + encodeURIComponent(JSON.stringify(o));

/** Screenshots of the page at both sizes, after `ready` (run after each resize). */
async function shoot(page, name, ready = async () => {}, fullPage = true) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await ready();
    await page.screenshot({ path: `tests/artifacts/widget-${name}-${size}.png`, fullPage });
  }
}

/** Steps a widget (a locator or frame locator) through `n` moves with Next. */
async function next(widget, n) {
  const button = widget.getByRole('button', { name: 'Next' });
  await button.waitFor({ timeout: 20_000 });
  for (let i = 0; i < n; i++) await button.click();
}

// Three at a time, each in a context of its own: no check here times anything; the
// tests wait mostly on page loads.
describe('the rules widgets, three at a time', { concurrency: 3 }, () => {
  test('the rules page embeds the worked examples as live widgets, drawn with the table\'s cards', { timeout: 90_000 }, async () => {
    const b = await open();
    try {
      await b.page.goto(b.origin + '/rules.html');
      const examples = b.page.locator('figure.live .example');
      assert.equal(await examples.count(), 6, 'six live examples, each in its figure');
      const smear = examples.first();
      await next(smear, 3);
      const text = await shows(smear.locator('.explain'), /Player 3 has no Blue and smears Yellow 2 onto Player 2's Blue 4: it becomes a Green 6/);
      assert.match(text, /Player 3 wins the Green trick with Green 7 and keeps one Green card for it\./);
      // The felt is the table's: each player's plate round it, and the trick (the table's
      // TrickView with the table's cards) each card in front of its player, named for
      // screen readers.
      const trick = smear.getByRole('group', { name: 'Table' });
      assert.equal(await trick.locator('.entry').count(), 3);
      assert.equal(await trick.getByRole('list', { name: 'Seats' }).getByRole('listitem').count(), 3, 'a plate per player');
      const winning = trick.locator('.entry.winning');
      assert.match(await winning.textContent(), /Player 3: Green 7, won$/);
      const nearest = await winning.evaluate((e) => {
        const c = (el) => { const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
        const [x, y] = c(e);
        const plates = [...e.closest('.table-felt').querySelectorAll('.seat')];
        return plates.map((p) => [p.dataset.seat, Math.hypot(c(p)[0] - x, c(p)[1] - y)]).sort((a, b) => a[1] - b[1])[0][0];
      });
      assert.equal(nearest, '2', "the winning card lies in front of Player 3's plate");
      const green7 = trick.getByRole('img', { name: 'Green 7' });
      const box = await green7.boundingBox();
      assert.ok(box.width >= 30 && box.height > box.width * 1.3, `a drawn card, not a bar: ${JSON.stringify(box)}`);
      await shows(smear.locator('.winner-banner'), 'Player 3 wins with Green 7');
      // The reader's own move: Player 3 leads the last card, tapped in the hand.
      const mover = smear.getByRole('group', { name: 'Try a move for Player 3' });
      // By keys: the focus stays in the widget's shadow root after the move.
      await mover.getByRole('button', { name: 'Green 5' }).focus();
      await b.page.keyboard.press('Enter');
      await shows(smear.locator('.explain'), /Player 3 leads Green 5/);
      // The widget draws the move, then puts the focus back in the new drawing: frame by
      // frame, for at most 5 s (on a loaded machine that took more than the one frame
      // this once read at once).
      const kept = await smear.evaluate((e) => new Promise((done) => {
        const give = setTimeout(() => done(false), 5_000);
        const look = () => {
          const root = e.shadowRoot ?? e.querySelector('*')?.shadowRoot;
          if (root?.activeElement?.closest('.pala-widget')) {
            clearTimeout(give);
            done(true);
          } else requestAnimationFrame(look);
        };
        look();
      }));
      assert.ok(kept, 'the focus stays in the widget after the move');
      await shows(smear.locator('.progress'), /3 of 3 moves, then 1 move of yours/);
      await smear.getByRole('button', { name: 'Back' }).click();
      // A mix by picking: Red 3 first, then the lit Blue 5 completes it.
      const mix = examples.nth(2);
      await next(mix, 1);
      const hand = mix.getByRole('group', { name: 'Try a move for Player 2' });
      await hand.getByRole('button', { name: 'Red 3' }).click();
      await hand.getByRole('button', { name: 'Red 3', pressed: true }).waitFor({ timeout: 15_000 });
      await hand.getByRole('button', { name: 'Blue 5, completes the move' }).click();
      await shows(mix.locator('.explain'), /Player 2 mixes Red 3 and Blue 5 into a Purple 8/);
      // The Impressionism scoring example shows the cancels line by line, with the board.
      const scoring = examples.nth(5);
      await scoring.getByText('Red 2 cancels Yellow 4 (would score 4)').waitFor({ timeout: 15_000 });
      // The cards of that line are drawn as small faces (letter and value on the colour)
      // beside the words a screen reader hears.
      const cancels = scoring.locator('.score-lines li', { hasText: 'Red 2 cancels Yellow 4' });
      assert.deepEqual(await cancels.locator('.pip').evaluateAll((ps) => ps.map((p) => [p.className, p.textContent])),
        [['pip c-R', 'R2'], ['pip c-Y', 'Y4']]);
      assert.equal(await cancels.locator('[aria-hidden="true"]').first().textContent(), 'R2 cancels Y4 (would score 4)');
      assert.match(await scoring.getByRole('region', { name: 'Bid board' }).textContent(), /Cancel.*Red.*\+2.*Purple.*\+Face.*Yellow/);
      await shoot(b.page, 'rules');
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  const HOST = `<!DOCTYPE html><html><head><title>Host</title>
<style>
  * { color: rgb(255, 0, 0) !important; font-size: 40px !important; }
  button { display: none !important; }
  div { border: 9px solid lime !important; }
  .card { background: rgb(1, 2, 3); }
</style></head><body>
<p id="count">0</p><span class="card" id="host-card">host card</span>
<div id="good" data-pala-scenario='${attr(SMEAR)}'></div>
<a id="more" href="#" onclick="document.getElementById('count').textContent = Number(document.getElementById('count').textContent) + 1; return false;">more</a>
<script type="module" src="/embed.js"></script>
</body></html>`;

  test('a host page element gets an isolated widget', { timeout: 60_000 }, async () => {
    const b = await open({ extra: { '/host.html': HOST } });
    try {
      await b.page.goto(b.origin + '/host.html');
      const good = b.page.locator('#good');
      const button = good.getByRole('button', { name: 'Next' });
      await button.waitFor({ timeout: 20_000 });
      assert.ok(await button.isVisible(), 'the host\'s button rule does not hide the widget\'s buttons');
      const color = await button.evaluate((el) => getComputedStyle(el).color);
      assert.notEqual(color, 'rgb(255, 0, 0)', 'the host\'s colour does not reach into the widget');
      await next(good, 3);
      await shows(good.locator('.explain'), /Green 6/);
      const card = await good.getByRole('img', { name: 'Green 7' }).evaluate((el) => getComputedStyle(el).backgroundImage);
      assert.match(card, /gradient/, 'the widget\'s cards have the table\'s card face');
      const hostCard = await b.page.locator('#host-card').evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.equal(hostCard, 'rgb(1, 2, 3)', 'the widget\'s .card style does not leak into the host');
      await b.page.locator('#more').click();
      assert.equal(await b.page.locator('#count').textContent(), '1', 'the host page still works');
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  const BAD = {
    eof: '{"mode": "pointillism", "players": 3, "hands": [["R9"]',
    quote: '{mode: "pointillism", "players": 3}',
    kind: '{"mode": "pointillism", "players": "3"}',
    copies: JSON.stringify({ mode: 'pointillism', players: 3, hands: [['G9'], ['G9'], []] }),
    refused: JSON.stringify({ ...SMEAR, hands: [['B2', 'Y1'], ['B4', 'R3'], ['B1', 'Y2', 'G7']] }),
  };
  const WORDS = {
    eof: /^This Pala example cannot be shown\. The example is not valid JSON: it stops too soon, at line 1, column \d+ \(a closing quote, bracket or brace is missing\)\.$/,
    quote: /The example is not valid JSON: a quote is missing \(names need double quotes\) near line 1, column 2\./,
    kind: /The example has the text "3" where a whole number belongs, near line 1, column \d+\./,
    copies: /The example cannot be set up: Player 2's hand: more copies of G9 than the deck holds \(1\)\./,
    refused: /Move 3, smear Y2 G7, is not allowed here: you hold Blue, so you must copy instead of smearing\./,
  };

  test('a bad scenario says what is wrong in plain words, inside the widget', { timeout: 60_000 }, async () => {
    const widgets = Object.entries(BAD).map(([id, json]) => `<div id="${id}" data-pala-scenario='${json.replace(/'/g, '&#39;')}'></div>`);
    const page = `<!DOCTYPE html><html lang="en"><head><title>Bad examples</title><style>
    body { max-width: 44rem; margin: 0 auto; padding: 0.5rem; font-family: sans-serif; } [data-pala-scenario] { margin: 0.6rem 0; }
    </style></head><body><h1>Bad examples</h1>${widgets.join('\n')}<script type="module" src="/embed.js"></script></body></html>`;
    const b = await open({ extra: { '/bad.html': page } });
    try {
      await b.page.goto(b.origin + '/bad.html');
      for (const [id, words] of Object.entries(WORDS)) {
        const alert = b.page.locator(`#${id}`).getByRole('alert');
        await alert.waitFor({ timeout: 20_000 });
        const text = await alert.textContent();
        assert.match(text, words, id);
        assert.doesNotMatch(text, /key must be|at line \d+ column|R\d+:|hands\[/, `${id}: no parser or engine jargon`);
      }
      await shoot(b.page, 'error');
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('bidding: Impressionism by a card in the hand then a lit space of the board, Pointillism by chips', { timeout: 60_000 }, async () => {
    const page = `<!DOCTYPE html><html lang="en"><head><title>Bidding</title></head><body style="max-width: 44rem; margin: 0 auto; padding: 0.5rem; display: grid; gap: 1rem">
    <div id="w" data-pala-scenario='${attr(BIDDING)}'></div><div id="chips" data-pala-scenario='${attr(CHIPS)}'></div>
    <script type="module" src="/embed.js"></script></body></html>`;
    const b = await open({ extra: { '/bidding.html': page } });
    try {
      await b.page.goto(b.origin + '/bidding.html');
      const w = b.page.locator('#w');
      const hand = w.getByRole('group', { name: 'Try a move for Player 1' });
      await hand.waitFor({ timeout: 20_000 });
      const board = w.getByRole('region', { name: 'Bid board' });
      assert.equal(await board.getByRole('button').count(), 0, 'no space is a button before a card is picked');
      const buttons = await w.getByRole('button').count();
      assert.ok(buttons <= 12, `the hand's cards and a few controls, not a button per card and space (${buttons})`);
      assert.ok(await w.getByRole('button', { name: 'Pass' }).isVisible(), 'Pass where legal');
      // Keyboard: the hand is one tab stop; arrows move along it, Enter picks.
      await hand.getByRole('button', { name: 'Red 3' }).focus();
      await b.page.keyboard.press('ArrowRight');
      await b.page.keyboard.press('Enter');
      const picked = hand.locator('button.card[aria-pressed="true"]');
      assert.equal(await picked.count(), 1);
      const name = (await picked.locator('.sr-only').textContent()).trim();
      const spaces = board.getByRole('button', { name: new RegExp(`^Place ${name} on `) });
      assert.equal(await spaces.count(), 3, 'the three open spaces are lit');
      await shows(w.locator('.prompt'), new RegExp(`${name} picked: choose a lit space`));
      await shoot(b.page, 'bidding', async () => {
        await spaces.first().waitFor();
      });
      await board.getByRole('button', { name: new RegExp(`^Place ${name} on \\+2`) }).press('Enter');
      await shows(w.locator('.explain'), new RegExp(`^Player 1 puts ${name} on \\+2`));
      await shows(board, /\+2.*Player 1/);
      assert.ok(await w.getByRole('group', { name: 'Try a move for Player 2' }).isVisible());
      // Pointillism: the table's chips.
      const chips = b.page.locator('#chips').getByRole('group', { name: 'Your chip bid' });
      await chips.getByRole('button', { name: 'Red chip' }).click();
      await chips.getByRole('button', { name: 'Bid Red' }).click();
      await shows(b.page.locator('#chips .explain'), /^Player 1 bids Red: at least one Red trick, or nothing\./);
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('the iframe form takes the scenario from the fragment', { timeout: 60_000 }, async () => {
    const bad = '/#embed=' + encodeURIComponent('{"mode": "chess", "players": 3}');
    const host = `<!DOCTYPE html><html><body><iframe id="f" title="Pala example" src="${frameSrc(SMEAR)}" width="700" height="600"></iframe>
    <iframe id="g" title="Broken example" src="${bad}" width="700" height="200"></iframe>
    <iframe id="h" title="Damaged link" src="/#embed=%7B%22mode%E0%A4%A" width="700" height="200"></iframe></body></html>`;
    const b = await open({ extra: { '/frame-host.html': host } });
    try {
      await b.page.goto(b.origin + '/frame-host.html');
      const frame = b.page.frameLocator('#f');
      await next(frame, 3);
      await shows(frame.locator('.explain'), /Player 3 wins the Green trick with Green 7/);
      assert.match(await b.page.frameLocator('#g').getByRole('alert').textContent(),
        /The example cannot be set up: mode must be "pointillism" or "impressionism", not "chess"\./);
      // A damaged percent-encoding (decodeURIComponent refuses it) still says what is wrong.
      assert.match(await b.page.frameLocator('#h').getByRole('alert').textContent(), /^This Pala example cannot be shown\. The example is not valid JSON/);
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('the element and iframe forms look the same, side by side', { timeout: 60_000 }, async () => {
    const host = `<!DOCTYPE html><html lang="en"><head><title>Both forms</title><style>
      body { margin: 0.5rem; font-family: sans-serif; } .pair { display: flex; flex-wrap: wrap; gap: 1rem; }
      .pair > * { flex: 1 1 22rem; max-width: 40rem; } iframe { display: block; width: 100%; border: 0; height: 48rem; }
    </style></head><body><div class="pair">
    <div><p>Element</p><div id="el" data-pala-scenario='${attr(SMEAR)}'></div></div>
    <div><p>Iframe</p><iframe id="fr" title="Pala example" src="${frameSrc(SMEAR)}"></iframe></div>
    </div><script type="module" src="/embed.js"></script></body></html>`;
    const b = await open({ extra: { '/both.html': host } });
    try {
      await b.page.goto(b.origin + '/both.html');
      const el = b.page.locator('#el');
      const fr = b.page.frameLocator('#fr');
      await next(el, 3);
      await next(fr, 3);
      const measure = async (w) => ({
        card: await w.getByRole('img', { name: 'Green 7' }).boundingBox(),
        widget: await w.locator('.pala-widget').boundingBox(),
        font: await w.locator('.explain').evaluate((e) => getComputedStyle(e).fontSize),
      });
      for (const [size, viewport] of Object.entries(SIZES)) {
        await b.page.setViewportSize(viewport);
        const [a, z] = [await measure(el), await measure(fr)];
        assert.ok(Math.abs(a.card.width - z.card.width) < 1 && Math.abs(a.card.height - z.card.height) < 1,
          `${size}: the same card size (element ${a.card.width}x${a.card.height}, iframe ${z.card.width}x${z.card.height})`);
        assert.ok(Math.abs(a.widget.width - z.widget.width) < 2, `${size}: the same width (${a.widget.width}, ${z.widget.width})`);
        assert.ok(Math.abs(a.widget.height - z.widget.height) < 4, `${size}: the same height (${a.widget.height}, ${z.widget.height})`);
        assert.equal(a.font, z.font, `${size}: the same text size`);
        await b.page.screenshot({ path: `tests/artifacts/widget-forms-${size}.png`, fullPage: true });
      }
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
    }
  });

  test('both forms embed from another origin when the widget files are sent with CORS headers', { timeout: 60_000 }, async () => {
    // Origin A serves the widget files with Access-Control-Allow-Origin; the host page is
    // on origin B (another port of 127.0.0.1), as on someone else's site.
    const files = await serve('dist', 0, {}, { cors: true });
    const a = `http://127.0.0.1:${files.address().port}`;
    const host = hostPage(`${a}/`, SMEAR);
    const b = await open({ extra: { '/elsewhere.html': host } });
    try {
      assert.notEqual(a, b.origin);
      await b.context.route(`${a}/**`, (route) => route.continue());
      const fromA = [];
      b.page.on('requestfinished', (r) => r.url().startsWith(a) && fromA.push(new URL(r.url()).pathname));
      await b.page.goto(b.origin + '/elsewhere.html');
      for (const w of [b.page.locator('#el'), b.page.frameLocator('#fr')]) {
        await next(w, 3);
        assert.ok(await w.getByRole('img', { name: 'Green 7' }).isVisible(), 'cards visible');
        await shows(w.locator('.explain'), /Player 3 wins the Green trick with Green 7/);
      }
      assert.ok(fromA.includes('/embed.js') && fromA.some((p) => p.endsWith('_bg.wasm')), `embed.js and the wasm from origin A: ${fromA}`);
      assert.deepEqual(b.errors, []);
      assert.deepEqual(b.outside, []);
    } finally {
      await b.close();
      files.closeAllConnections();
      await new Promise((ok) => files.close(ok));
    }
  });
});
