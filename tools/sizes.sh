#!/usr/bin/env bash
# Prints the size of the game module as downloaded: game.wasm and game.js, raw and gzipped
# (what a server with compression sends).
#
#   tools/sizes.sh [SITE_DIR]      SITE_DIR defaults to build/wasm/site
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-build/wasm/site}
status=0
for f in game.wasm game.js; do
  if [ ! -f "$site/$f" ]; then
    echo "$f: missing in $site (build the wasm preset first)" >&2
    status=1
    continue
  fi
  raw=$(stat -c %s "$site/$f")
  gz=$(gzip -9 -c "$site/$f" | wc -c)
  printf '%-10s %8d bytes (%4d KiB), gzip -9 %8d bytes (%4d KiB)\n' "$f" "$raw" $((raw / 1024)) "$gz" $((gz / 1024))
done
exit $status
