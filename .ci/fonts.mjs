// Trunk pre-build hook (and .ci/setup): the typefaces from npm @fontsource, copied into
// target/fonts/ with their licences, for index.html to copy into dist/fonts/ (served
// and precached from the page's own folder; nothing is fetched from a font host).
// The pair and why: styles/STYLE.md.
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

export const FONTS = [
  ['fraunces', 'fraunces-latin-600-normal.woff2'],
  ['source-sans-3', 'source-sans-3-latin-400-normal.woff2'],
  ['source-sans-3', 'source-sans-3-latin-700-normal.woff2'],
];
const out = 'target/fonts';
// Exactly these files (dist/ is precached as built).
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
for (const [family, file] of FONTS) {
  await copyFile(`node_modules/@fontsource/${family}/files/${file}`, `${out}/${file}`);
}
for (const family of new Set(FONTS.map(([f]) => f))) {
  await copyFile(`node_modules/@fontsource/${family}/LICENSE`, `${out}/${family}-LICENSE.txt`);
}

// Japanese: Noto Sans JP, cut down to the characters Pala writes in Japanese (the
// phrasebook static/lang/ja.txt, the rules page rules.ja.html, the lessons'
// static/lessons/ja/, and 日本語, the language's own name in every page's language
// picker), for a system with no Japanese face of its own (styles/tokens.css
// lists the systems' faces first). @fontsource ships the face in 124 parts by
// unicode-range; each part that holds a character used is cut to those characters, so
// the build carries only the glyphs it shows. Bold is synthesised from the regular.
const lessons = await readdir('static/lessons/ja');
const japanese = [
  await readFile('static/lang/ja.txt', 'utf8'),
  await readFile('static/rules.ja.html', 'utf8'),
  ...(await Promise.all(lessons.map((f) => readFile(`static/lessons/ja/${f}`, 'utf8')))),
  '日本語',
].join('');
const used = [...new Set([...japanese].filter((c) => c.codePointAt(0) > 0x7f))];
const inRange = (code, range) => range.split(',').some((part) => {
  const [lo, hi = lo] = part.trim().replace(/^U\+/i, '').split('-').map((h) => parseInt(h, 16));
  return code >= lo && code <= hi;
});
const css = await readFile('node_modules/@fontsource/noto-sans-jp/400.css', 'utf8');
const faces = [];
let bytes = 0;
for (const [, file, range] of css.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)) {
  const chars = used.filter((c) => inRange(c.codePointAt(0), range));
  if (chars.length === 0) continue;
  const cut = await subsetFont(await readFile(`node_modules/@fontsource/noto-sans-jp/files/${file}`), chars.join(''), { targetFormat: 'woff2' });
  const name = file.replace('.woff2', '-pala.woff2');
  await writeFile(`${out}/${name}`, cut);
  bytes += cut.length;
  const ranges = chars.map((c) => `U+${c.codePointAt(0).toString(16)}`).join(',');
  faces.push(`@font-face{font-family:"Noto Sans JP";font-style:normal;font-weight:400;font-display:swap;src:url("fonts/${name}") format("woff2");unicode-range:${ranges}}`);
}
await copyFile('node_modules/@fontsource/noto-sans-jp/LICENSE', `${out}/noto-sans-jp-LICENSE.txt`);
// index.html links it as a stylesheet of the build (its addresses are the page's, as fonts.css's).
await writeFile(`${out}/japanese.css`, `/* Noto Sans JP, cut to Pala's Japanese (.ci/fonts.mjs): ${used.length} characters in ${faces.length} files, ${bytes} bytes. */\n${faces.join('\n')}\n`);
