#!/usr/bin/env bash
# Runs every test: the engine's Catch2 tests natively, the same tests built for wasm under
# node, and the browser tests against the served page in headless Chromium.
#
#   ./test.sh
#
# Stages, in order (a failing stage does not stop the later ones, so that one run shows
# everything; the exit status is non-zero if anything failed):
#   1. tools/setup.sh --browser   install the toolchain, SDL2/ImGui, Chromium, playwright-core
#   2. native   cmake --preset native, build, ctest (unit, CLI, fuzz corpus replays)
#  2b. sanitize the same built with clang under ASan + UBSan, ctest (tests tagged [slow] out)
#   3. wasm     cmake --preset wasm, build (engine tests, CLI, game, site), ctest (node)
#   4. worker   the solver worker's module under node: node --test tests/worker/*.test.mjs
#      server   tools/serve.mjs under hostile use: node --test tests/server/*.test.mjs
#      web      the page's scripts under node: node --test tests/web/*.test.mjs
#   5. browser  serve build/wasm/site on a free port, node --test tests/browser/*.test.mjs
# The last line is the combined count, "N passed, N failed" (CI reads it).
set -uo pipefail
cd "$(dirname "$0")"

passed=0
failed=0
summary=()
logs=$(mktemp -d)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null
  rm -rf "$logs"
}
trap cleanup EXIT

stage() { printf '\n=== %s\n' "$*"; }
# Notes how long the stage that began at $start took, for the summary.
times=()
took() { echo "$1: $((SECONDS - start)) s"; times+=("$1 $((SECONDS - start)) s"); }
# A stage that could not run (a build or set-up step failed) counts as one failure.
broken() { failed=$((failed + 1)); summary+=("$1: FAILED ($2)"); }

# Adds the counts of a ctest run (its log in $2) under the name $1.
count_ctest() {
  local line total bad
  line=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$2" | tail -n1)
  if [ -z "$line" ]; then broken "$1" "ctest printed no summary"; return; fi
  total=$(sed -E 's/.* out of ([0-9]+).*/\1/' <<<"$line")
  bad=$(sed -E 's/.*, ([0-9]+) tests? failed.*/\1/' <<<"$line")
  passed=$((passed + total - bad))
  failed=$((failed + bad))
  summary+=("$1: $line")
}

# --- 1. dependencies ---------------------------------------------------------------------
stage "set-up (tools/setup.sh --browser)"
start=$SECONDS
if ! vars=$(tools/setup.sh --browser); then
  echo "test.sh: set-up failed; nothing can be built" >&2
  echo "0 passed, 1 failed"
  exit 1
fi
while IFS= read -r kv; do [[ $kv == *=* ]] && export "$kv"; done <<<"$vars"
export NODE_PATH=/usr/share/nodejs  # emcc runs node, which must find Debian's modules
took set-up

# Configures (once), builds and runs ctest for a native preset; $1 preset, $2 its name in
# the summary.
native_stage() {
  local start=$SECONDS
  if { [ -f "build/$1/build.ninja" ] || cmake --preset "$1" >/dev/null; } &&
     cmake --build --preset "$1"; then
    ctest --preset "$1" 2>&1 | tee "$logs/$1.log"
    count_ctest "$2" "$logs/$1.log"
  else
    broken "$1" "build failed"
  fi
  took "$1"
}

# --- 2. native ---------------------------------------------------------------------------
stage "native: build and ctest"
native_stage native "native ctest"

# --- 2b. sanitizers ----------------------------------------------------------------------
# The engine, CLI, unit tests and fuzz corpus replays built with clang 14 under
# AddressSanitizer + UndefinedBehaviorSanitizer (preset `sanitize`, build/sanitize), then the
# native ctest less the engine tests tagged [slow] (CMakePresets.json).
stage "sanitize: ASan + UBSan build (clang) and ctest"
native_stage sanitize "sanitize ctest"

# --- 3. wasm -----------------------------------------------------------------------------
stage "wasm: build and ctest (engine tests under node)"
start=$SECONDS
site_ok=0
if [ -f build/wasm/build.ninja ] || cmake --preset wasm >/dev/null; then
  # One build of every target, going on past a failure (-k 0): the browser tests need the
  # game's site even if an engine target fails to build (a build of the site first and the
  # rest after took 20 s longer: less of it ran two at a time).
  cmake --build --preset wasm -- -k 0
  all_ok=$?
  cmake --build --preset wasm --target site >/dev/null 2>&1 && site_ok=1 || broken "wasm game" "build failed"
  if [ "$all_ok" = 0 ]; then
    ctest --preset wasm 2>&1 | tee "$logs/wasm.log"
    count_ctest "wasm ctest" "$logs/wasm.log"
  else
    broken "wasm" "build failed"
  fi
else
  broken "wasm" "configure failed"
fi
took wasm

# Adds the counts of a `node --test --test-reporter=spec` run (its log in $2) under $1.
count_node_test() {
  local ok bad
  ok=$(sed -n 's/^ℹ pass \([0-9]*\)$/\1/p' "$2" | tail -n1)
  bad=$(sed -n 's/^ℹ fail \([0-9]*\)$/\1/p' "$2" | tail -n1)
  if [ -z "$ok" ] || [ -z "$bad" ]; then broken "$1" "node --test printed no summary"; return; fi
  passed=$((passed + ok))
  failed=$((failed + bad))
  summary+=("$1: $ok passed, $bad failed")
}

# --- 4. worker ---------------------------------------------------------------------------
stage "worker: the solver module under node"
start=$SECONDS
if [ -f build/wasm/site/solver.js ]; then
  node --no-experimental-fetch --test --test-reporter=spec tests/worker/*.test.mjs 2>&1 |
    tee "$logs/worker.log"
  count_node_test "worker" "$logs/worker.log"
else
  broken "worker" "no solver module (build/wasm/site/solver.js)"
fi
took worker

stage "server: tools/serve.mjs under hostile use"
start=$SECONDS
node --test --test-reporter=spec tests/server/*.test.mjs 2>&1 | tee "$logs/server.log"
count_node_test "server" "$logs/server.log"
took server

# The page's own JavaScript without a browser (router, stored records, statistics rules).
stage "web: the page's scripts under node"
start=$SECONDS
node --test --test-reporter=spec tests/web/*.test.mjs 2>&1 | tee "$logs/web.log"
count_node_test "web" "$logs/web.log"
took web

# --- 5. browser --------------------------------------------------------------------------
stage "browser: headless Chromium against the served page"
# Prints what sed expression $3 picks out of the log $2 of background process $1, once it
# appears; gives up after $4 tenths of a second or when the process has ended ("" then).
await_line() {
  local found=
  for _ in $(seq "$4"); do
    found=$(sed -n "$3" "$2")
    [ -n "$found" ] || ! kill -0 "$1" 2>/dev/null && break
    sleep 0.1
  done
  printf '%s' "$found"
}
start=$SECONDS
if [ $site_ok = 1 ]; then
  node tools/serve.mjs build/wasm/site --port 0 >"$logs/serve.log" 2>&1 &
  server_pid=$!
  url=$(await_line "$server_pid" "$logs/serve.log" 's/.* at \(http:[^ ]*\).*/\1/p' 100)
  # One Chromium for the whole run: every test file connects to it (harness.mjs).
  node tests/browser/browser-server.mjs >"$logs/chromium.log" 2>&1 &
  chromium_pid=$!
  # A loaded machine can take a while to start Chromium: wait up to two minutes, and if it
  # still has not said where it listens, let each test file launch its own (harness.mjs).
  ws=$(await_line "$chromium_pid" "$logs/chromium.log" 's/^ws: \(ws:[^ ]*\)$/\1/p' 1200)
  if [ -z "$ws" ]; then
    echo "test.sh: the shared Chromium did not start; each test file launches its own" >&2
    cat "$logs/chromium.log" >&2
  fi
  if [ -z "$url" ]; then
    cat "$logs/serve.log"
    broken "browser" "the server did not start"
  else
    echo "serving at $url; Chromium at ${ws:-one per test file}"
    # Two processes at a time, one per core: the groups of files that share a page first
    # (tests/browser/groups/), then each other file (tests/browser/list-files.sh).
    mapfile -t files < <(tests/browser/list-files.sh)
    SOLITAIRE_URL=$url SOLITAIRE_BROWSER_WS=$ws node --test --test-concurrency=2 \
      --test-reporter=spec --test-reporter-destination=stdout \
      --test-reporter=./tests/browser/file-times.mjs --test-reporter-destination="$logs/files.log" \
      "${files[@]}" 2>&1 |
      tee "$logs/browser.log"
    cat "$logs/files.log"
    ok=$(sed -n 's/^ℹ pass \([0-9]*\)$/\1/p' "$logs/browser.log" | tail -n1)
    bad=$(sed -n 's/^ℹ fail \([0-9]*\)$/\1/p' "$logs/browser.log" | tail -n1)
    if [ -z "$ok" ] || [ -z "$bad" ]; then
      broken "browser" "node --test printed no summary"
    else
      passed=$((passed + ok))
      failed=$((failed + bad))
      summary+=("browser: $ok passed, $bad failed (screenshots in build/screenshots/)")
    fi
  fi
  kill "$server_pid" "$chromium_pid" 2>/dev/null
  server_pid=
else
  broken "browser" "no game to test"
fi
took browser

# --- summary -----------------------------------------------------------------------------
stage "summary"
printf '%s\n' "${summary[@]}"
echo "time: ${times[*]/%/,} all $SECONDS s"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
