@preconcurrency import CReadline
import Glibc
import Synchronization

/// GNU readline as a ``LineReading``: emacs or vi editing per the user's `~/.inputrc`
/// (`$if wizard` sections apply), reading a terminal and echoing to another stream.
///
/// The only file that imports `CReadline`. Readline keeps global state, so at most one
/// editor should exist per process; readline snapshots the terminal's settings on every
/// call, so never call it while the terminal is in raw mode.
public final class ReadlineEditor: LineReading {
    private let input: UnsafeMutablePointer<FILE>
    private let output: UnsafeMutablePointer<FILE>
    private var linesRead = 0

    /// - Parameters:
    ///   - inputDescriptor: a terminal to read keys from.
    ///   - outputDescriptor: where the prompt and the edited line are echoed.
    public init(inputDescriptor: Int32, outputDescriptor: Int32) {
        UTF8Locale.activate()
        input = fdopen(dup(inputDescriptor), "r")
        output = fdopen(dup(outputDescriptor), "w")
        // A static string's bytes live as long as the program, as readline requires.
        rl_readline_name = UnsafeRawPointer(Self.programName.utf8Start)
            .assumingMemoryBound(to: CChar.self)
        rl_instream = input
        rl_outstream = output
        rl_initialize()
        // After rl_initialize has read ~/.inputrc, so the user's file cannot turn it back on:
        // bracketed paste writes ESC[?2004h around every prompt, noise for screen readers.
        rl_variable_bind("enable-bracketed-paste", "off")
        rl_startup_hook = {
            Prefill.text.withLock { text in
                if !text.isEmpty { rl_insert_text(text) }
            }
            return 0
        }
    }

    deinit {
        rl_startup_hook = nil
        fclose(input)
        fclose(output)
    }

    public func readLine(prompt: String, prefill: String) throws(InputError) -> String? {
        Prefill.text.withLock { $0 = prefill }
        guard let line = readline(prompt) else { return nil }
        defer { free(line) }
        linesRead += 1
        guard let text = String(validatingCString: line) else {
            throw .invalidUTF8(line: linesRead)
        }
        return text
    }

    /// The name `$if wizard` in `~/.inputrc` matches.
    private static let programName: StaticString = "wizard"
}

/// The text the startup hook inserts into the next line. Readline's hook is a C function
/// pointer that cannot capture context, so the text waits here.
private enum Prefill {
    static let text = Mutex("")
}
