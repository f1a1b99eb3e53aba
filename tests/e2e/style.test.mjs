// The look's one source (styles/STYLE.md): every colour is a token in styles/tokens.css,
// every custom property a stylesheet reads is defined somewhere, and the page really
// draws with the self-hosted typefaces (no font host, nothing outside the machine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { open, shareBrowser } from './browser.mjs';
import { openPosition, positions } from './play.mjs';

// One Chromium for this file; each test opens a fresh context of it.
shareBrowser();

const SHEETS = ['styles/main.css', 'styles/cards.css', 'styles/table.css', 'styles/screens.css', 'styles/widget.css', 'static/rules.css'];
/** Shades for shadows and glazes: black or white at some opacity. */
const SHADE = /^rgba?\(\s*(0[ ,]+0[ ,]+0|255[ ,]+255[ ,]+255)\b/;

async function rustSources(dir = 'src') {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...(await rustSources(path)));
    else if (e.name.endsWith('.rs')) out.push(await readFile(path, 'utf8'));
  }
  return out;
}

test('colours come from tokens.css only, and every custom property read is defined', async () => {
  const wrong = [];
  const defined = new Set();
  const used = new Map();
  const texts = { 'styles/tokens.css': await readFile('styles/tokens.css', 'utf8') };
  for (const f of SHEETS) texts[f] = await readFile(f, 'utf8');
  for (const [file, text] of Object.entries(texts)) {
    const css = text.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const m of css.matchAll(/--([\w-]+)\s*:/g)) defined.add(m[1]);
    for (const m of css.matchAll(/var\(--([\w-]+)/g)) used.set(m[1], file);
    if (file === 'styles/tokens.css') continue;
    for (const m of css.matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)/g)) {
      if (!SHADE.test(m[0])) wrong.push(`${file}: ${m[0]}`);
    }
  }
  // Set by the app in style attributes (positions, sizes, a seat's colour).
  for (const rs of await rustSources()) for (const m of rs.matchAll(/--([\w-]+)\s*:/g)) defined.add(m[1]);
  assert.deepEqual(wrong, [], 'colours written outside styles/tokens.css');
  const undefinedVars = [...used].filter(([v]) => !defined.has(v)).map(([v, f]) => `--${v} (${f})`);
  assert.deepEqual(undefinedVars, [], 'custom properties read but never defined');
  console.log(`  ${defined.size} custom properties defined, ${used.size} read; no colour outside tokens.css`);
});

test('the table draws with the self-hosted typefaces, from the page\'s own fonts/ folder', { timeout: 60_000 }, async () => {
  const all = await positions();
  const b = await open({ viewport: { width: 1280, height: 800 } });
  try {
    await openPosition(b.page, b.origin, all['pointillism-4'].mix);
    await b.page.locator('.hand .card').first().waitFor();
    const got = await b.page.evaluate(async () => {
      await document.fonts.ready;
      const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`);
      const family = (sel) => getComputedStyle(document.querySelector(sel)).fontFamily;
      return { loaded, body: family('body'), index: family('.hand .card .corner .v'), fonts: performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.woff2')) };
    });
    console.log(`  loaded: ${got.loaded.join(', ')}`);
    for (const face of ['Source Sans 3 400', 'Source Sans 3 700', 'Fraunces 600']) assert.ok(got.loaded.includes(face), `${face} loaded (${got.loaded})`);
    assert.match(got.body, /^"?Source Sans 3/);
    assert.match(got.index, /^"?Fraunces/);
    for (const url of got.fonts) assert.ok(url.startsWith(`${b.origin}/fonts/`), `${url} from the page's fonts/ folder`);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
