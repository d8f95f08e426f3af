// Test files run in one process: see play.test.mjs.
//
// The page around the table: its dialogs and options, deals by link, statistics, stored
// records hostile or not.
import '../game_page.test.mjs';
import '../game_options.test.mjs';
import '../stats_screen.test.mjs';
import '../storage_hostile.test.mjs';
import '../deals.test.mjs';
