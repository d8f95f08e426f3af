#!/usr/bin/env node
// Benchmarks how smooth the table stays while the solver works (issue 5: "while a long solve
// runs, the longest requestAnimationFrame gap is under 100 ms"). The speed figure lives here,
// not in a test: on a shared machine with software WebGL one late frame is noise.
//
//   node tools/bench-frames.mjs [--runs N] [--seconds S]      (SOLITAIRE_URL: a running page)
//
// Each run opens a deal the live verdict keeps busy for seconds, then records the gaps
// between animation frames for S seconds with the solver running alone, and S seconds while
// a card is dragged back and forth. Prints each run, then the longest gap, the 99th
// percentile and the median of each kind over all runs. Needs the wasm site built
// (build/wasm/site: ./play.sh or ./test.sh) and Chromium (tools/setup.sh --browser).
import { launch, startServer } from '../tests/browser/harness.mjs';
import { centre, findTableauMove, frameGaps, grip, state, top } from '../tests/browser/game_helpers.mjs';

const opts = { runs: 5, seconds: 3 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  const name = argv[i].replace(/^--/, '');
  if (!(name in opts) || !(Number(argv[i + 1]) > 0)) {
    console.error('usage: node tools/bench-frames.mjs [--runs N] [--seconds S]');
    process.exit(2);
  }
  opts[name] = Number(argv[i + 1]);
}

// The hardest deals known on 29 November 2026 (all but draw 3 seed 922, about 6 s, are
// undecided after 10 s native); the first one still undecided after 1.5 s of live verdict
// is used.
const CANDIDATES = ['klondike/draw3/137', 'klondike/draw3/506', 'klondike/draw3/922',
  'klondike/draw1/506'];

// Drags a card that can move onto another pile, slowly, then the page makes the move (and
// the live verdict starts a new solve from the new position), until `ms` have passed.
async function dragAround(page, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const s = await state(page);
    const move = findTableauMove(s);
    if (!move) return;
    const [from, i, to] = move;
    const a = grip(from.cards[i].rect), b = centre((top(to) ?? to).rect);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (let k = 1; k <= 20; k++) {
      await page.mouse.move(a.x + ((b.x - a.x) * k) / 20, a.y + ((b.y - a.y) * k) / 20);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    await page.waitForTimeout(300);
    await page.keyboard.press('z'); // back, so that the next drag finds the move again
    await page.waitForTimeout(300);
  }
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const line = (gaps) => `${gaps.length} frames, longest ${Math.max(...gaps).toFixed(1)} ms, ` +
  `p99 ${quantile(gaps, 0.99).toFixed(1)} ms, median ${quantile(gaps, 0.5).toFixed(1)} ms`;

const server = await startServer();
const browser = await launch();
const all = { solving: [], dragging: [] };
try {
  for (let run = 1; run <= opts.runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let deal = null;
    for (const c of CANDIDATES) {
      await page.goto(`${server.url}#/${c}`);
      await page.waitForFunction(() => window.solitaire && window.solitaire.solver, null,
        { timeout: 30000 });
      await page.waitForTimeout(1500);
      if ((await page.evaluate(() => window.solitaire.solver().verdict)) === 'checking') {
        deal = c;
        break;
      }
    }
    if (!deal) throw new Error('no candidate deal keeps the solver busy: add harder ones');
    const solving = await frameGaps(page, opts.seconds * 1000);
    const during = frameGaps(page, opts.seconds * 1000);
    await dragAround(page, opts.seconds * 1000 - 500);
    const dragging = await during;
    all.solving.push(...solving);
    all.dragging.push(...dragging);
    console.log(`run ${run} (${deal}): solving: ${line(solving)}; solving and dragging: ${line(dragging)}`);
    await context.close();
  }
  console.log(`all runs, solving alone:    ${line(all.solving)}`);
  console.log(`all runs, solving, dragging: ${line(all.dragging)}`);
  const longest = Math.max(...all.solving, ...all.dragging);
  // Gaps come in whole display frames (16.7 ms at 60 Hz), so 100.0 here may be 99.98 or
  // 100.02: two decimals say which side of the target it is.
  console.log(`target: longest gap under 100 ms: ${longest < 100 ? 'met' : 'NOT met'} (${longest.toFixed(2)} ms)`);
} finally {
  await browser.close();
  server.stop();
}
