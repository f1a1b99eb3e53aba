// The rules widgets: the rules page's live examples, a host page with a hostile
// stylesheet and a malformed scenario, and the iframe form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './browser.mjs';

const SMEAR = {
  mode: 'pointillism', players: 3, bids: ['B', 'null', 'G'],
  hands: [['B2', 'Y1'], ['B4', 'R3'], ['Y2', 'G5', 'G7']], actions: ['play B2', 'play B4', 'smear Y2 G7'],
};
const attr = (o) => JSON.stringify(o).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

test('the rules page embeds the worked examples as live widgets', { timeout: 60_000 }, async () => {
  const b = await open();
  try {
    await b.page.goto(b.origin + '/rules.html');
    const examples = b.page.locator('.example');
    assert.equal(await examples.count(), 6);
    const smear = examples.first();
    const next = smear.getByRole('button', { name: /Next/ });
    await next.waitFor({ timeout: 20_000 });
    for (let i = 0; i < 3; i++) await next.click();
    const text = await smear.locator('.explain').textContent();
    assert.match(text, /smears Yellow 2 onto Seat 1's Blue 4: it becomes a Green 6/);
    assert.match(text, /Seat 2 wins the trick/);
    // The reader's own move: seat 2 leads its last card.
    await smear.getByRole('button', { name: 'Play Green 5' }).click();
    assert.match(await smear.locator('.explain').textContent(), /Seat 2 leads Green 5/);
    // The Impressionism scoring example shows the cancels line by line.
    const scoring = examples.nth(5);
    await scoring.getByText('Red 2 cancels Yellow 4 (would score 4)').waitFor({ timeout: 5_000 });
    await b.page.screenshot({ path: 'tests/artifacts/rules-page.png', fullPage: true });
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
<div id="bad" data-pala-scenario='{"mode": "pointillism", "players": 3, "hands": [["R9"]'></div>
<div id="bad2" data-pala-scenario='${attr({ mode: 'pointillism', players: 3, hands: [['G9'], ['G9'], []] })}'></div>
<a id="more" href="#" onclick="document.getElementById('count').textContent = Number(document.getElementById('count').textContent) + 1; return false;">more</a>
<script type="module" src="/embed.js"></script>
</body></html>`;

test('a host page element gets an isolated widget; a bad scenario shows an error inside', { timeout: 60_000 }, async () => {
  const b = await open({ extra: { '/host.html': HOST } });
  try {
    await b.page.goto(b.origin + '/host.html');
    const good = b.page.locator('#good');
    const next = good.getByRole('button', { name: /Next/ });
    await next.waitFor({ timeout: 20_000 });
    assert.ok(await next.isVisible(), 'the host\'s button rule does not hide the widget\'s buttons');
    const color = await next.evaluate((el) => getComputedStyle(el).color);
    assert.notEqual(color, 'rgb(255, 0, 0)', 'the host\'s colour does not reach into the widget');
    for (let i = 0; i < 3; i++) await next.click();
    assert.match(await good.locator('.explain').textContent(), /Green 6/);
    const hostCard = await b.page.locator('#host-card').evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(hostCard, 'rgb(1, 2, 3)', 'the widget\'s .card style does not leak into the host');
    const bad = b.page.locator('#bad').getByRole('alert');
    assert.match(await bad.textContent(), /cannot be shown.*not a scenario/);
    assert.match(await b.page.locator('#bad2').getByRole('alert').textContent(), /more copies of G9/);
    await b.page.locator('#more').click();
    assert.equal(await b.page.locator('#count').textContent(), '1', 'the host page still works');
    assert.deepEqual(b.errors, []);
    assert.deepEqual(b.outside, []);
  } finally {
    await b.close();
  }
});

test('the iframe form takes the scenario from the fragment', { timeout: 60_000 }, async () => {
  const src = '/#embed=' + encodeURIComponent(JSON.stringify(SMEAR));
  const bad = '/#embed=' + encodeURIComponent('{"mode": "chess", "players": 3}');
  const host = `<!DOCTYPE html><html><body><iframe id="f" title="Pala example" src="${src}" width="700" height="600"></iframe>
    <iframe id="g" title="Broken example" src="${bad}" width="700" height="200"></iframe></body></html>`;
  const b = await open({ extra: { '/frame-host.html': host } });
  try {
    await b.page.goto(b.origin + '/frame-host.html');
    const frame = b.page.frameLocator('#f');
    const next = frame.getByRole('button', { name: /Next/ });
    await next.waitFor({ timeout: 20_000 });
    for (let i = 0; i < 3; i++) await next.click();
    assert.match(await frame.locator('.explain').textContent(), /Seat 2 wins the trick/);
    assert.match(await b.page.frameLocator('#g').getByRole('alert').textContent(), /mode must be/);
    assert.deepEqual(b.errors, []);
    assert.deepEqual(b.outside, []);
  } finally {
    await b.close();
  }
});
