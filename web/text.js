// Outside text (a link's parts, an imported file's names and values) quoted in a message
// to the player. A bidirectional control in it (U+202E RIGHT-TO-LEFT OVERRIDE, an isolate,
// a mark) would reorder the rest of the message as it is drawn ("1<U+202E> deal is fine"
// shows the words after it reversed), so every such quote goes through quote(): the
// controls are stripped, and long junk is cut so that the message stays readable. Plain
// script, loaded before every other web/ file: sets window.SolText.
'use strict';

(function () {
  // U+061C ARABIC LETTER MARK, U+200E/200F the left-to-right and right-to-left marks,
  // U+202A-202E the embeddings, overrides and their POP, U+2066-2069 the isolates.
  const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

  // `text` without bidirectional controls.
  function plain(text) {
    return String(text).replace(BIDI, '');
  }

  // `text` fit to quote in a message: no bidirectional controls, at most `max` characters
  // (code points, so that a character outside the BMP is never cut in two), then "…".
  function quote(text, max = 40) {
    const chars = Array.from(plain(text));
    return chars.length > max ? chars.slice(0, max).join('') + '…' : chars.join('');
  }

  window.SolText = { plain, quote };
})();
