// Helpers for the tests of the game session as the player drives it (game_options and
// game_keys): the menus clicked by name, a move made by clicking the stock, the game's
// fingerprint, and the three games' deals.
import { centre, clickSettled, idle, openGame, pile, snapshot, state } from './game_helpers.mjs';

// For each game: a deal, another variant of the same game, and the score a fresh deal has.
export const GAMES = [
  { name: 'Klondike', preset: 'klondike/draw1', other: 'klondike/draw3', game: 'klondike', fresh: 0 },
  { name: 'Spider', preset: 'spider/1suit', other: 'spider/2suits', game: 'spider', fresh: 500 },
  { name: 'Pyramid', preset: 'pyramid/3passes', other: 'pyramid/classic', game: 'pyramid', fresh: 0 },
];

// The rectangle of the menu or dialog item `name` on screen now (window.solitaire.state().ui).
export const item = (page, name) => page.evaluate((n) => window.solitaire.state().ui.items[n] ?? null, name);

// Clicks the menu items named, in order (a menu, a submenu, an item), each once it is on
// screen and settled.
export async function menu(page, ...names) {
  for (const name of names) {
    const r = await clickSettled(page, (n) => window.solitaire.state().ui.items[n] ?? null, name);
    if (!r) {
      const s = await page.evaluate(() => window.solitaire.state().ui);
      throw new Error(`no "${name}" item on screen: ${Object.keys(s.items)}; dialogs ${JSON.stringify(s.dialogs)}`);
    }
  }
}

// A move in every game: a click on the stock (Klondike and Pyramid draw, Spider deals).
export async function stockMove(page) {
  const s = await state(page);
  const at = centre(pile(s, 'stock').rect);
  await page.mouse.click(at.x, at.y);
  return idle(page);
}

// What must not change when a game is kept: the deal, the moves, redo, the cards.
export const fingerprint = (s) => ({ preset: s.preset, seed: s.seed, moves: s.moves, canRedo: s.canRedo,
  cards: snapshot(s) });

export const dialogs = async (page) => (await state(page)).ui.dialogs;
export const waitDialog = (page, name, open = true) => page.waitForFunction(([n, o]) =>
  window.solitaire.state().ui.dialogs[n] === o, [name, open], { timeout: 10000, polling: 30 });

// New deal (N) during a game: it asks first (issue 26), and the answer is "New deal".
export async function newDealNow(page) {
  await page.keyboard.press('n');
  await waitDialog(page, 'confirm');
  await menu(page, 'confirmNow');
  await waitDialog(page, 'confirm', false);
}

// Clicks the solver bar's button (or popup item) `name` once it is on screen and settled:
// a popup is placed in its second frame.
export async function pressSettled(page, name) {
  const r = await clickSettled(page, (n) => window.solitaire.solver().buttons[n] ?? null, name);
  if (!r) throw new Error(`no "${name}" button on screen`);
}

export { reload } from './game_helpers.mjs';

// openGame: quiet by default (no live verdict, reduced motion), the name kept for the
// tests that say so.
export const openQuiet = openGame;
