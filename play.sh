#!/usr/bin/env bash
# Builds the WebAssembly game and serves it on http://127.0.0.1:8000/ (Ctrl+C stops).
#
#   ./play.sh [--port N]      or PORT=N ./play.sh
#
# First run on a fresh machine: installs the toolchain and dependencies (tools/setup.sh)
# and builds everything, a few minutes. Later runs rebuild only what changed and start
# serving in seconds.
set -euo pipefail
cd "$(dirname "$0")"

port=${PORT:-8000}
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port=${2:?--port needs a number}; shift 2 ;;
    --port=*) port=${1#--port=}; shift ;;
    -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "play.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done

# Dependencies; setup.sh prints IMGUI_DIR=... and SDL2_PREFIX=... for the wasm preset.
vars=$(tools/setup.sh)
while IFS= read -r kv; do [[ $kv == *=* ]] && export "$kv"; done <<<"$vars"
export NODE_PATH=/usr/share/nodejs  # emcc runs node, which must find Debian's modules

# Configure once; after that ninja re-runs CMake by itself when a CMake file changes.
[ -f build/wasm/build.ninja ] || cmake --preset wasm >/dev/null
cmake --build --preset wasm --target site

exec node tools/serve.mjs build/wasm/site --port "$port"
