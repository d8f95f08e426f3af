// Helpers for the game's browser tests: open a deal, read the table through the test hook
// (window.solitaire.state(): every card's rectangle in CSS pixels), act on it with real
// mouse, touch and keyboard input, and ask the native CLI for deals and solutions.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { QUIET_SETTINGS, QUIET_SOLVER, ROOT, newContext, recordProblems, seedStorage, storedRecords } from './harness.mjs';

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

// Opens the page at `hash` in a new quiet context (harness.mjs: reduced motion, no live
// verdict, automatic moves off) and waits for the deal. Options: `autoMove`, `live` (the
// live verdict on), `solver` (more solver settings: stepMs, winnableOnly), `motion` (no
// reduced motion), `records` (more stored records), `keepStorage` (store nothing: the
// context's own init scripts do), `context` (a context of the test's own), `clock` (the
// page's clock is Playwright's, which the test may stop and move on); the rest are context
// options.
export async function openGame(browser, url, hash, options = {}) {
  const { keepStorage = false, autoMove = false, live = false, solver = {}, records = {}, context: given,
    clock = false, ...rest } = options;
  const context = given ?? await newContext(browser, rest);
  if (clock) await context.clock.install();
  if (!keepStorage) {
    await seedStorage(context, { 'solitaire.settings': { ...QUIET_SETTINGS, autoMove },
      'solitaire.solver': { ...QUIET_SOLVER, liveVerdict: live, ...solver }, ...records });
  }
  const page = await context.newPage();
  const problems = recordProblems(page);
  await loadDeal(page, url + hash);
  return { page, context, problems };
}

// Loads the page at `address` and waits until its deal is on the table and at rest.
export async function loadDeal(page, address) {
  await page.goto(address);
  return loaded(page);
}

// Reloads the page (a new document on the same address) and waits as loadDeal does.
export async function reload(page) {
  await page.reload();
  return loaded(page);
}

// Waits for a page that is loading to have its game ready and idle; returns its state.
async function loaded(page) {
  await page.waitForFunction(() => window.solitaire && window.solitaire.ready && window.solitaire.state(),
    null, { timeout: 30000 });
  return idle(page);
}

// Loads `hash` cold (a new document: the stored records are read as the page starts) in
// the context of `g` (openGame's or sharedPage's), which costs half what a new context does:
// the game is left for a plain page of the same origin, storage is cleared and `records`
// stored over the quiet defaults (as openGame's), then the game loads. Returns `g`.
export async function coldLoad(g, url, hash, records = {}) {
  const { page } = g;
  await page.goto(`${url}web/page.css`);
  await page.evaluate((recs) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(recs)) localStorage.setItem(k, v);
  }, storedRecords(records));
  g.problems?.splice(0);
  await loadDeal(page, url + hash);
  return g;
}

// Opens `hash` on a page already open, as a fresh start without a reload: the page leaves
// its deal for a neutral one, storage is cleared and `records` stored (quiet settings by
// default, as openGame's), the settings are applied to the running game, and then the page
// goes to `hash` and waits for its deal with no move played.
export async function resetTo(page, hash, { autoMove = false, live = false, solver = {}, records = {} } = {}) {
  const settings = { ...QUIET_SETTINGS, autoMove, ...(records['solitaire.settings'] ?? {}) };
  const solverSettings = { ...QUIET_SOLVER, liveVerdict: live, ...solver };
  // A game just won opens its celebration a moment after the last card lands, even over a
  // deal opened meanwhile: it is let open, then closed (Escape), before the page moves on.
  if ((await state(page)).won) {
    await page.waitForFunction(() => window.solitaire.state().ui.dialogs.win, null, { timeout: 10000 })
      .then(() => page.keyboard.press('Escape'), () => {});
  }
  await page.evaluate(() => { location.hash = '#/klondike/draw1/0'; });
  await page.waitForFunction(() => window.solitaire.state().seed === '0' && window.solitaire.state().preset === 'klondike/draw1',
    null, { timeout: 30000 });
  await page.evaluate(([settings, sv, recs, hash]) => {
    localStorage.clear();
    localStorage.setItem('solitaire.solver', JSON.stringify(sv));
    for (const [k, v] of Object.entries(recs)) localStorage.setItem(k, typeof v === 'string' ? v : JSON.stringify(v));
    const { v, ...rest } = settings;
    // Every option the page has, back to its default unless given.
    window.solitaire.setSettings({ cardBack: 'blue', felt: 'green', fourColour: false, largeIndices: false,
      leftHanded: false, sound: false, ...rest });
    window.Module._sol_solver_set(sv.liveVerdict ? 1 : 0, sv.winnableOnly ? 1 : 0, sv.stepMs || 0, sv.budgetMs || 0);
    window.solitaire.notices.length = 0;
    document.querySelectorAll('#notices .notice').forEach((n) => n.remove());
    location.hash = hash;
  }, [settings, solverSettings, Object.fromEntries(Object.entries(records).filter(([k]) => k !== 'solitaire.settings')), hash]);
  await page.waitForFunction((h) => {
    const s = window.solitaire.state();
    return s && location.hash === h && `#/${s.preset}/${s.seed}` === h && s.moves === 0;
  }, hash, { timeout: 30000 });
  // A dialog left open by the test before (the win's stays over a new deal) is closed, as
  // the player would: Escape closes the one on top.
  for (let i = 0; i < 4; i++) {
    const open = await page.evaluate(() => {
      const d = window.solitaire.state().ui.dialogs;
      return window.solitaire.pageDialog() !== null || Object.values(d).some((x) => x);
    });
    if (!open) break;
    await page.keyboard.press('Escape');
    await idle(page);
  }
  return idle(page);
}

export const state = (page) => page.evaluate(() => window.solitaire.state());

// Waits until nothing moves: no animation, no automatic move pending, no drag. Input
// already sent is taken first: the frame after the one being drawn when it was sent has
// ended before "nothing moves" counts. Counted in the page's frames (one round trip to the
// page), never in milliseconds.
export async function idle(page, timeout = 30000) {
  return page.evaluate((timeout) => new Promise((resolve, reject) => {
    const hook = window.solitaire;
    const f0 = hook.frames();
    const end = Date.now() + timeout;
    const tick = () => {
      if (hook.frames() > f0 + 1) {
        const s = hook.state();
        if (s && !s.busy && !s.dragging) return resolve(s);
      }
      if (Date.now() > end) return reject(new Error('the table did not come to rest'));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }), timeout);
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
// while it is not on screen) once it has stayed put for three frames in a row: an ImGui popup
// that just opened is placed in its second frame. Returns the last rectangle read (null:
// none, after 3 x `tries` frames).
export async function clickSettled(page, read, arg, tries = 20) {
  const r = await page.evaluate(([src, a, tries]) => new Promise((resolve) => {
    const read = new Function('a', `return (${src})(a)`);
    let last = null, k = 0, same = 0;
    const tick = () => {
      const r = read(a) ?? null;
      same = r && JSON.stringify(r) === JSON.stringify(last) ? same + 1 : 0;
      if (k >= 2 && same >= 2) return resolve(r);
      last = r;
      if (++k > 3 * tries) return resolve(r);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }), [read.toString(), arg, tries]);
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

// One page for a whole test file, and for every file run in the same process that asks for
// the same `contextOptions` (tests/browser/groups/: a context and a first load cost Chromium
// about 7 s of CPU). The first open() loads it (openGame, with `contextOptions` and the
// options given), later ones reset it to their deal without a reload (resetTo), the window
// back at its size first. Each open() starts a new list of problems. `env()` gives
// { browser, url }.
const PAGES = new Map();
export function sharedPage(env, contextOptions = {}) {
  const key = JSON.stringify(contextOptions);
  if (PAGES.has(key)) return PAGES.get(key);
  const size = contextOptions.viewport ?? { width: 1280, height: 800 };
  let g = null;
  const restoreSize = async () => {
    const now = g.page.viewportSize();
    if (now.width !== size.width || now.height !== size.height) await g.page.setViewportSize(size);
  };
  const shared = {
    async open(hash, options = {}) {
      if (!g) {
        const { browser, url } = env();
        g = await openGame(browser, url, hash, { ...contextOptions, ...options });
      } else {
        const { autoMove, live, solver, records } = options;
        await restoreSize();
        await resetTo(g.page, hash, { autoMove, live, solver, records });
        g.problems.splice(0);
      }
      return g;
    },
    // Loads `hash` cold with `records` stored (coldLoad), in the shared page, the window
    // back at its size first.
    async cold(hash, records = {}) {
      if (!g) {
        const { browser, url } = env();
        g = await openGame(browser, url, hash, { ...contextOptions, records });
        return g;
      }
      await restoreSize();
      return coldLoad(g, env().url, hash, records);
    },
    get current() { return g; },
  };
  PAGES.set(key, shared);
  return shared;
}

// Stops the page's clock (Playwright's, installed by openGame's `clock`) a moment ahead of
// its time now; a loaded machine may take longer than that moment to get there, so it
// tries again further ahead.
export async function pauseClock(page) {
  for (const ahead of [100, 1000, 5000]) {
    try {
      await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, ahead));
      return;
    } catch (e) {
      if (!/to the past/.test(e.message)) throw e;
    }
  }
  throw new Error('the page\'s clock could not be stopped');
}
