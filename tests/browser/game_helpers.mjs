// Helpers for the game's browser tests: open a deal, read the table through the test hook
// (window.solitaire.state(): every card's rectangle in CSS pixels), act on it with real
// mouse, touch and keyboard input, and ask the native CLI for deals and solutions.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, recordProblems } from './harness.mjs';

// The native CLI built by ./test.sh (stage 2); SOLITAIRE_CLI overrides it.
export const CLI = process.env.SOLITAIRE_CLI ?? join(ROOT, 'build', 'native', 'shell', 'cli', 'solitaire');
export const haveCli = () => existsSync(CLI);

export function cli(...args) {
  return execFileSync(CLI, args, { encoding: 'utf8', timeout: 120000 });
}

// The CLI's deal as JSON: {tableau:[{face_down,face_up}], stock:[...], ...}.
export function cliDeal(preset, seed) {
  return JSON.parse(cli('deal', preset.replace('/', '-'), String(seed), '--json'));
}

// Opens the page at `hash` with empty storage (unless keepStorage) and waits for the deal.
export async function openGame(browser, url, hash, options = {}) {
  const { viewport = { width: 1280, height: 800 }, keepStorage = false, autoMove = false, ...rest } = options;
  const context = options.context ?? await browser.newContext({ viewport, ...rest });
  const page = await context.newPage();
  const problems = recordProblems(page);
  if (!keepStorage) {
    // Tests start from a clean slate, with automatic moves off so that each move is theirs.
    await page.addInitScript((auto) => {
      if (!sessionStorage.getItem('test.init')) {
        localStorage.clear();
        localStorage.setItem('solitaire.settings', JSON.stringify({ v: 1, autoMove: auto, tapToMove: true }));
        sessionStorage.setItem('test.init', '1');
      }
    }, autoMove);
  }
  await page.goto(url + hash);
  await page.waitForFunction(() => window.solitaire && window.solitaire.ready && window.solitaire.state(),
    null, { timeout: 30000 });
  await idle(page);
  return { page, context, problems };
}

export const state = (page) => page.evaluate(() => window.solitaire.state());

// Waits until nothing moves: no animation, no automatic move pending, a frame drawn since.
// Input already sent is taken first: two frames pass before "nothing moves" counts.
export async function idle(page, timeout = 30000) {
  const f0 = await page.evaluate(() => window.solitaire.frames());
  await page.waitForFunction((n) => window.solitaire.frames() > n + 1, f0, { timeout });
  await page.waitForFunction(() => {
    const s = window.solitaire.state();
    return s && !s.busy && !s.dragging;
  }, null, { timeout, polling: 30 });
  const f = await page.evaluate(() => window.solitaire.frames());
  await page.waitForFunction((n) => window.solitaire.frames() > n + 1, f, { timeout });
  return state(page);
}

export const pile = (s, name) => s.piles.find((p) => p.name === name);
export const top = (p) => p.cards[p.cards.length - 1];
export const centre = (r) => ({ x: r[0] + r[2] / 2, y: r[1] + r[3] / 2 });
// A point on the visible strip of a fanned card (its top edge area).
export const grip = (r) => ({ x: r[0] + r[2] / 2, y: r[1] + Math.min(10, r[3] / 4) });

// The cards of every pile as text, face-down ones as "??": a position's fingerprint.
export function snapshot(s) {
  return s.piles.map((p) => `${p.name}:${p.cards.map((c) => (c.up ? c.card : '??')).join(' ')}`).join('|');
}

// A real mouse drag: press on `from`, move in steps, release on `to`.
export async function drag(page, from, to, steps = 8) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await page.waitForTimeout(10);
  }
  await page.mouse.up();
}

// The card rules, for finding moves to try (the page itself decides what is legal).
const RANKS = { A: 1, T: 10, J: 11, Q: 12, K: 13 };
export const rank = (c) => RANKS[c[0]] ?? Number(c[0]);
export const red = (c) => c[1] === 'D' || c[1] === 'H';
export const fitsOn = (c, below) => rank(c) + 1 === rank(below) && red(c) !== red(below);
export const fitsHome = (c, found) => found.cards.length + 1 === rank(c) &&
  found.name === `foundation-${c[1]}`;

// First legal-looking tableau-to-tableau move: [fromPile, cardIndex, toPile].
export function findTableauMove(s) {
  const tabs = s.piles.filter((p) => p.kind === 'tableau');
  for (const from of tabs) {
    for (let i = 0; i < from.cards.length; i++) {
      const c = from.cards[i];
      if (!c.up) continue;
      for (const to of tabs) {
        if (to === from) continue;
        const t = top(to);
        if ((t && fitsOn(c.card, t.card)) || (!t && rank(c.card) === 13 && i > 0)) return [from, i, to];
      }
      break;  // only the deepest face-up card leads a movable run here
    }
  }
  return null;
}

// The gaps between the page's animation frames over `ms`, in ms.
export const frameGaps = (page, ms) => page.evaluate((ms) => new Promise((resolve) => {
  const gaps = [];
  let last = null;
  const end = performance.now() + ms;
  const tick = (now) => {
    if (last !== null) gaps.push(now - last);
    last = now;
    if (now < end) requestAnimationFrame(tick);
    else resolve(gaps);
  };
  requestAnimationFrame(tick);
}), ms);

// Clicks the middle of the rectangle `read(arg)` gives in the page ([x, y, w, h], or null
// while it is not on screen) once it has stayed put for three frames: an ImGui popup that
// just opened is placed in its second frame. Returns the last rectangle read (null: none).
export async function clickSettled(page, read, arg, tries = 20) {
  const after3 = () => page.evaluate(([src, a]) => new Promise((resolve) => {
    let k = 0;
    const tick = () => (++k === 3 ? resolve(new Function('a', `return (${src})(a)`)(a) ?? null)
      : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), [read.toString(), arg]);
  let r = await after3();
  for (let i = 0; i < tries; i++) {
    const again = await after3();
    if (r && JSON.stringify(again) === JSON.stringify(r)) break;
    r = again;
  }
  if (r) await page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);
  return r;
}

export { recordProblems };

// Checks that every card of state `s` lies inside a `width` x `height` window.
export function assertFits(assert, s, width, height) {
  for (const p of s.piles)
    for (const c of p.cards) {
      assert.ok(c.rect[0] >= 0 && c.rect[0] + c.rect[2] <= width, `${p.name} fits across`);
      assert.ok(c.rect[1] + c.rect[3] <= height, `${p.name} fits down`);
    }
}
