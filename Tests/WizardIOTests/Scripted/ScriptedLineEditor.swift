import WizardCore
import WizardIO

/// A line editor that edits the text field from the same script as the terminal, as
/// readline would for what a test needs: characters and pastes are inserted, Backspace
/// deletes, Enter accepts, and the keys the readline hook catches end the edit (Shift-Tab,
/// Ctrl-C, Esc, Ctrl-Z, a resize). It draws the prompt and the line on the terminal.
final class ScriptedLineEditor: LineEditor {
    private let terminal: ScriptedTerminal
    /// The prompts and prefills each edit was given.
    private(set) var prompts: [String] = []
    private(set) var prefills: [String] = []
    /// Answers the loop asked to remember.
    private(set) var remembered: [String] = []
    private var unread: [UInt8] = []

    init(terminal: ScriptedTerminal) { self.terminal = terminal }

    func edit(prompt: String, prefill: String, typeahead: [UInt8], firstKeyOutput: String)
        throws(InputError) -> LineEditOutcome
    {
        prompts.append(prompt)
        prefills.append(prefill)
        var line = prefill
        var firstKeyOutput = firstKeyOutput
        func draw() { terminal.write("\r" + prompt + line + "\u{1B}[K") }
        draw()
        var pending = typeahead
        while true {
            let input: ScriptedInput
            if !pending.isEmpty {
                input = .bytes(pending)
                pending = []
            } else if let next = terminal.nextInput() {
                input = next
            } else {
                return .endOfInput
            }
            if !firstKeyOutput.isEmpty {
                terminal.write(firstKeyOutput)
                firstKeyOutput = ""
            }
            switch input {
            case .key(let key):
                if let outcome = apply(key, to: &line) { return outcome }
            case .text(let text):
                line += text
            case .bytes(let bytes):
                var decoder = KeyDecoder()
                for (index, byte) in bytes.enumerated() {
                    for key in decoder.decode(CollectionOfOne(byte)) {
                        guard let outcome = apply(key, to: &line) else { continue }
                        unread = Array(bytes[(index + 1)...])
                        return outcome
                    }
                }
                for key in decoder.flushPending() {
                    if let outcome = apply(key, to: &line) { return outcome }
                }
            case .resize(let columns, let rows):
                terminal.resize(columns: columns, rows: rows)
                return .woken(line)
            case .wait(let seconds):
                terminal.clock.advance(by: seconds)
            case .snapshot:
                preconditionFailure("nextInput takes snapshots")
            }
            draw()
        }
    }

    /// Edits `line` with `key`, or returns the outcome the key ends the edit with.
    private func apply(_ key: Key, to line: inout String) -> LineEditOutcome? {
        switch key {
        case .enter: return .line(line)
        case .backTab: return .back(line)
        case .escape, .control("c"): return .quit
        case .control("z"): return .suspend(line)
        case .control("d") where line.isEmpty: return .endOfInput
        case .character(let character): line.append(character)
        case .paste(let text): line += text
        case .backspace: if !line.isEmpty { line.removeLast() }
        case .tab, .delete, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
            .control, .unknown:
            break
        }
        return nil
    }

    func takeUnreadBytes() -> [UInt8] {
        defer { unread = [] }
        return unread
    }

    func remember(_ answer: String) { remembered.append(answer) }
}
