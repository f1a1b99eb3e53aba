// The contact sheet of the browser tests' screenshots: every PNG in tests/artifacts/,
// grouped by what it shows (the first word of its name), captioned from
// tests/artifacts/captions.json where a test wrote one, else from the file name.
import { readdir, readFile, writeFile } from 'node:fs/promises';

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
const sections = [...groups].map(([group, list]) => `<h2>${escape(group)} (${list.length})</h2><main>${list.map((f) => {
  const caption = escape(captions[f] ?? f.replace(/\.png$/, '').replace(/-/g, ' '));
  return `<figure><a href="${f}"><img src="${f}" alt="${caption}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`;
}).join('\n')}</main>`).join('\n');
await writeFile(`${dir}/index.html`, `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Pala screenshots</title>
<style>body{font:14px system-ui;margin:1rem}main{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}figure{margin:0;max-width:24rem}img{max-width:24rem;max-height:24rem;border:1px solid #ccc}</style>
<h1>Pala screenshots</h1>${sections}</html>\n`);
console.log(`  contact sheet: ${files.length} screenshots in ${groups.size} groups, ${dir}/index.html`);
