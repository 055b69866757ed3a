// libFuzzer's entry point for programs that have their own main, as SwiftPM executables do:
// it parses libFuzzer's flags from argc/argv and calls `callback` once per input.
// Defined by the fuzzer runtime that `-sanitize=fuzzer` links; nothing here is compiled.
#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
