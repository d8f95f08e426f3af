#!/usr/bin/env node
// A small static file server for the game page (no dependencies).
//
//   node tools/serve.mjs [DIR] [--port N]     DIR defaults to build/wasm/site
//
// Listens on 127.0.0.1 only; the port is --port, else $PORT, else 8000 (0 picks a free
// one). Prints "Serving DIR at http://127.0.0.1:PORT/" once listening, which the scripts
// read. Files are sent with their proper MIME types (application/wasm included, so that
// browsers can compile the module while it downloads) and are never cached: a rebuild
// shows on the next reload.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function parseArgs(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const opts = { dir: join(root, 'build', 'wasm', 'site'), port: process.env.PORT ?? '8000' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--port') opts.port = argv[++i];
    else if (a.startsWith('--port=')) opts.port = a.slice(7);
    else if (a === '-h' || a === '--help') {
      console.log('usage: node tools/serve.mjs [DIR] [--port N]');
      process.exit(0);
    } else opts.dir = a;
  }
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: bad port '${opts.port}'`);
    process.exit(2);
  }
  return { dir: resolve(opts.dir), port };
}

const { dir, port } = parseArgs(process.argv.slice(2));
try {
  if (!statSync(join(dir, 'index.html')).isFile()) throw new Error();
} catch {
  console.error(`serve: no index.html in ${dir} (build the wasm preset first)`);
  process.exit(1);
}

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text + '\n');
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    return send(res, 400, 'bad request');
  }
  if (path.endsWith('/')) path += 'index.html';
  const file = normalize(join(dir, path));
  if (file !== dir && !file.startsWith(dir + sep)) return send(res, 403, 'forbidden');
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return send(res, 404, 'not found');
  }
  if (!stat.isFile()) return send(res, 404, 'not found');
  res.writeHead(200, {
    'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Cross-origin isolation: the page may then share memory with the solver's worker
    // (web/solver-client.js), which lets the solver step back while the player drags.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
});

server.on('error', (e) => {
  console.error(`serve: ${e.code === 'EADDRINUSE' ? `port ${port} is in use (try --port N)` : e.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir} at http://127.0.0.1:${server.address().port}/`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
