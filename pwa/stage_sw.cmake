# Writes the site's service worker: pwa/sw.js.in with the list of the files it keeps for
# offline play and a version hashed from their contents (a rebuild that changes any of
# them changes the worker, and browsers install the new one).
#   cmake -DSITE=<site dir> -DTEMPLATE=<sw.js.in> -P stage_sw.cmake
# Kept: the page, its scripts and styles, both modules, the manifest and icons (the fonts
# are inside game.wasm). Everything else in SITE is not part of the game.
file(GLOB_RECURSE _files RELATIVE ${SITE} ${SITE}/index.html ${SITE}/web/*.js ${SITE}/web/*.css
     ${SITE}/*.wasm ${SITE}/game.js ${SITE}/solver.js ${SITE}/manifest.webmanifest
     ${SITE}/icons/*)
list(SORT _files)
set(_hashes "")
set(_list "'./'")
foreach(f ${_files})
  file(SHA256 ${SITE}/${f} _h)
  string(APPEND _hashes "${f}:${_h}\n")
  string(APPEND _list ", '${f}'")
endforeach()
string(SHA256 _version "${_hashes}")
string(SUBSTRING ${_version} 0 16 SW_VERSION)
set(SW_FILES "${_list}")
configure_file(${TEMPLATE} ${SITE}/sw.js @ONLY)
