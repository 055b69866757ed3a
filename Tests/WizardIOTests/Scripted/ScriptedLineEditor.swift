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
    /// Whether to edit as readline's vi mode does, where Esc is vi's own.
    var viKeys = false
    /// Answers the loop asked to remember.
    private(set) var remembered: [String] = []
    /// The history place of each remembered answer.
    private(set) var rememberedPlaces: [HistoryPlace] = []
    /// How often the loop used the editor at all: asked its keys, edited, remembered. The
    /// real editor sets readline up on the first use, so a run with none never pays for it.
    private(set) var uses = 0

    var escapeQuits: Bool {
        uses += 1
        return !viKeys
    }

    init(terminal: ScriptedTerminal) { self.terminal = terminal }

    func edit(_ request: LineEditRequest) throws(InputError) -> LineEditResult {
        uses += 1
        prompts.append(request.prompt)
        prefills.append(request.prefill)
        placeholders.append(request.placeholder)
        let (prompt, placeholder, echo) = (request.prompt, request.placeholder, request.echo)
        /// When the last key of this edit came, on the terminal's clock.
        var lastKeyAt: Double?
        // The idle time counts from the start of the edit and from each key.
        var idleSince = terminal.clock.now
        var field = Field(
            line: Array(request.prefill), cursor: request.cursor ?? request.prefill.count,
            escapeQuits: !viKeys)
        var cursor = LineCursor(offset: 0, column: 0)
        var firstKeyOutput = request.firstKeyOutput
        func draw() {
            let before = echo.display(of: String(field.line[..<field.cursor]))
            let hint =
                field.line.isEmpty && !placeholder.isEmpty
                ? "\u{1B}[2m\(placeholder)\u{1B}[22m" : ""
            terminal.write(
                "\r" + prompt + echo.display(of: String(field.line)) + hint + "\u{1B}[K\r"
                    + "\u{1B}[\((prompt + before).displayWidth)C")
            cursor = LineCursor(offset: field.cursor, column: (prompt + before).displayWidth)
        }
        func ended(_ ending: LineEditEnding, text: String? = nil, unread: [UInt8] = [])
            -> LineEditResult
        {
            LineEditResult(
                ending: ending, text: text ?? String(field.line), cursor: cursor, unread: unread,
                secondsSinceLastKey: lastKeyAt.map { terminal.clock.now - $0 })
        }
        draw()
        var pending = request.typeahead
        while true {
            let input: ScriptedInput
            if !pending.isEmpty {
                input = .bytes(pending)
                pending = []
            } else if let next = terminal.nextInput() {
                input = next
            } else {
                return ended(.endOfInput, text: "")
            }
            if case .wait(let seconds) = input, let idleTimeout = request.idleTimeout {
                let left = idleTimeout - (terminal.clock.now - idleSince)
                if seconds >= left {
                    // No key until the timeout: the edit ends then, and the rest of the wait
                    // is still to come.
                    terminal.clock.advance(by: max(left, 0))
                    if seconds > left { terminal.putBack(.wait(seconds: seconds - left)) }
                    return ended(.idle)
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
                if let ending = field.apply(key) { return ended(ending) }
            case .text(let text):
                field.insert(text)
            case .bytes(let bytes), .late(let bytes, _):
                var decoder = KeyDecoder()
                for (index, byte) in bytes.enumerated() {
                    for key in decoder.decode(CollectionOfOne(byte)) {
                        guard let ending = field.apply(key) else { continue }
                        return ended(ending, unread: Array(bytes[(index + 1)...]))
                    }
                }
                for key in decoder.flushPending() {
                    if let ending = field.apply(key) { return ended(ending) }
                }
            case .resize(let columns, let rows):
                terminal.resize(columns: columns, rows: rows)
                return ended(.woken)
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

        /// Edits the line with `key`, or returns the ending the key ends the edit with.
        mutating func apply(_ key: Key) -> LineEditEnding? {
            switch key {
            case .enter: return .accepted
            case .backTab: return .back
            case .escape where escapeQuits: return .escape
            case .control("c"): return .quit
            case .control("z"): return .suspend
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

    func remember(_ entry: HistoryEntry) {
        uses += 1
        remembered.append(entry.answer)
        rememberedPlaces.append(entry.place)
    }
}
