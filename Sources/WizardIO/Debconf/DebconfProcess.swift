import CDescriptors
import Glibc

/// A command started to talk to wizard as debconf's Passthrough frontend expects
/// (`/usr/share/perl5/Debconf/FrontEnd/Passthrough.pm`): `wizard debconf -- COMMAND`.
///
/// ``start(_:environment:)`` runs COMMAND (found in `PATH` as `execvp` finds it) with two
/// pipes, one each way. The command gets its ends as descriptors 3 and 4, left open across
/// `exec` and named in its environment: `DEBCONF_READFD=3`, where it reads wizard's replies,
/// and `DEBCONF_WRITEFD=4`, where it writes its commands. wizard keeps the other
/// ends, ``reading`` and ``writing``, for ``DebconfPipes``. The command's standard input is
/// `/dev/null` (the answers are wizard's to read), its standard output and error are
/// wizard's, its signals start at their defaults and unblocked, and it leads a process
/// group of its own, so that ``terminate(grace:)`` reaches whatever it started.
///
/// No other descriptor of wizard reaches it: wizard opens its own close-on-exec (these
/// pipes with `pipe2(O_CLOEXEC)`, so even a program another thread starts meanwhile gets
/// none), and those wizard inherited without that flag are closed as the command starts
/// (`ChildProcess.closeInheritedDescriptors`).
///
/// ``wait()`` or ``terminate(grace:)`` closes wizard's ends and reaps the command; a
/// `DebconfProcess` let go without either leaves it running, and unreaped.
public final class DebconfProcess {
    /// The seconds ``terminate(grace:)`` gives the process group after SIGTERM: 5.
    public static let terminationGrace = 5.0
    /// The descriptor the command reads replies from, as `DEBCONF_READFD` names it: 3.
    ///
    /// 3 and 4, the first after standard error, because a shell such as dash redirects
    /// only descriptors 0 to 9 (`read reply <&$DEBCONF_READFD`).
    public static let commandReading: Int32 = 3
    /// The descriptor the command writes its commands to, as `DEBCONF_WRITEFD` names it: 4.
    public static let commandWriting: Int32 = 4
    /// The variables the command's environment has set to the pipes, and those it has taken
    /// out. `DEBCONF_PIPE` would make the Passthrough frontend connect to a socket rather
    /// than use the pipes; `DEBIAN_HAS_FRONTEND` and `DEBCONF_REDIR` would make a config
    /// script that sources `/usr/share/debconf/confmodule` take itself for one already
    /// talking to a frontend, on standard input and output, instead of starting its own.
    static let replacedVariables = [
        "DEBIAN_FRONTEND", "DEBCONF_READFD", "DEBCONF_WRITEFD", "DEBCONF_PIPE",
        "DEBIAN_HAS_FRONTEND", "DEBCONF_REDIR",
    ]

    /// The command's process id, which is its process group's.
    public let processID: pid_t
    /// wizard's end of the pipe the command writes its commands to: what ``DebconfPipes``
    /// reads.
    public let reading: Int32
    /// wizard's end of the pipe the command reads replies from: where ``DebconfPipes``
    /// writes.
    public let writing: Int32
    /// How the command ended, once it is reaped.
    public internal(set) var ending: ProcessEnding?
    /// Whether ``reading`` and ``writing`` are still open.
    private(set) var pipesOpen = true

    private init(processID: pid_t, reading: Int32, writing: Int32) {
        self.processID = processID
        self.reading = reading
        self.writing = writing
    }

    deinit { closePipes() }

    /// Starts `command` (its program, then its arguments) as described above.
    ///
    /// - Parameter environment: the command's environment before the debconf variables are
    ///   set (`NAME=value` entries, as bytes); wizard's own (``currentEnvironment()``)
    ///   unless a test says otherwise.
    /// - Throws: ``DebconfStartFailure`` when the pipes cannot be made or the program cannot
    ///   be run (not found, not executable).
    public static func start(
        _ command: [String], environment: [[UInt8]] = currentEnvironment()
    ) throws(DebconfStartFailure) -> DebconfProcess {
        precondition(!command.isEmpty, "a command has a program")
        let program = command[0]
        let replies = try pipe(for: program)
        let commands: (reader: Int32, writer: Int32)
        do {
            commands = try pipe(for: program)
        } catch {
            close(replies.reader)
            close(replies.writer)
            throw error
        }
        var entries = environment.filter { entry in
            !replacedVariables.contains { Self.entry(entry, names: $0) }
        }
        entries.append(Array("DEBIAN_FRONTEND=passthrough".utf8))
        entries.append(Array("DEBCONF_READFD=\(Self.commandReading)".utf8))
        entries.append(Array("DEBCONF_WRITEFD=\(Self.commandWriting)".utf8))
        let started = spawn(
            command, environment: entries,
            copies: [(replies.reader, Self.commandReading), (commands.writer, Self.commandWriting)])
        close(replies.reader)
        close(commands.writer)
        switch started {
        case .success(let pid):
            return DebconfProcess(processID: pid, reading: commands.reader, writing: replies.writer)
        case .failure(let error):
            close(replies.writer)
            close(commands.reader)
            throw DebconfStartFailure(program: program, error: error)
        }
    }

    /// This process's environment, each `NAME=value` entry's bytes as `environ` holds them.
    public static func currentEnvironment() -> [[UInt8]] {
        var entries: [[UInt8]] = []
        var entry = environ
        while let pointer = entry.pointee {
            entries.append(Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))))
            entry += 1
        }
        return entries
    }

    /// Whether the environment entry `entry` sets the variable `name`.
    private static func entry(_ entry: [UInt8], names name: String) -> Bool {
        let name = Array(name.utf8)
        return entry.count > name.count && entry.starts(with: name)
            && entry[name.count] == UInt8(ascii: "=")
    }

    /// A pipe whose ends are close-on-exec from the start, and numbered above
    /// ``commandWriting``, so that neither copy the command gets overwrites a descriptor the
    /// other copies from.
    private static func pipe(for program: String) throws(DebconfStartFailure) -> (
        reader: Int32, writer: Int32
    ) {
        var ends: [Int32] = [-1, -1]
        guard wizard_pipe2(&ends, O_CLOEXEC) == 0 else {
            throw DebconfStartFailure(program: program, error: SystemError("pipe2"))
        }
        for index in ends.indices where ends[index] <= commandWriting {
            let moved = fcntl(ends[index], F_DUPFD_CLOEXEC, commandWriting + 1)
            let error = SystemError("fcntl")
            close(ends[index])
            ends[index] = moved
            guard moved >= 0 else {
                for end in ends where end >= 0 { close(end) }
                throw DebconfStartFailure(program: program, error: error)
            }
        }
        return (ends[0], ends[1])
    }

    /// Runs `command` with `copies` (a descriptor of wizard's, the number the command gets
    /// it as), as the type's description says.
    private static func spawn(
        _ command: [String], environment: [[UInt8]], copies: [(Int32, Int32)]
    ) -> Result<pid_t, SystemError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Closes first: a number one of them names may be one a copy goes to.
        ChildProcess.closeInheritedDescriptors(in: &actions)
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        // dup2 leaves the copy without close-on-exec: it stays open across exec.
        for (source, target) in copies {
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        ChildProcess.startWithDefaultSignals(&attributes, flags: POSIX_SPAWN_SETPGROUP)
        // Group 0: a new group, whose id is the command's process id.
        posix_spawnattr_setpgroup(&attributes, 0)

        let arguments = command.map { word in Array(word.utf8) }
        var pid: pid_t = 0
        let code = withCStrings(arguments) { argv in
            withCStrings(environment) { envp in
                posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp)
            }
        }
        return code == 0 ? .success(pid) : .failure(SystemError("posix_spawnp", code: code))
    }

    /// `body` given `strings` as a C array of C strings, ended by a null pointer.
    private static func withCStrings<Result>(
        _ strings: [[UInt8]], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        let pointers: [UnsafeMutablePointer<CChar>?] =
            strings.map { bytes in
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
                copy[bytes.count] = 0
                return copy
            } + [nil]
        defer { pointers.forEach { $0?.deallocate() } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Closes ``reading`` and ``writing``, once: the command then reads the end of input
    /// and its writes fail (`EPIPE`).
    func closePipes() {
        guard pipesOpen else { return }
        pipesOpen = false
        close(reading)
        close(writing)
    }
}
