import WizardCore
import WizardIO

/// A line editor that edits the text field from the same script as the terminal, as
/// readline would for what a test needs: characters and pastes are inserted at the
/// cursor, ←/→/Home/End move it, Backspace deletes, Enter accepts, Ctrl-D on an empty line
/// quits, and the keys the readline hook catches end the edit (Shift-Tab, Ctrl-C, Esc
/// unless in vi mode, Ctrl-Z, a resize). It draws the prompt and the line on the terminal,
/// (as its echo shows it), or the placeholder, dimmed, while the line is empty.
final class ScriptedLineEditor: LineEditor {
    private let terminal: ScriptedTerminal
    /// The prompts, prefills and placeholders each edit was given.
    private(set) var prompts: [String] = []
    private(set) var prefills: [String] = []
    private(set) var placeholders: [String] = []
    /// `false` to edit as readline's vi mode does, where Esc is vi's own.
    var escapeQuits = true
    /// Answers the loop asked to remember.
    private(set) var remembered: [String] = []
    private var unread: [UInt8] = []

    init(terminal: ScriptedTerminal) { self.terminal = terminal }

    /// Where the last edit left the cursor.
    private(set) var lastCursor = LineCursor(offset: 0, column: 0)
    /// When the last key of the last edit came, on the terminal's clock.
    private var lastKeyAt: Double?

    var secondsSinceLastKey: Double? { lastKeyAt.map { terminal.clock.now - $0 } }

    func edit(
        prompt: String, prefill: String, cursor: Int?, placeholder: String, typeahead: [UInt8],
        firstKeyOutput: String, idleTimeout: Double?, echo: AnswerExposure.Echo
    ) throws(InputError) -> LineEditOutcome {
        prompts.append(prompt)
        prefills.append(prefill)
        placeholders.append(placeholder)
        lastKeyAt = nil
        // The idle time counts from the start of the edit and from each key.
        var idleSince = terminal.clock.now
        var field = Field(
            line: Array(prefill), cursor: cursor ?? prefill.count, escapeQuits: escapeQuits)
        var firstKeyOutput = firstKeyOutput
        func draw() {
            let before = echo.display(of: String(field.line[..<field.cursor]))
            let hint =
                field.line.isEmpty && !placeholder.isEmpty
                ? "\u{1B}[2m\(placeholder)\u{1B}[22m" : ""
            terminal.write(
                "\r" + prompt + echo.display(of: String(field.line)) + hint + "\u{1B}[K\r"
                    + "\u{1B}[\((prompt + before).displayWidth)C")
            lastCursor = LineCursor(
                offset: field.cursor, column: (prompt + before).displayWidth)
        }
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
            if case .wait(let seconds) = input, let idleTimeout {
                let left = idleTimeout - (terminal.clock.now - idleSince)
                if seconds >= left {
                    // No key until the timeout: the edit ends then, and the rest of the wait
                    // is still to come.
                    terminal.clock.advance(by: max(left, 0))
                    if seconds > left { terminal.putBack(.wait(seconds: seconds - left)) }
                    return .idle(String(field.line))
                }
            }
            if input.isKey {
                lastKeyAt = terminal.clock.now
                idleSince = terminal.clock.now
                if !firstKeyOutput.isEmpty {
                    terminal.write(firstKeyOutput)
                    firstKeyOutput = ""
                }
            }
            switch input {
            case .key(let key):
                if let outcome = field.apply(key) { return outcome }
            case .text(let text):
                field.insert(text)
            case .bytes(let bytes):
                var decoder = KeyDecoder()
                for (index, byte) in bytes.enumerated() {
                    for key in decoder.decode(CollectionOfOne(byte)) {
                        guard let outcome = field.apply(key) else { continue }
                        unread = Array(bytes[(index + 1)...])
                        return outcome
                    }
                }
                for key in decoder.flushPending() {
                    if let outcome = field.apply(key) { return outcome }
                }
            case .resize(let columns, let rows):
                terminal.resize(columns: columns, rows: rows)
                return .woken(String(field.line))
            case .wait(let seconds):
                terminal.clock.advance(by: seconds)
            case .snapshot:
                preconditionFailure("nextInput takes snapshots")
            }
            draw()
        }
    }

    /// The line being edited and the cursor in it.
    private struct Field {
        var line: [Character]
        var cursor: Int
        let escapeQuits: Bool

        mutating func insert(_ text: String) {
            line.insert(contentsOf: text, at: cursor)
            cursor += text.count
        }

        /// Edits the line with `key`, or returns the outcome the key ends the edit with.
        mutating func apply(_ key: Key) -> LineEditOutcome? {
            switch key {
            case .enter: return .line(String(line))
            case .backTab: return .back(String(line))
            case .escape where escapeQuits: return .quit
            case .control("c"): return .quit
            case .control("z"): return .suspend(String(line))
            case .control("d") where line.isEmpty: return .quit
            case .character(let character): insert(String(character))
            case .paste(let text): insert(text)
            case .backspace:
                if cursor > 0 {
                    line.remove(at: cursor - 1)
                    cursor -= 1
                }
            case .left: cursor = max(cursor - 1, 0)
            case .right: cursor = min(cursor + 1, line.count)
            case .home: cursor = 0
            case .end: cursor = line.count
            case .escape, .tab, .delete, .up, .down, .pageUp, .pageDown, .control, .unknown:
                break
            }
            return nil
        }
    }

    func takeUnreadBytes() -> [UInt8] {
        defer { unread = [] }
        return unread
    }

    func remember(_ answer: String) { remembered.append(answer) }
}
