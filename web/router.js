// The URL names the deal: #/klondike/draw3/12345 is game/variant/seed (RULES.md). This
// file only reads and writes that text; it never touches the game. Plain script: it sets
// window.SolRouter.
'use strict';

(function () {
  const MAX_SEED = (1n << 64n) - 1n;

  // Reads a location hash against the variants the engine offers ([{url, title}]).
  // Returns one of:
  //   { empty: true }                           no deal named (a bare page)
  //   { preset: 'klondike/draw3', seed: '42' }  a deal; seed null when only the variant is named
  //   { error: 'message for the player' }
  function parse(hash, presets) {
    let text = String(hash || '').replace(/^#/, '');
    try {
      text = decodeURIComponent(text);
    } catch {
      return { error: 'This link is not a deal (it is not valid text).' };
    }
    text = text.replace(/^\/+|\/+$/g, '');
    if (text === '') return { empty: true };
    const parts = text.split('/');
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
      return { error: `Unknown variant "${clip(parts[1])}" of ${game} in the link (known: ${names}).` };
    }
    if (parts.length > 3) return { error: `This link is not a deal: "${clip(text)}".` };
    if (parts.length < 3 || parts[2] === '') return { preset: url, seed: null };
    const seed = parts[2];
    if (!/^[0-9]{1,20}$/.test(seed) || BigInt(seed) > MAX_SEED) {
      return { error: `The deal number "${clip(seed)}" in the link is not a number from 0 to ${MAX_SEED}.` };
    }
    return { preset: url, seed: BigInt(seed).toString() };
  }

  function format(preset, seed) {
    return `#/${preset}/${seed}`;
  }

  // Long junk is cut so that the message stays readable.
  function clip(s) {
    s = String(s);
    return s.length > 40 ? s.slice(0, 40) + '…' : s;
  }

  window.SolRouter = { parse, format };
})();
