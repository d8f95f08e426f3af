// tools/serve.mjs under hostile use: aborted downloads, unreadable files, symbolic links
// out of the site. Each test starts its own server on a small temporary site.
//
//   node --test tests/server/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('../../tools/serve.mjs', import.meta.url));
const NOBODY = 65534;

// A site with index.html, a 4 MB game.wasm, a file no one may read and links in and out.
function makeSite() {
  const dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dir, 'game.wasm'), Buffer.alloc(4 << 20, 7));
  writeFileSync(join(dir, 'secret.txt'), 'no');
  chmodSync(dir + '/secret.txt', 0o000);
  symlinkSync('/etc', join(dir, 'etc'));
  symlinkSync('/etc/hostname', join(dir, 'host.txt'));
  symlinkSync('index.html', join(dir, 'home.html'));
  return dir;
}

// Starts serve.mjs (as `nobody` when run as root, so that file modes count) under
// `ulimit -n files`; resolves to { url, port, pid, child }.
function startServer(dir, files = 1024) {
  const opts = { stdio: ['ignore', 'pipe', 'pipe'] };
  if (process.getuid && process.getuid() === 0) Object.assign(opts, { uid: NOBODY, gid: NOBODY });
  const child = spawn('bash', ['-c', `ulimit -n ${files}; exec "$0" "$1" "$2" --port 0`,
                               process.execPath, SERVE, dir], opts);
  child.stderrText = '';
  child.stderr.on('data', (d) => { child.stderrText += d; });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/ at (http:\/\/127\.0\.0\.1:(\d+)\/)/);
      if (m) resolve({ url: m[1], port: Number(m[2]), pid: child.pid, child });
    });
    child.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${child.stderrText}`)));
  });
}

// One raw GET: connects, asks for `path`, reads `keep` bytes (all when Infinity), closes.
function get(port, path, keep = Infinity) {
  return new Promise((resolve, reject) => {
    const sock = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    sock.on('connect', () => sock.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    sock.on('data', (d) => {
      data = Buffer.concat([data, d]);
      if (data.length >= keep) {
        sock.destroy();
        resolve(data);
      }
    });
    sock.on('end', () => resolve(data));
    sock.on('error', reject);
  });
}
const status = (buf) => Number(buf.toString('latin1').split(' ')[1]);
const body = (buf) => buf.toString('latin1').split('\r\n\r\n').slice(1).join('\r\n\r\n');
const openFiles = (pid) => readdirSync(`/proc/${pid}/fd`).length;

test('200 aborted downloads under ulimit -n 128 leave no file open and the server up', async () => {
  const dir = makeSite();
  const server = await startServer(dir, 128);
  try {
    const before = openFiles(server.pid);
    for (let i = 0; i < 200; i++) await get(server.port, '/game.wasm', 1000);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(server.child.exitCode, null, `the server died: ${server.child.stderrText}`);
    assert.ok(openFiles(server.pid) <= before + 3, `files open: ${openFiles(server.pid)} (was ${before})`);
    const whole = await get(server.port, '/game.wasm');
    assert.equal(status(whole), 200);
    assert.equal(body(whole).length, 4 << 20);
  } finally {
    server.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an unreadable file is a 403 answer and the server goes on', async () => {
  const dir = makeSite();
  const server = await startServer(dir);
  try {
    assert.equal(status(await get(server.port, '/secret.txt')), 403);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(server.child.exitCode, null, `the server died: ${server.child.stderrText}`);
    assert.equal(status(await get(server.port, '/')), 200);
  } finally {
    server.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('symbolic links out of the site are not followed; links inside it are', async () => {
  const dir = makeSite();
  const server = await startServer(dir);
  try {
    const passwd = await get(server.port, '/etc/passwd');
    assert.equal(status(passwd), 404);
    assert.doesNotMatch(body(passwd), /root:/);
    assert.equal(status(await get(server.port, '/host.txt')), 404);
    assert.equal(status(await get(server.port, '/..%2f..%2fetc%2fpasswd')), 403);
    const home = await get(server.port, '/home.html');
    assert.equal(status(home), 200);
    assert.match(body(home), /doctype/);
  } finally {
    server.child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
