# Runs one `solitaire` command for ctest and checks its exit code, and optionally that its
# stdout equals a file or that its stderr contains a text. Variables (-D):
#   CLI        the command that starts the tool, words joined by "|" (node|--flag|x.js)
#   ARGS       the tool's arguments, joined by "|"
#   EXPECT_RC  expected exit code (default 0)
#   EXPECT_STDOUT_FILE  file whose content stdout must equal
#   EXPECT_STDERR       text that stderr must contain
if(NOT DEFINED EXPECT_RC)
  set(EXPECT_RC 0)
endif()
string(REPLACE "|" ";" CLI "${CLI}")
string(REPLACE "|" ";" ARGS "${ARGS}")
execute_process(COMMAND ${CLI} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT rc EQUAL EXPECT_RC)
  message(FATAL_ERROR "exit code ${rc}, expected ${EXPECT_RC}\nstdout:\n${out}\nstderr:\n${err}")
endif()
if(DEFINED EXPECT_STDOUT_FILE)
  file(READ ${EXPECT_STDOUT_FILE} expected)
  if(NOT out STREQUAL expected)
    message(FATAL_ERROR "stdout differs from ${EXPECT_STDOUT_FILE}:\n${out}")
  endif()
endif()
if(DEFINED EXPECT_STDERR)
  string(FIND "${err}" "${EXPECT_STDERR}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "stderr lacks '${EXPECT_STDERR}':\n${err}")
  endif()
endif()
