#!/usr/bin/env node
// The solver worker's module (build/wasm/site/solver.js, or $SOLVER_JS) under node: for
// each deal and memory budget, one fresh module solves the deal, and this prints the
// verdict and the module's heap (its WebAssembly memory, which only grows) after the
// solve, as the page's worker would hold it. A figure, not a test: nothing passes or fails.
//
//   node tools/worker-memory.mjs [--preset spider-4suits] [--memory 64,256] [--time-limit S]
//                                [--node-limit N] [--json] SEED...
//
// Each solve runs in a child process of its own, so that one module's memory is not
// counted into the next (and an abort, which would end a worker, ends only its child).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MODULE = resolve(process.env.SOLVER_JS || join(ROOT, 'build/wasm/site/solver.js'));
const MB = 1 << 20;

// The child: one request, one line of JSON out.
async function child(request) {
  delete globalThis.fetch; // emcc 3.1.6 under node 18+: docs/toolchain.md, Node
  const module = await createRequire(import.meta.url)(MODULE)();
  const heap = () => module.HEAP8.length;
  const before = heap();
  let answer;
  try {
    answer = JSON.parse(module.ccall('solver_solve', 'string', ['string'], [request]));
  } catch (e) {
    answer = { status: 'aborted', error: String(e && e.message ? e.message : e) };
  }
  process.stdout.write(JSON.stringify({ status: answer.status, reason: answer.reason || answer.error || null,
    nodes: answer.nodes ?? null, seconds: answer.seconds ?? null, heapBeforeMb: before / MB,
    heapAfterMb: heap() / MB }) + '\n');
}

function main(argv) {
  const opts = { preset: 'spider-4suits', memory: [64, 256], timeLimit: 0, nodeLimit: 0, json: false, seeds: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--preset') opts.preset = argv[++i];
    else if (a === '--memory') opts.memory = argv[++i].split(',').map(Number);
    else if (a === '--time-limit') opts.timeLimit = Number(argv[++i]);
    else if (a === '--node-limit') opts.nodeLimit = Number(argv[++i]);
    else if (a === '--json') opts.json = true;
    else if (/^[0-9]+$/.test(a)) opts.seeds.push(a);
    else {
      process.stderr.write(`worker-memory: unknown argument '${a}'\n`);
      process.exit(2);
    }
  }
  if (opts.seeds.length === 0) opts.seeds.push('26');
  const rows = [];
  for (const seed of opts.seeds) {
    for (const memoryMb of opts.memory) {
      const request = JSON.stringify({ preset: opts.preset, seed,
        limits: { memoryMb, timeMs: opts.timeLimit * 1000, nodes: opts.nodeLimit } });
      let row;
      try {
        const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', request],
          { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 20 });
        row = JSON.parse(out.toString().trim().split('\n').pop());
      } catch (e) {
        row = { status: 'crashed', reason: String(e.stderr || e.message).trim().split('\n').pop() };
      }
      row = { seed, memoryMb, ...row };
      rows.push(row);
      if (opts.json) {
        process.stdout.write(JSON.stringify(row) + '\n');
      } else {
        const verdict = row.status + (row.reason ? ` (${row.reason})` : '');
        process.stdout.write(`${opts.preset} ${seed}  memoryMb ${memoryMb}: ${verdict}, ` +
          `${row.nodes ?? '-'} nodes, heap ${row.heapAfterMb ?? '-'} MB after the solve\n`);
      }
    }
  }
}

if (process.argv[2] === '--child') await child(process.argv[3]);
else main(process.argv.slice(2));
