import Glibc
import Testing

/// A tmux pane running bash without start-up files (prompt `$ `, an empty `INPUTRC`):
/// a real terminal that wraps and re-wraps rows, read back as text.
public final class TmuxPane {
    let socket: String
    private let rows: Int

    /// Whether tmux can be run here.
    public static let isAvailable =
        runProcess(
            ["/usr/bin/env", "tmux", "-V"], environment: ["PATH=/usr/local/bin:/usr/bin:/bin"]
        )
        .status == 0

    /// A pane of `columns`×`rows`, its socket in `directory`.
    public init(home: String, directory: TemporaryDirectory, columns: Int = 80, rows: Int = 24) {
        socket = directory.file("tmux.socket")
        self.rows = rows
        let environment = WizardBinary.environment(
            home: home, ["INPUTRC": "/dev/null", "PS1": "$ "]
        )
        .map { "'\($0)'" }.joined(separator: " ")
        tmux([
            "new-session", "-d", "-x", String(columns), "-y", String(rows),
            "env -i \(environment) bash --norc --noprofile -i",
        ])
    }

    deinit { tmux(["kill-server"]) }

    /// Types `command` and Enter once the shell's prompt shows.
    public func run(_ command: String) {
        _ = waitFor { $0.contains { $0.hasPrefix("$") } }
        tmux(["send-keys", "-l", command])
        tmux(["send-keys", "Enter"])
    }

    /// Types `command`, then what prints its exit status on a row of its own (`exit=0`),
    /// once the shell's prompt shows; ``shownStatus()`` reads it.
    public func runShowingStatus(_ command: String) {
        run(command + "; echo \"exit=$?\"")
    }

    /// Runs `words` (a program and its arguments, no blank or quote in any) under `env` with
    /// `environment` added, as ``runShowingStatus(_:)`` runs a command.
    public func runShowingStatus(_ words: [String], environment: [String: String]) {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        runShowingStatus((["env"] + assignments + words).joined(separator: " "))
    }

    /// At the screen whose question is `heading`, types `letters`, which filter its list,
    /// and waits until `choice` is the one chosen (`❯ choice`): whether both showed.
    public func filter(at heading: String, typing letters: String, to choice: String) -> Bool {
        guard waitFor({ $0.contains("  " + heading) }) else { return false }
        keys(letters)
        return waitFor { $0.contains("  ❯ " + choice) }
    }

    /// The status ``runShowingStatus(_:)`` printed, once it shows; `nil` (and an issue) when
    /// it never does.
    public func shownStatus() -> Int32? {
        func status(_ row: String) -> Int32? {
            row.hasPrefix("exit=") ? Int32(row.dropFirst(5)) : nil
        }
        guard waitFor({ $0.contains { status($0) != nil } }) else { return nil }
        return screen.lazy.compactMap(status).first
    }

    /// Sends tmux key names (`Enter`, `BTab`, `C-z`) or words.
    public func keys(_ keys: String...) { tmux(["send-keys"] + keys) }

    public func resize(columns: Int) {
        tmux(["resize-window", "-x", String(columns), "-y", String(rows)])
    }

    /// The visible rows, trailing spaces dropped.
    public var screen: [String] { lines(of: tmux(["capture-pane", "-p"]).output) }

    /// The visible rows with every row the terminal wrapped joined to the next, as one
    /// line wider than the pane: as many as ``screen`` when nothing drawn went past the
    /// pane's right edge.
    public var joinedScreen: [String] {
        lines(of: tmux(["capture-pane", "-p", "-J"]).output)
    }

    /// The scrollback and the visible rows, trailing empty rows dropped.
    public var history: [String] {
        var lines = lines(of: tmux(["capture-pane", "-p", "-S", "-"]).output)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Reads the screen until `condition` holds of its rows, for at most ten seconds:
    /// the screen showing what a step drew is the handshake. Records an issue when it never
    /// does.
    public func waitFor(_ condition: ([String]) -> Bool) -> Bool {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        let deadline = clock.tv_sec + 10
        // Each look runs `tmux capture-pane`, a process: between looks the pause doubles from
        // 2 ms up to 50 ms, so that waiting never competes with the program under test for
        // the machine's cores (a look is a handshake, not a guess at how long it takes).
        var pause: UInt32 = 2_000
        repeat {
            if condition(screen) { return true }
            usleep(pause)
            pause = min(pause * 2, 50_000)
            clock_gettime(CLOCK_MONOTONIC, &clock)
        } while clock.tv_sec < deadline
        Issue.record(
            "the screen never showed what was waited for:\n\(screen.joined(separator: "\n"))")
        return false
    }

    private func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) -> ProcessResult {
        runProcess(["/usr/bin/env", "tmux", "-u", "-S", socket, "-f", "/dev/null"] + arguments)
    }
}
