// What wizard does before any other start-up code runs, in constructors glibc calls before
// the Swift runtime's: its arguments captured for Swift's `CommandLine` (arguments.c) and
// its zero-filled data prefaulted in one call (zero_filled_data.c). The target declares
// nothing to call: arguments.c defines the standard library's own entry points,
// `_swift_stdlib_getUnsafeArgvArgc` and `_swift_stdlib_overrideUnsafeArgvArgc`, which the
// linker then takes from it.
#ifndef WIZARD_PROCESS_START_H
#define WIZARD_PROCESS_START_H
#endif
