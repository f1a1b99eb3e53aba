// A static file server for dist/ on 127.0.0.1: used by `make play` and started by each
// browser test itself. Usage: node tests/e2e/serve.mjs DIR PORT
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
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
};

/**
 * Serves `dir` on 127.0.0.1:`port` (0 picks a free port); resolves to the server.
 * `extra` maps paths to HTML served as well (test host pages). `cors: true` adds
 * `Access-Control-Allow-Origin: *` to every response (pages on other origins may then
 * load embed.js and the wasm, as a host of the widget files must allow).
 */
export function serve(dir, port = 0, extra = {}, { cors = false } = {}) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    if (cors) res.setHeader('access-control-allow-origin', '*');
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      if (extra[path] !== undefined) {
        res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(extra[path]);
        return;
      }
      let file = normalize(join(root, path));
      if (!file.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  const server = await serve(dir, Number(port));
  console.log(`serving ${dir} at http://127.0.0.1:${server.address().port}`);
}
