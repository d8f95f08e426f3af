// Test files run in one process: see play.test.mjs.
//
// The solver in the page: its worker, hints and auto-solve lines, the verdict, and what the
// page says of it to assistive technology.
import '../solver_lines.test.mjs';
import '../solver_game.test.mjs';
import '../solver_worker.test.mjs';
import '../a11y.test.mjs';
