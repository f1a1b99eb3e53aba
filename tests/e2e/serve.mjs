// A static file server for dist/ on 127.0.0.1: used by `make play` and started by each
// browser test itself. It compresses (brotli or gzip) as real hosts do. Usage: node tests/e2e/serve.mjs DIR PORT [BASE]
import { createServer } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

// Text and wasm go out compressed when the browser accepts it, as real hosts send them.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.txt']);
const packed = new Map();

/** `body` in the best encoding `accepted` allows: [encoding or null, bytes]. */
function encode(file, body, mtime, accepted = '') {
  if (!COMPRESSIBLE.has(extname(file))) return [null, body];
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return [null, body];
  const key = `${encoding} ${file} ${mtime}`;
  if (!packed.has(key)) {
    const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } };
    packed.set(key, encoding === 'br' ? brotliCompressSync(body, quality) : gzipSync(body, { level: 9 }));
  }
  return [encoding, packed.get(key)];
}

/**
 * Serves `dir` on 127.0.0.1:`port` (0 picks a free port); resolves to the server.
 * `extra` maps paths to HTML served as well (test host pages), or to `{ status, body,
 * type }` to answer as a broken or blocking host would. `cors: true` adds
 * `Access-Control-Allow-Origin: *` to every response (pages on other origins may then
 * load embed.js and the wasm, as a host of the widget files must allow). `base` serves
 * the folder under a sub-path (`/games/pala/`), as a project page or a school's site
 * would; nothing outside it is found.
 */
export function serve(dir, port = 0, extra = {}, { cors = false, base = '/' } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    if (cors) res.setHeader('access-control-allow-origin', '*');
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      if (extra[path] !== undefined) {
        const given = typeof extra[path] === 'object' ? extra[path] : { body: extra[path] };
        const type = given.type ?? TYPES[extname(path)] ?? 'text/html; charset=utf-8';
        res.writeHead(given.status ?? 200, { 'content-type': type, 'cache-control': 'no-cache' }).end(given.body ?? '');
        return;
      }
      if (!path.startsWith(base)) throw new Error('outside the served folder');
      let file = normalize(join(root, path.slice(base.length - 1)));
      // Inside the folder, not merely a name that starts like it (`dist.orig`), and no
      // `..` however it was encoded.
      if (path.split(/[\\/]/).includes('..') || (file !== root && !file.startsWith(root + sep))) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const [encoding, body] = encode(file, await readFile(file), (await stat(file)).mtimeMs, req.headers['accept-encoding']);
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', vary: 'accept-encoding' };
      if (encoding) headers['content-encoding'] = encoding;
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'dist', port = '8080', base = '/'] = process.argv.slice(2);
  const server = await serve(dir, Number(port), {}, { base });
  console.log(`serving ${dir} at http://127.0.0.1:${server.address().port}`);
}
