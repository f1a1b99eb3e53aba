// Trunk post-build hook, run before precache.mjs: the page as it is served.
// - The JavaScript is minified (terser): wasm-bindgen's glue, the snippets and pwa.js
//   (Trunk's own minifier gives up on the current glue). sw.js is left for precache.mjs
//   to fill in.
// - The stylesheets are inlined into index.html, so the first screen paints without
//   waiting for four more requests. The .css files stay in the build: the rules
//   widget's embed.js is written from them (precache.mjs).
// - Every `integrity` digest left in index.html is recomputed for the file as it now is.
// Runs in Trunk's staging directory (TRUNK_STAGING_DIR).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { files, stagingDir } from './staging.mjs';
import { minify } from 'terser';

const dir = stagingDir();

// Scripts: ES modules (the app's and the widget's glue, the snippets) and classic
// scripts (the worker's no-modules glue, whose global `wasm_bindgen` must keep its name,
// and pwa.js). Top-level names are never mangled.
let before = 0;
let after = 0;
for (const path of await files(dir)) {
  const name = relative(dir, path).split('\\').join('/');
  if (!name.endsWith('.js') || name === 'sw.js') continue;
  const text = await readFile(path, 'utf8');
  const module = /^(app-[0-9a-f]+|widget|embed)\.js$/.test(name) || name.startsWith('snippets/');
  const out = await minify(text, { module, toplevel: false, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (typeof out.code !== 'string') throw new Error(`terser gave nothing for ${name}`);
  await writeFile(path, out.code);
  before += text.length;
  after += out.code.length;
}

// The page's own wasm, once more through wasm-opt with its control flow flattened and
// rebuilt (`--flatten --rereloop -Oz`), in release builds: about 1 KB less gzipped than
// Trunk's `-Oz` alone, for the 250 KB budget (.ci/sizes). About 10 s.
if (process.env.TRUNK_PROFILE === 'release') {
  const features = ['bulk-memory', 'nontrapping-float-to-int', 'sign-ext', 'mutable-globals', 'reference-types', 'multivalue'].map((f) => `--enable-${f}`);
  for (const path of await files(dir)) {
    if (!/\/app-[0-9a-f]+_bg\.wasm$/.test(path.split('\\').join('/'))) continue;
    const size = (await readFile(path)).length;
    await promisify(execFile)(join(process.cwd(), 'node_modules/.bin/wasm-opt'), ['--flatten', '--rereloop', '-Oz', ...features, path, '-o', path]);
    console.log(`page: ${relative(dir, path)} ${(size / 1024).toFixed(1)} KB -> ${((await readFile(path)).length / 1024).toFixed(1)} KB after a second wasm-opt`);
  }
}

// Stylesheets inlined, in their order.
const indexPath = join(dir, 'index.html');
let index = await readFile(indexPath, 'utf8');
const attr = (tag, key) => tag.match(new RegExp(`\\b${key}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`))?.slice(1).find((v) => v !== undefined);
let inlined = 0;
for (const tag of index.match(/<link\b[^>]*>/g) ?? []) {
  if (attr(tag, 'rel') !== 'stylesheet') continue;
  const href = attr(tag, 'href');
  const css = await readFile(join(dir, href.replace(/^\//, '')), 'utf8');
  index = index.replace(tag, () => `<style>${css.replaceAll('</style', '<\\/style')}</style>`);
  inlined += css.length;
}

// Integrity digests for the files as they now are.
for (const tag of index.match(/<link\b[^>]*\bintegrity=[^>]*>/g) ?? []) {
  const href = attr(tag, 'href');
  const digest = createHash('sha384').update(await readFile(join(dir, href.replace(/^\//, '')))).digest('base64');
  index = index.replace(tag, () => tag.replace(/\bintegrity=(?:"[^"]*"|'[^']*'|[^\s>]+)/, `integrity="sha384-${digest}"`));
}
// The app's wasm is fetched after the first screen is painted, not preloaded with the
// page: the first screen (index.html's own words) needs none of it, and a preload that
// finished before that paint would be counted by Lighthouse's simulation as holding the
// largest paint back by the whole download. The fetch keeps the digest the preload had.
const wasmPreload = (index.match(/<link\b[^>]*\brel="?preload"?[^>]*>/g) ?? []).find((tag) => /_bg\.wasm/.test(attr(tag, 'href') ?? ''));
if (!wasmPreload) throw new Error('index.html has no preload of the app\'s wasm to move after the first paint');
const [wasmHref, wasmIntegrity] = [attr(wasmPreload, 'href'), attr(wasmPreload, 'integrity')];
index = index.replace(wasmPreload, '');
const initCall = /const wasm = await init\(\{\s*module_or_path:\s*(['"])([^'"]+_bg\.wasm)\1\s*\}\)/;
if (!initCall.test(index)) throw new Error('the page\'s loader no longer says const wasm = await init({ module_or_path: "..._bg.wasm" })');
index = index.replace(initCall, () =>
  `await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 250); });\n` +
  `const wasm = await init({ module_or_path: fetch(${JSON.stringify(wasmHref)}, { integrity: ${JSON.stringify(wasmIntegrity)} }) })`);
await writeFile(indexPath, index);
console.log(`page: scripts ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB minified; ${(inlined / 1024).toFixed(1)} KB of CSS inlined`);

// The web app manifest in each language but English, from its phrasebook (name and
// description; static/lang/<code>.txt): manifest.<code>.webmanifest, which the page
// names in <link rel="manifest"> when it speaks that language (src/browser/language.rs).
const manifest = JSON.parse(await readFile(join(dir, 'manifest.webmanifest'), 'utf8'));
for (const code of ['de', 'ja']) {
  const book = Object.fromEntries((await readFile(join(dir, 'lang', `${code}.txt`), 'utf8')).split('\n').filter(Boolean).map((l) => l.split('\t')));
  if (!book.app_name || !book.app_description) throw new Error(`lang/${code}.txt has no app_name or app_description`);
  await writeFile(join(dir, `manifest.${code}.webmanifest`), JSON.stringify({ ...manifest, name: book.app_name, description: book.app_description, lang: code }, null, 2) + '\n');
}
