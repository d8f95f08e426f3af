# Writes a C++ source that holds a binary file as a byte array (the game has no file
# system: fonts and other assets are compiled in).
#   cmake -DINPUT=file -DOUTPUT=file.cpp -DSYMBOL=NAME -P embed_file.cmake
# defines `const unsigned char NAME[]` and `const std::size_t NAME_SIZE`.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" digits)
math(EXPR size "${digits} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){16})" "\\1\n" bytes "${bytes}")
get_filename_component(name "${INPUT}" NAME)
file(WRITE "${OUTPUT}.tmp"
  "// Generated from ${name} by shell/page/embed_file.cmake. Do not edit.\n"
  "#include <cstddef>\n"
  "extern const unsigned char ${SYMBOL}[] = {\n${bytes}\n};\n"
  "extern const std::size_t ${SYMBOL}_SIZE = ${size};\n")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
