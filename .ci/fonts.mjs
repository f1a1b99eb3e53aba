// Trunk pre-build hook (and .ci/setup): the typefaces from npm @fontsource, copied into
// target/fonts/ with their licences, for index.html to copy into dist/fonts/ (served
// and precached from the page's own folder; nothing is fetched from a font host).
// The pair and why: styles/STYLE.md.
import { copyFile, mkdir, rm } from 'node:fs/promises';

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
