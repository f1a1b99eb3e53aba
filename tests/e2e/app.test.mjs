// The app loads, renders its title and answers a click, in real Chromium.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open } from './browser.mjs';

test('the app renders its title, and New game then Start game deals a hand', { timeout: 60_000 }, async () => {
  const b = await open();
  try {
    const started = Date.now();
    await b.page.goto(b.origin + '/');
    await b.page.getByRole('heading', { name: 'Pala' }).waitFor({ timeout: 20_000 });
    console.log(`  first render ${Date.now() - started} ms`);
    await b.page.getByRole('button', { name: 'New game' }).click();
    await b.page.getByRole('button', { name: 'Start game' }).click();
    const cards = b.page.getByRole('list', { name: 'Your hand' }).getByRole('listitem');
    await cards.first().waitFor({ timeout: 10_000 });
    assert.ok((await cards.count()) > 0, 'a dealt hand shows cards');
    assert.deepEqual(b.errors, []);
    assert.deepEqual(b.outside, [], 'no request leaves the machine');
  } finally {
    await b.close();
  }
});
