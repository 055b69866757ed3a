import Glibc
import WizardIO

// Before anything opens a file: a closed standard descriptor must not be taken by the store
// or its lock file.
let closedAtStart = StandardDescriptors.openClosedOnes()
// Run as `whiptail` or `dialog` (a link of lib/wizard/compat), wizard is that program:
// the name goes first, as in `wizard whiptail …`.
let process = ProcessText.ofProcess().invoked(as: CommandLine.unsafeArgv[0])
// Before any message is made: why, RunLanguage.renderOnlyReadableMessages says.
let reader = RunLanguage(arguments: process.arguments, environment: process.environment)
reader.renderOnlyReadableMessages()
let status = Wizard.main(
    process,
    standardOutput: FileDescriptorSink(
        descriptor: STDOUT_FILENO, closedAtStart: closedAtStart.contains(STDOUT_FILENO)),
    standardError: FileDescriptorSink(
        descriptor: STDERR_FILENO, closedAtStart: closedAtStart.contains(STDERR_FILENO)),
    reader: reader)
// Keys typed after a quit were meant for wizard, not for the shell that reads the terminal
// next: they are dropped (the screens' restore drops them too, as Ctrl-C's signal does).
if status == .quit, isatty(STDIN_FILENO) != 0 { tcflush(STDIN_FILENO, TCIFLUSH) }
// The one exit: every command and every error ends here, with its status.
exit(status.rawValue)
