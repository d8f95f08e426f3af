#!/usr/bin/env bash
# The solver built for wasm (the CLI under node) against the native CLI on the same deals:
# every seed's verdict must agree, and the wasm median time should stay within 2x native
# (issue 3). Node counts agree too when no time limit is hit.
#
#   tools/bench-wasm.sh PRESET FIRST COUNT [bench options, e.g. --time-limit 10]
#
# Needs build/native and build/wasm (./test.sh builds both); NATIVE_CLI and WASM_CLI
# override the paths.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 3 ] || { sed -n '2,9p' "$0"; exit 2; }
native=${NATIVE_CLI:-build/native/shell/cli/solitaire}
wasm=${WASM_CLI:-build/wasm/shell/cli/solitaire.js}
for f in "$native" "$wasm"; do
  [ -f "$f" ] || { echo "bench-wasm: $f is not built (run ./test.sh)" >&2; exit 1; }
done
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "native: $native bench $*"
"$native" bench "$@" --list > "$out/native.txt"
echo "wasm:   node $wasm bench $*"
# Node's built-in fetch cannot read the .wasm from a file path; the module falls back to fs.
node --no-experimental-fetch "$wasm" bench "$@" --list > "$out/wasm.txt"
grep -E '^(solved|time|signature):' "$out/native.txt" | sed 's/^/native /'
grep -E '^(solved|time|signature):' "$out/wasm.txt" | sed 's/^/wasm   /'
# Per seed: "seed verdict ms ..."; join the two lists on the seed.
awk 'FNR == NR && /^[0-9]+ / { v[$1] = $2; t[$1] = $3; next }
     /^[0-9]+ / && ($1 in v) {
       n++
       if ($2 != v[$1]) { bad++; printf "verdicts differ on seed %s: native %s, wasm %s\n", $1, v[$1], $2 }
       nat[n] = t[$1]; was[n] = $3
     }
     function median(a, k,   i, j, x) {
       for (i = 2; i <= k; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
       return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
     }
     END {
       mn = median(nat, n); mw = median(was, n)
       printf "%d seeds, verdicts differ on %d; median native %.3f ms, wasm %.3f ms: %.2fx\n",
              n, bad, mn, mw, (mn > 0 ? mw / mn : 0)
     }' "$out/native.txt" "$out/wasm.txt"
