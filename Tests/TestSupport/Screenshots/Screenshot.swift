import Glibc

/// Takes the pictures of ``ScreenshotScene``: the real binary on a pseudo-terminal, its
/// output replayed through ``TerminalModel`` (the tests' model of a terminal), drawn as SVG
/// by ``TerminalPicture``.
public enum Screenshot {
    /// Why a picture could not be taken.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `scene`'s picture, run with `binary`, as SVG.
    public static func svg(_ scene: ScreenshotScene, binary: String) throws(Failure) -> String {
        let model = try capture(scene, binary: binary)
        return TerminalPicture(rows: model.cells, title: scene.title).svg
    }

    /// The terminal once `scene` has run: a prompt line with the command, then what wizard
    /// drew below it.
    public static func capture(_ scene: ScreenshotScene, binary: String) throws(Failure)
        -> TerminalModel
    {
        let home = TemporaryDirectory()
        let terminal = PseudoTerminal(columns: UInt16(scene.columns), rows: 24)
        let arguments = scene.arguments.map { argument in
            argument.hasPrefix("examples/") ? Repository.path(argument) : argument
        }
        let environment = [
            "HOME=\(home.path)", "LANG=\(scene.language)", "TERM=xterm-256color",
            "INPUTRC=/dev/null", "PATH=/usr/local/bin:/usr/bin:/bin",
        ]
        // No slide-in: the picture is of the step, not of the frames before it.
        let pid = terminal.start(
            [binary] + arguments + ["--no-animation"], environment: environment)
        var exited = false
        defer {
            // Only a child not yet waited for: its pid is still its own.
            if !exited {
                kill(pid, SIGKILL)
                _ = terminal.waitForExit(pid, timeout: 5)
            }
        }
        func model() -> TerminalModel {
            var model = TerminalModel(columns: scene.columns, rows: 40)
            model.feed(Array("$ \(scene.commandLine)\r\n".utf8))
            model.feed(terminal.transcript)
            return model
        }
        for step in scene.steps {
            if !step.keys.isEmpty { terminal.send(step.keys) }
            let deadline = monotonicSeconds() + 20
            while !step.shows.allSatisfy({ text in model().screen.contains { $0.contains(text) } })
            {
                let remaining = deadline - monotonicSeconds()
                guard remaining > 0, terminal.waitForOutput(timeout: remaining) else {
                    throw Failure(
                        description: "\(scene.name): the screen never showed \(step.shows):\n"
                            + model().screen.joined(separator: "\n"))
                }
            }
        }
        if scene.exits {
            let status = terminal.waitForExit(pid, timeout: 20)
            exited = status != nil
            guard status == 0 else {
                throw Failure(
                    description: "\(scene.name): wizard ended with \(String(describing: status))")
            }
        }
        // The rest of the last write, which is in the terminal already.
        terminal.readAvailable()
        return model()
    }
}
