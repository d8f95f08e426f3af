// Test files run in one process, so that they share one browser context and one page
// (sharedPage in ../game_helpers.mjs): each file run alone costs Chromium a new context and
// a first load, about 7 s of CPU, on a stage that is CPU-bound. Each file still runs alone
// with `node --test tests/browser/<file>`. ./test.sh runs these groups first and then every
// test file no group imports.
//
// Playing the table by mouse: moves, whole games won, deals opened, games resumed.
import '../game_mouse.test.mjs';
import '../game_win.test.mjs';
import '../game_deal.test.mjs';
import '../game_resume.test.mjs';
import '../freecell.test.mjs';
