// Test files run in one process: see play.test.mjs.
//
// What the player sees and presses: the keyboard and the cursor, and the appearance options
// (both read the picture's pixels: a page at full scale).
import '../game_keys.test.mjs';
import '../appearance.test.mjs';
