// The contact sheet of the browser tests' screenshots: every PNG in tests/artifacts/,
// grouped by what it shows (the first word of its name), captioned from
// tests/artifacts/captions.json where a test wrote one, else from the file name. First,
// before and after: each picture of tests/before/ (the table before the art direction)
// beside today's screenshot of the same name.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';

const dir = 'tests/artifacts';
const files = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
const captions = JSON.parse(await readFile(`${dir}/captions.json`, 'utf8').catch(() => '{}'));
const escape = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const groups = new Map();
for (const f of files) {
  const group = f.split(/[-.]/)[0];
  if (!groups.has(group)) groups.set(group, []);
  groups.get(group).push(f);
}
const before = (await readdir('tests/before')).filter((f) => f.endsWith('.jpg')).sort();
await mkdir(`${dir}/before`, { recursive: true });
const pairs = [];
for (const f of before) {
  const after = f.replace(/\.jpg$/, '.png');
  if (!files.includes(after)) continue;
  await copyFile(`tests/before/${f}`, `${dir}/before/${f}`);
  const caption = escape(after.replace(/\.png$/, '').replace(/-/g, ' '));
  pairs.push(`<div class="pair">${[[`before/${f}`, 'before'], [after, 'after']].map(([src, when]) => `<figure><a href="${src}"><img src="${src}" alt="${caption}, ${when}" loading="lazy"></a><figcaption>${caption}, ${when}</figcaption></figure>`).join('')}</div>`);
}
const sections = [...groups].map(([group, list]) => `<h2>${escape(group)} (${list.length})</h2><main>${list.map((f) => {
  const caption = escape(captions[f] ?? f.replace(/\.png$/, '').replace(/-/g, ' '));
  return `<figure><a href="${f}"><img src="${f}" alt="${caption}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`;
}).join('\n')}</main>`).join('\n');
await writeFile(`${dir}/index.html`, `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Pala screenshots</title>
<style>body{font:14px system-ui;margin:1rem}main{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}figure{margin:0;max-width:24rem}img{max-width:24rem;max-height:24rem;border:1px solid #ccc}.pair{display:flex;gap:0.5rem;padding:0.4rem;background:#f3f0e8}</style>
<h1>Pala screenshots</h1><h2>Before and after the art direction (${pairs.length})</h2><main>${pairs.join('\n')}</main>${sections}</html>\n`);
console.log(`  contact sheet: ${files.length} screenshots in ${groups.size} groups and ${pairs.length} of ${before.length} before-and-after pairs, ${dir}/index.html`);
if (files.length && pairs.length < before.length) {
  console.log(`  contact sheet: no screenshot today for ${before.filter((f) => !files.includes(f.replace(/\.jpg$/, '.png'))).join(', ')}`);
  process.exit(1);
}
