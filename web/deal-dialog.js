// Game > Select deal...: a dialog that takes a deal number (of the variant in play) or a
// link to a deal (a whole address, or just its #/game/variant/number or daily part). The
// text is read by web/router.js exactly as the address bar's would be, so a bad number or
// link gets the same message; the message shows in the dialog and the game stays as it
// was. A good one opens by its link, like any other. Plain script: sets window.SolDeals.
'use strict';

(function () {
  const { el, create, show, on } = window.SolPageDialogs;
  const router = window.SolRouter;
  const NO_DEAL = 'This names no deal: type a deal number, or a link that ends in ' +
                  '#/game/variant/number, such as #/klondike/draw3/42.';

  // What `text` names, given the variant in play: { hash } to open, or { error }.
  function read(text, preset, presets, now = Date.now()) {
    const t = String(text).trim();
    if (t === '') return { error: 'Type a deal number, or paste a link to a deal.' };
    let hash;
    if (/^[-+0-9.,eE\s]+$/.test(t)) hash = `#/${preset}/${t}`;  // a number, good or bad
    else if (t.includes('#')) hash = t.slice(t.indexOf('#'));  // a whole address
    else if (/^\/?[a-z]+\//i.test(t)) hash = `#/${t.replace(/^\//, '')}`;  // "spider/2suits/42"
    else return { error: NO_DEAL };
    const r = router.parse(hash, presets, now);
    if (r.error) return { error: r.error };
    if (r.empty) return { error: NO_DEAL };
    if (r.daily) return { hash: router.formatDaily(r.daily.game, r.daily.date) };
    if (r.seed === null) return { error: `This link names a variant (${r.preset}) but no deal number.` };
    return { hash: router.format(r.preset, r.seed) };
  }

  function install(Module, hook) {
    let dialog = null, input, error, about;
    let preset = null;
    const presets = () => (hook.presets ? hook.presets() : []);

    function build() {
      dialog = create('deal-dialog', 'Select a deal');
      // Numeric keys on a phone (a link is pasted rather than typed there).
      input = el('input', { id: 'deal-input', type: 'text', inputMode: 'numeric', autocomplete: 'off',
                            enterKeyHint: 'go', placeholder: 'e.g. 12345', 'aria-describedby': 'deal-about deal-error' });
      input.spellcheck = false;
      about = el('p', { id: 'deal-about', class: 'dialog-note' });
      error = el('p', { id: 'deal-error', class: 'dialog-error', role: 'alert' });
      const form = el('form', {},
        el('label', { for: 'deal-input' }, 'Deal number or link'), input, about, error,
        el('div', { class: 'dialog-buttons' },
          el('button', { type: 'submit', id: 'deal-open' }, 'Open'),
          el('button', { type: 'button', id: 'deal-cancel', onclick: () => dialog.close() }, 'Cancel')));
      form.addEventListener('submit', (e) => {
        e.preventDefault();
        const r = read(input.value, preset, presets());
        if (r.error) {
          error.textContent = r.error;
          input.setAttribute('aria-invalid', 'true');
          input.focus();
          return;
        }
        dialog.close();
        location.hash = r.hash;
      });
      input.addEventListener('input', () => {
        error.textContent = '';
        input.removeAttribute('aria-invalid');
      });
      dialog.append(form);
    }

    on('select-deal', (p) => {
      if (!dialog) build();
      preset = p;
      const title = (presets().find((v) => v.url === p) || { title: p }).title;
      about.textContent = `A number opens that deal of ${title}; a link, such as ` +
        '#/spider/2suits/42 or #/daily/pyramid, opens what it names.';
      input.value = '';
      error.textContent = '';
      input.removeAttribute('aria-invalid');
      show(dialog);
      input.focus();
    });
  }

  window.SolDeals = { install, read };
})();
