// Helpers for the tests of how the table fits the window (fit.test.mjs, screenshots.test.mjs):
// mid-game positions found with the solver module under node, opened in the page as a saved
// game, and measures of the table read through the test hook.
import { before } from 'node:test';
import { FULL_SCALE, QUIET_SETTINGS, newContext, recordProblems, seedStorage, withBrowserAndServer } from './harness.mjs';
import { idle, loadDeal, resetTo } from './game_helpers.mjs';
import { loadEngine } from './solver_helpers.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true };
export const PHONE_SIDEWAYS = { viewport: { width: 844, height: 390 }, deviceScaleFactor: 1, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

// Starts the page's server, Chromium and the solver module under node before a test file's
// tests: the returned object's browser, server and call (loadEngine's) are set by then.
export function withBrowserServerAndEngine() {
  const ctx = {};
  withBrowserAndServer((b, s) => {
    ctx.browser = b;
    ctx.server = s;
  });
  before(async () => {
    ctx.call = await loadEngine();
  });
  return ctx;
}

// Each tableau pile's card count in a position text (Klondike "tableau N:", Spider "pile N:").
export function pileLengths(text) {
  const out = [];
  for (const line of text.split('\n')) {
    const m = line.match(/^(?:tableau|pile) \d+:(.*)$/);
    if (m) out.push(m[1].split(/\s+/).filter((t) => t && t !== '|' && t !== '-').length);
  }
  return out;
}

// The engine's name of the variant the page's URL names ("klondike/draw1" -> "klondike-draw1").
export const enginePreset = (url) => (url === 'pyramid/3passes' ? 'pyramid' : url.replace('/', '-'));

// A winning line of `preset` deal `seed` (engine numbers), or null if the solver finds none.
// Kept: tests ask for the same deals more than once.
const lines = new Map();
export function line(call, preset, seed) {
  const key = `${preset}/${seed}`;
  if (!lines.has(key)) {
    const r = call({ preset: enginePreset(preset), seed: String(seed), limits: { nodes: 3000000 } });
    lines.set(key, r.status === 'solved' ? r.bits : null);
  }
  return lines.get(key);
}

// The point of the winning line where the longest tableau pile is longest (the first such
// point in its first two thirds: the game is still well under way), among the points whose
// longest pile has at most `cap` cards. Returns { moves, longest }.
const points = new Map();
export function longestPoint(call, preset, seed, cap = Infinity) {
  const key = `${preset}/${seed}/${cap}`;
  if (!points.has(key)) points.set(key, findLongestPoint(call, preset, seed, cap));
  return points.get(key);
}
function findLongestPoint(call, preset, seed, cap) {
  const bits = line(call, preset, seed);
  if (!bits) return null;
  let best = { moves: [], longest: 0 };
  for (let k = 1; k <= Math.floor(bits.length * 2 / 3); k++) {
    const text = call({ preset: enginePreset(preset), seed: String(seed), moves: bits.slice(0, k) }).position;
    const longest = Math.max(...pileLengths(text));
    if (longest > best.longest && longest <= cap) best = { moves: bits.slice(0, k), longest };
  }
  return best;
}

// Opens `preset` deal `seed` with `moves` played (as the saved game), empty storage but for
// that and `settings`, and waits until the table is still.
export async function openPosition(browser, url, preset, seed, moves, options = {}, settings = {}) {
  const context = await newContext(browser, { ...FULL_SCALE, ...options }); // pixels are read
  await seedStorage(context, { 'solitaire.settings': { ...QUIET_SETTINGS, ...settings },
    'solitaire.game': { v: 1, preset, seed: String(seed), moves, elapsedMs: 1000, won: false } });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const s = await loadDeal(page, `${url}#/${preset}/${seed}`);
  if (s.moves !== moves.length) throw new Error(`the saved game did not replay: ${s.moves} of ${moves.length} moves`);
  return { page, context, problems, state: s };
}

// Opens `preset` deal `seed` with `moves` played on a page already open (no reload): the
// saved game is stored and the page goes to the deal (resetTo's way). Returns the state.
export async function gotoPosition(page, preset, seed, moves, settings = {}) {
  await resetTo(page, '#/klondike/draw1/0');
  await page.evaluate(([game, s]) => {
    localStorage.setItem('solitaire.game', JSON.stringify(game));
    window.solitaire.setSettings(s);
    location.hash = `#/${game.preset}/${game.seed}`;
  }, [{ v: 1, preset, seed: String(seed), moves, elapsedMs: 1000, won: false }, settings]);
  await page.waitForFunction(([p, sd, n]) => {
    const s = window.solitaire.state();
    return s && s.preset === p && s.seed === sd && s.moves === n;
  }, [preset, String(seed), moves.length], { timeout: 30000 });
  return idle(page);
}

// The lowest card edge of the pile with the most cards (ties: the lower one), in CSS pixels.
export function longestPileBottom(s, kind = 'tableau') {
  let best = null;
  for (const p of s.piles) {
    if (p.kind !== kind || p.cards.length === 0) continue;
    const last = p.cards[p.cards.length - 1].rect;
    const bottom = last[1] + last[3];
    if (!best || p.cards.length > best.count || (p.cards.length === best.count && bottom > best.bottom))
      best = { name: p.name, count: p.cards.length, bottom };
  }
  return best;
}

// The lowest edge of any card of the piles of `kind`.
export function lowestCard(s, kind) {
  let bottom = 0;
  for (const p of s.piles)
    if (p.kind === kind) for (const c of p.cards) bottom = Math.max(bottom, c.rect[1] + c.rect[3]);
  return bottom;
}

// Waits for three frames and returns the widgets (state().widgets) once they stay put: an
// ImGui popup is placed in its second frame.
export async function settledWidgets(page) {
  const read = () => page.evaluate(() => new Promise((resolve) => {
    let k = 0;
    const tick = () => (++k === 3 ? resolve(window.solitaire.state().widgets) : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }));
  let w = await read();
  for (let i = 0; i < 20; i++) {
    const again = await read();
    if (JSON.stringify(again) === JSON.stringify(w)) return w;
    w = again;
  }
  return w;
}
