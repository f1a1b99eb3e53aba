// Trunk post-build hook: names the AI worker's files for their build, writes the
// precache list and a content version into sw.js, and a Content-Security-Policy that
// allows Trunk's inline loader by its hash.
// Runs in Trunk's staging directory (TRUNK_STAGING_DIR).
import { createHash } from 'node:crypto';
import { readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { files, stagingDir } from './staging.mjs';

const dir = stagingDir();

// The AI worker's files carry their build in their names (ai-worker-B.js, worker-B.js,
// worker-B_bg.wasm, B a hash of their contents), and the page names its own in
// <meta name="pala-worker">: a tab open on an older page keeps starting the worker of
// its own build after a deploy (the service worker keeps the older builds' workers),
// never a newer one whose protocol it may not speak.
const workerHash = createHash('sha256');
for (const f of ['ai-worker.js', 'worker.js', 'worker_bg.wasm']) workerHash.update(f).update(await readFile(join(dir, f)));
const build = workerHash.digest('hex').slice(0, 12);
const workerScript = `ai-worker-${build}.js`;
const starter = (await readFile(join(dir, 'ai-worker.js'), 'utf8'))
  .replace(/(["'])\.\/worker\.js\1/, `'./worker-${build}.js'`)
  .replace(/(["'])\.\/worker_bg\.wasm\1/, `'./worker-${build}_bg.wasm'`);
if (!starter.includes(`worker-${build}.js`) || !starter.includes(`worker-${build}_bg.wasm`)) throw new Error('ai-worker.js does not name ./worker.js and ./worker_bg.wasm');
await writeFile(join(dir, workerScript), starter);
await rename(join(dir, 'worker.js'), join(dir, `worker-${build}.js`));
await rename(join(dir, 'worker_bg.wasm'), join(dir, `worker-${build}_bg.wasm`));
await unlink(join(dir, 'ai-worker.js'));

// The Content-Security-Policy: scripts only from this origin plus Trunk's inline
// loader (by hash), WebAssembly compilation allowed, no request to any other origin.
const indexPath = join(dir, 'index.html');
let index = await readFile(indexPath, 'utf8');
const inline = [...index.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const hashes = inline.map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`).join(' ');
const csp = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');
// The placeholder, however the page was minified (`<meta name="pala-csp" />` or `<meta name=pala-csp>`).
const placeholder = /<meta name="?pala-csp"?\s*\/?>/;
if (!placeholder.test(index)) throw new Error('index.html has no <meta name="pala-csp"> placeholder');
index = index.replace(placeholder, `<meta http-equiv="Content-Security-Policy" content="${csp}"><meta name="pala-worker" content="${workerScript}">`);
await writeFile(indexPath, index);

// embed.js: the stable entry a host page loads to mount rules widgets (Trunk hashes the
// app's file names, so the loader is written here with the current names). It carries
// the table's stylesheets (main, cards, table: the widget draws with the table's
// components) for the widgets' shadow roots, where `:root` rules become `:host` rules.
const built = await readdir(dir);
// The widget is its own wasm (src/bin/widget.rs): Trunk writes widget.js and widget_bg.wasm.
const app = 'widget.js';
if (!built.includes(app) || !built.includes('widget_bg.wasm')) throw new Error('no widget.js and widget_bg.wasm in the build');
const sheets = ['tokens', 'main', 'cards', 'table'].map((name) => {
  const file = built.find((f) => new RegExp(`^${name}-[0-9a-f]+\\.css$`).test(f));
  if (!file) throw new Error(`no ${name}-*.css in the build`);
  return file;
});
const css = (await Promise.all(sheets.map((f) => readFile(join(dir, f), 'utf8')))).join('\n').replaceAll(':root', ':host');
// (The Latin faces, and Noto Sans JP cut to Pala's Japanese: each of its files is fetched
// only for characters a Japanese example shows.)
const faceSheets = [/^fonts-[0-9a-f]+\.css$/, /^japanese-[0-9a-f]+\.css$/].map((re) => built.find((f) => re.test(f)));
const fontFaces = (await Promise.all(faceSheets.map((f) => readFile(join(dir, f), 'utf8')))).join('\n')
  .replace(/url\(["']?fonts\/([^"')]+)["']?\)/g, 'url("FONTS/$1")');
const embed = `// Pala rules widgets for any page: <div data-pala-scenario='{...}'></div> (or a
// puzzle: <div data-pala-puzzle="12"></div>, "day" for the puzzle of the day) plus
// <script type="module" src=".../embed.js"></script>. Generated at build time. From
// another origin, the host of these files must send Access-Control-Allow-Origin.
window.PALA_EMBED = true;
const base = new URL('.', import.meta.url);
const css = ${JSON.stringify(css)};
// The typefaces: declared on the host page (a shadow root's @font-face is ignored),
// from this folder.
if (!document.querySelector('style[data-pala-fonts]')) {
  const faces = document.createElement('style');
  faces.dataset.palaFonts = '';
  faces.textContent = ${JSON.stringify(fontFaces)}.replaceAll('FONTS/', new URL('fonts/', base).href);
  document.head.append(faces);
}
// The widgets' program; if it cannot load (blocked, missing, broken), each example
// says so where it would be, with a Retry (a failed module is not fetched again under
// the same address, so each try asks under its own).
const ready = () => new Promise((ok) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', ok) : ok()));
async function load(attempt) {
  const again = attempt ? '?retry=' + attempt : '';
  try {
    const { default: init, mount_widgets } = await import(new URL('${app}' + again, base).href);
    await init({ module_or_path: new URL('${app.replace(/\.js$/, '_bg.wasm')}' + again, base) });
    await ready();
    mount_widgets(css, base.href);
  } catch (e) {
    await ready();
    for (const spot of document.querySelectorAll('[data-pala-scenario], [data-pala-puzzle]')) {
      if (spot.shadowRoot) continue;
      const said = document.createElement('p');
      said.setAttribute('role', 'alert');
      said.className = 'pala-load-failed';
      const why = String((e && e.message) || e || '').replace(/\.$/, '');
      said.textContent = 'This Pala example could not load' + (why ? ' (' + why + ')' : '') + '. ';
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = 'Retry';
      retry.addEventListener('click', () => {
        for (const p of document.querySelectorAll('.pala-load-failed')) p.remove();
        load(attempt + 1);
      });
      said.append(retry);
      spot.replaceChildren(said);
    }
  }
}
await load(0);
`;
await writeFile(join(dir, 'embed.js'), embed);

// The precache list: every file of the build except the service worker itself.
const all = (await files(dir)).map((p) => relative(dir, p).split('\\').join('/')).sort();
const list = ['./', ...all.filter((f) => f !== 'sw.js' && f !== 'index.html')];
const hash = createHash('sha256');
for (const f of all.filter((f) => f !== 'sw.js')) hash.update(f).update(await readFile(join(dir, f)));
const version = hash.digest('hex').slice(0, 16);
const swPath = join(dir, 'sw.js');
let sw = await readFile(swPath, 'utf8');
sw = sw.replace("'__PALA_VERSION__'", JSON.stringify(version)).replace("['__PALA_PRECACHE__']", JSON.stringify(list));
await writeFile(swPath, sw);
console.log(`precache: ${list.length} entries, version ${version}`);
