#!/usr/bin/env bash
# Prints the browser test files in the order ./test.sh runs them: the groups of
# tests/browser/groups/ first (each runs its files in one process, sharing a page; they
# take longest), then every test file that no group imports, each in a process of its own.
cd "$(dirname "$0")"
grouped=$(sed -n "s|^import '\.\./\([A-Za-z0-9_]*\.test\.mjs\)';$|\1|p" groups/*.test.mjs)
for f in groups/*.test.mjs; do echo "tests/browser/$f"; done
for f in *.test.mjs; do
  grep -qxF "$f" <<<"$grouped" || echo "tests/browser/$f"
done
