#!/usr/bin/env node
// One headless Chromium for a whole run of the browser tests: ./test.sh starts this once,
// reads the line "ws: <endpoint>" it prints, and passes the endpoint to every test file in
// SOLITAIRE_BROWSER_WS (harness.mjs connects to it instead of launching a browser of its
// own). Runs until it is sent SIGTERM or SIGINT.
//
//   node tests/browser/browser-server.mjs
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness.mjs';

// A loaded machine can be slow to start it: two minutes, not the default thirty seconds.
const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS,
                                            timeout: 120000 });
console.log(`ws: ${server.wsEndpoint()}`);
let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
