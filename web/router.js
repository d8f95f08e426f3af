// The URL names the deal: #/klondike/draw3/12345 is game/variant/seed (docs/rules.md,
// Deals and seeds), and
// #/daily/klondike/2026-12-01 is the daily deal of a game and a calendar day (UTC; see
// web/daily.js). This file only reads and writes that text; it never touches the game.
// Plain script (after web/text.js): it sets window.SolRouter.
'use strict';

(function () {
  const MAX_SEED = (1n << 64n) - 1n;

  // Reads a location hash against the variants the engine offers ([{url, title}]).
  // Returns one of:
  //   { empty: true }                           no deal named (a bare page)
  //   { preset: 'klondike/draw3', seed: '42' }  a deal; seed null when only the variant is named
  //   { daily: { game: 'klondike', date: '2026-12-01' } }  a daily deal (no date: today's)
  //   { error: 'message for the player', game: 'spider' }  game: the game the link names, when
  //                                             it names one the page knows (else absent)
  // `now` (ms since 1970) decides which daily deals are out yet.
  function parse(hash, presets, now = Date.now()) {
    let text = String(hash || '').replace(/^#/, '');
    try {
      text = decodeURIComponent(text);
    } catch {
      return { error: 'This link is not a deal (it is not valid text).' };
    }
    text = text.replace(/^\/+|\/+$/g, '');
    if (text === '') return { empty: true };
    const parts = text.split('/');
    if (parts[0].toLowerCase() === DAILY) return parseDaily(parts.slice(1), presets, now);
    const game = parts[0].toLowerCase();
    const known = presets.filter((p) => p.url.split('/')[0] === game);
    if (known.length === 0) {
      const names = [...new Set(presets.map((p) => p.url.split('/')[0]))].join(', ');
      return { error: `Unknown game "${clip(parts[0])}" in the link (known: ${names}).` };
    }
    if (parts.length < 2) return { preset: known[0].url, seed: null };
    const url = `${game}/${parts[1].toLowerCase()}`;
    if (!known.some((p) => p.url === url)) {
      const names = known.map((p) => p.url.split('/')[1]).join(', ');
      return { error: `Unknown variant "${clip(parts[1])}" of ${game} in the link (known: ${names}).`, game };
    }
    if (parts.length > 3) return { error: `This link is not a deal: "${clip(text)}".`, game };
    if (parts.length < 3 || parts[2] === '') return { preset: url, seed: null };
    const seed = parts[2];
    // Each variant's deal numbers (FreeCell's are Microsoft's, 1 to 8589934591).
    const p = known.find((k) => k.url === url);
    const [first, last] = [BigInt(p.firstSeed || 0), p.lastSeed ? BigInt(p.lastSeed) : MAX_SEED];
    if (!/^[0-9]{1,20}$/.test(seed) || BigInt(seed) < first || BigInt(seed) > last) {
      return { error: `The deal number "${clip(seed)}" in the link is not a number from ${first} to ${last}.`, game };
    }
    return { preset: url, seed: BigInt(seed).toString() };
  }

  // The deal number of a new deal of `preset` ({firstSeed, newDealSeeds}, as the module
  // lists its variants) from a random 32-bit number: the first deal number plus the number
  // modulo how many deals new ones are drawn from (0: the number as it is). As the engine's
  // new_deal_seed (engine/presets.h).
  function dealSeed(preset, random) {
    const r = BigInt(random);
    const count = BigInt((preset && preset.newDealSeeds) || 0);
    return (BigInt((preset && preset.firstSeed) || 0) + (count > 0n ? r % count : r)).toString();
  }

  function format(preset, seed) {
    return `#/${preset}/${seed}`;
  }

  // The variant to open in place of a bad link's deal (parse's { error, game }): the first
  // variant of the game the link named, so a bad Spider link stays in Spider; the page's
  // first variant when the link names no game the page knows.
  function fallbackPreset(r, presets) {
    const known = r && r.game && presets.find((p) => p.url.split('/')[0] === r.game);
    return (known || presets[0]).url;
  }

  // --- daily deals --------------------------------------------------------------------------
  const DAILY = 'daily';
  // The first day with a daily deal; and a day's deal comes out when that day begins
  // somewhere on Earth (UTC+14 at most), so tomorrow's (UTC) may be asked for, never later.
  const FIRST_DAY = '2000-01-01';
  const DAY_MS = 86400000;
  const utcDay = (ms) => new Date(ms).toISOString().slice(0, 10);

  function parseDaily(parts, presets, now) {
    const games = [...new Set(presets.map((p) => p.url.split('/')[0]))];
    const game = (parts[0] || games[0]).toLowerCase();
    if (!games.includes(game)) {
      return { error: `Unknown game "${clip(parts[0])}" in the daily deal's link (known: ${games.join(', ')}).` };
    }
    if (parts.length > 2) return { error: `This link is not a daily deal: "${clip(parts.join('/'))}".`, game };
    const date = parts.length < 2 || parts[1] === '' ? utcDay(now) : parts[1];
    const checked = checkDate(date, now);
    return checked.error ? { error: checked.error, game } : { daily: { game, date } };
  }

  // A daily deal's date: yyyy-mm-dd, a real day, not before FIRST_DAY, out already.
  function checkDate(date, now = Date.now()) {
    const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(date);
    if (!m) return { error: `The date "${clip(date)}" in the link is not a date written yyyy-mm-dd (such as ${utcDay(now)}).` };
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const day = new Date(Date.UTC(y, mo - 1, d));
    if (mo < 1 || mo > 12 || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) {
      return { error: `The date ${date} in the link is not a day of the calendar.` };
    }
    if (date < FIRST_DAY) return { error: `There are no daily deals before ${FIRST_DAY} (the link asks for ${date}).` };
    if (date > utcDay(now + DAY_MS)) {
      return { error: `The daily deal of ${date} is not out yet: today is ${utcDay(now)} (UTC).` };
    }
    return { date };
  }

  function formatDaily(game, date) {
    return `#/${DAILY}/${game}/${date}`;
  }

  // The link's text as a message quotes it (web/text.js): clipped, without the controls
  // that would reorder the rest of the message.
  const clip = (s) => window.SolText.quote(s);

  window.SolRouter = { parse, format, fallbackPreset, formatDaily, checkDate, utcDay, dealSeed };
})();
