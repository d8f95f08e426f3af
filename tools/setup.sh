#!/usr/bin/env bash
# Installs everything the build and the tests need on a fresh Debian 12 machine, and skips
# whatever is already there. Shared by ./play.sh and ./test.sh.
#
#   tools/setup.sh [--browser]   --browser also installs Chromium and playwright-core
#
# What it installs:
#   - Debian packages: a C++ toolchain, cmake, ninja, Catch2 2, Emscripten 3.1.6, node/npm,
#     xz-utils, the DejaVu fonts and fonttools (the game's font), and with --browser Chromium.
#   - The sources of SDL2 and Dear ImGui from Debian source packages (emscripten's own
#     -sUSE_SDL=2 port downloads from the internet and cannot work offline).
#   - SDL2 built for WebAssembly, installed into a prefix under the cache.
#   - With --browser, playwright-core from npm into tests/browser/node_modules.
#
# Built dependencies are cached outside the checkout, keyed by version, in
# $SOLITAIRE_CACHE (default ~/.cache/solitaire), so a second clone and CI reuse them.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${SOLITAIRE_CACHE:-$HOME/.cache/solitaire}
browser=0
[ "${1:-}" = "--browser" ] && browser=1
mkdir -p "$cache"

log() { printf '[setup] %s\n' "$*" >&2; }
sudo_if() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- Debian packages -------------------------------------------------------------------
# fonts-dejavu-core + python3-fonttools: the game's UI font, subset at build time.
pkgs=(g++ cmake ninja-build catch2 emscripten xz-utils dpkg-dev fonts-dejavu-core python3-fonttools)
# With --browser (./test.sh): chromium, and clang 14 with its sanitizer and libFuzzer
# runtimes for the sanitizer preset and fuzz targets (emscripten already brings clang-14).
[ $browser = 1 ] && pkgs+=(chromium clang-14 libclang-rt-14-dev)
missing=()
# node and npm may come from a package other than Debian's (whose npm conflicts with it):
# install Debian's only where there is no node at all.
command -v node >/dev/null || pkgs+=(nodejs)
command -v npm >/dev/null || pkgs+=(npm)
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
apt_updated=0
if [ ${#missing[@]} -gt 0 ]; then
  log "installing Debian packages: ${missing[*]}"
  sudo_if apt-get update -qq
  apt_updated=1
  sudo_if env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# --- SDL2 and ImGui sources (Debian source packages) --------------------------------------
src="$cache/src"
mkdir -p "$src"
if ! ls "$src"/libsdl2_*.orig.tar.* >/dev/null 2>&1 || ! ls "$src"/imgui_*.orig.tar.* >/dev/null 2>&1; then
  if ! grep -rqs '^Types: deb-src' /etc/apt/sources.list.d/; then
    log "adding a deb-src entry"
    # Copy the first 'Types: deb' stanza of the machine's own sources as deb-src.
    awk 'BEGIN{RS="";ORS="\n\n"} /^Types: deb\n/ && !done {sub(/^Types: deb/,"Types: deb-src"); print; done=1}' \
      /etc/apt/sources.list.d/debian.sources | sudo_if tee /etc/apt/sources.list.d/solitaire-src.sources >/dev/null
    apt_updated=0
  fi
  [ $apt_updated = 1 ] || sudo_if apt-get update -qq
  log "downloading the libsdl2 and imgui source packages"
  (cd "$src" && apt-get source --download-only libsdl2 imgui >"$cache/apt-source.log" 2>&1) ||
    { log "apt-get source failed:"; tail -n 20 "$cache/apt-source.log" >&2; exit 1; }
fi
sdl_tar=$(ls "$src"/libsdl2_*.orig.tar.* | head -n1)
imgui_tar=$(ls "$src"/imgui_*.orig.tar.* | head -n1)
sdl_ver=$(basename "$sdl_tar" | sed -E 's/^libsdl2_([^+]*).*/\1/')
imgui_ver=$(basename "$imgui_tar" | sed -E 's/^imgui_([^+]*).*/\1/')
em_ver=$(dpkg-query -W -f='${Version}' emscripten | sed -E 's/[^0-9.].*//')

imgui_dir="$cache/imgui-$imgui_ver"
if [ ! -f "$imgui_dir/imgui.cpp" ]; then
  log "unpacking Dear ImGui $imgui_ver"
  rm -rf "$imgui_dir" "$imgui_dir.tmp" && mkdir -p "$imgui_dir.tmp"
  tar -xf "$imgui_tar" -C "$imgui_dir.tmp" --strip-components=1
  mv "$imgui_dir.tmp" "$imgui_dir"
fi

sdl_prefix="$cache/sdl2-$sdl_ver-em$em_ver"
if [ ! -f "$sdl_prefix/lib/libSDL2.a" ]; then
  log "building SDL2 $sdl_ver for WebAssembly (about 5 minutes, once)"
  work="$cache/build-sdl2"
  rm -rf "$work" && mkdir -p "$work/src"
  tar -xf "$sdl_tar" -C "$work/src" --strip-components=1
  export NODE_PATH=/usr/share/nodejs EMSDK_PYTHON=/usr/bin/python3  # docs/toolchain.md
  (cd "$work" && emcmake cmake src -B b -DCMAKE_BUILD_TYPE=Release -DSDL_SHARED=OFF -DSDL_STATIC=ON \
      -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$sdl_prefix.tmp" >b.log 2>&1 \
    && emmake make -C b -j"$(nproc)" >>b.log 2>&1 && make -C b install >>b.log 2>&1) \
    || { log "SDL2 build failed, see $work/b.log"; tail -n 30 "$work/b.log" >&2; exit 1; }
  rm -rf "$sdl_prefix" && mv "$sdl_prefix.tmp" "$sdl_prefix"
  rm -rf "$work"
fi

# --- browser tests ---------------------------------------------------------------------
if [ $browser = 1 ] && [ ! -d "$root/tests/browser/node_modules/playwright-core" ]; then
  log "installing playwright-core"
  # npm ci installs exactly the versions in package-lock.json.
  (cd "$root/tests/browser" && npm ci --no-audit --no-fund --silent >/dev/null)
fi

# Paths for the callers (sourced or read from stdout as KEY=VALUE).
echo "IMGUI_DIR=$imgui_dir"
echo "SDL2_PREFIX=$sdl_prefix"
