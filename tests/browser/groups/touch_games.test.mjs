// Test files run in one process: see play.test.mjs.
//
// Spider and Pyramid played by hand on a touch-capable window.
import '../spider.test.mjs';
import '../pyramid.test.mjs';
