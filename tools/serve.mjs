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
//
// Only regular files inside DIR are served: a symbolic link is resolved and must land
// inside DIR too (a link out of the site is 404). A download the client aborts closes its
// file; a file that cannot be read (permissions, EMFILE) is a 403/500 answer or a cut
// connection, never the end of the server.
import { createServer } from 'node:http';
import { createReadStream, realpathSync, statSync } from 'node:fs';
import { pipeline } from 'node:stream';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
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

const args = parseArgs(process.argv.slice(2));
const port = args.port;
let dir;
try {
  dir = realpathSync(args.dir);  // the real folder: symbolic links are compared against it
  if (!statSync(join(dir, 'index.html')).isFile()) throw new Error();
} catch {
  console.error(`serve: no index.html in ${args.dir} (build the wasm preset first)`);
  process.exit(1);
}
const inside = (file) => file === dir || file.startsWith(dir + sep);

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
  if (path.includes('\0')) return send(res, 400, 'bad request');
  let file = normalize(join(dir, path));
  if (!inside(file)) return send(res, 403, 'forbidden');
  let stat;
  try {
    file = realpathSync(file);  // follows links, then checked again: no way out of DIR
    if (!inside(file)) return send(res, 404, 'not found');
    stat = statSync(file);
  } catch (e) {
    return send(res, e.code === 'EACCES' || e.code === 'EPERM' ? 403 : 404,
                e.code === 'EACCES' || e.code === 'EPERM' ? 'forbidden' : 'not found');
  }
  if (!stat.isFile()) return send(res, 404, 'not found');
  const headers = {
    'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': stat.size,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Cross-origin isolation: the page may then share memory with the solver's worker
    // (web/solver-client.js), which lets the solver step back while the player drags.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
  };
  if (req.method === 'HEAD') {
    res.writeHead(200, headers);
    return res.end();
  }
  // The file is opened before the headers go out, so that an unreadable one is a clean
  // error answer; pipeline() closes it when the client goes away or a read fails.
  const stream = createReadStream(file);
  stream.once('error', (e) => {
    if (!res.headersSent) {
      const denied = e.code === 'EACCES' || e.code === 'EPERM';
      send(res, denied ? 403 : 500, denied ? 'forbidden' : 'cannot read the file');
    }
  });
  stream.once('open', () => {
    res.writeHead(200, headers);
    pipeline(stream, res, (e) => {
      if (e && e.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`serve: ${path}: ${e.message}`);
    });
  });
});

// A client that resets its connection mid-request is that client's problem, not the server's.
server.on('clientError', (e, socket) => socket.destroy());
server.on('error', (e) => {
  console.error(`serve: ${e.code === 'EADDRINUSE' ? `port ${port} is in use (try --port N)` : e.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${dir} at http://127.0.0.1:${server.address().port}/`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
