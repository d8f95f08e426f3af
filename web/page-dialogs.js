// The page's own screens over the table: the statistics (web/stats-ui.js), choosing a deal
// and finding the daily deal (web/deal-dialog.js, web/daily.js). Each is an HTML <dialog>
// opened modal, so the table underneath takes no input meanwhile, screen readers read it
// as a dialog, and the browser gives it Tab and Escape; file inputs and downloads need the
// DOM anyway. The game module opens them with Module.gameOpenPage(what, preset)
// (shell/page/bridge.cpp: PageTable::open_page). Plain script: sets window.SolPageDialogs.
'use strict';

(function () {
  const handlers = Object.create(null);

  // An element with properties (attributes for names with a dash, or "class"/"for") and
  // children (nodes or text).
  function el(tag, props = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(props)) {
      if (v === undefined || v === null || v === false) continue;
      if (k.includes('-') || k === 'class' || k === 'for' || k === 'role') node.setAttribute(k, v === true ? '' : v);
      else node[k] = v;
    }
    for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  // A modal dialog titled `title`, added to the page once. The game listens for keys on
  // the window (SDL): keys typed in a dialog stop at it, so typing "n" in a field deals no
  // new game and Backspace edits the field.
  function create(id, title) {
    const heading = el('h2', { id: `${id}-title` }, title);
    const dialog = el('dialog', { id, class: 'page-dialog', 'aria-labelledby': heading.id }, heading);
    for (const type of ['keydown', 'keyup', 'keypress']) dialog.addEventListener(type, (e) => e.stopPropagation());
    document.body.appendChild(dialog);
    return dialog;
  }

  function show(dialog) {
    if (!dialog.open) dialog.showModal();
  }

  // `handler(preset)` answers Module.gameOpenPage(what, preset).
  function on(what, handler) {
    handlers[what] = handler;
  }

  function install(Module, hook) {
    // While a dialog is open no key reaches the game, not even one typed outside the
    // dialog (the focus left on the page by a click on the backdrop): N must not deal
    // behind it. Escape still closes it there, as it does inside.
    for (const type of ['keydown', 'keyup', 'keypress']) {
      window.addEventListener(type, (e) => {
        const open = document.querySelector('dialog.page-dialog[open]');
        if (!open || open.contains(e.target)) return;
        e.stopPropagation();
        if (type === 'keydown' && e.key === 'Escape') open.close();
      }, true);
    }
    Module.gameOpenPage = (what, preset) => {
      if (handlers[what]) handlers[what](preset);
    };
    // The test hook: the id of the page's dialog on show, or null.
    hook.pageDialog = () => {
      const open = document.querySelector('dialog.page-dialog[open]');
      return open ? open.id : null;
    };
  }

  window.SolPageDialogs = { el, create, show, on, install };
})();
