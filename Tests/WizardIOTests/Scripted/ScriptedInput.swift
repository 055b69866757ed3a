import WizardCore

/// One thing the person does in a scripted run of the interactive loop. The same script
/// feeds the terminal stand-in (between text fields) and the line editor stand-in (in them).
enum ScriptedInput: Equatable {
    /// One key: its bytes for the loop, its edit for the line editor.
    case key(Key)
    /// Characters typed.
    case text(String)
    /// Raw bytes arriving in one read (keys typed ahead, a split sequence).
    case bytes([UInt8])
    /// Raw bytes arriving `seconds` after what came before, with nothing between: the rest
    /// of a sequence split over a slow link. A wait for a key shorter than that times out
    /// first.
    case late([UInt8], seconds: Double)
    /// The window changes size.
    case resize(columns: Int, rows: Int)
    /// Time passes with no key.
    case wait(seconds: Double)
    /// Records the terminal as the person sees it at this point (``ScriptedTerminal/snapshots``).
    case snapshot

    /// Whether the person does something (a key, typing, a paste): what restarts an idle
    /// timer.
    var isKey: Bool {
        switch self {
        case .key, .text, .bytes, .late: true
        case .resize, .wait, .snapshot: false
        }
    }

    static let enter = key(.enter)
    static let escape = key(.escape)
    static let backTab = key(.backTab)
    static let backspace = key(.backspace)
    static let up = key(.up)
    static let down = key(.down)
    static let left = key(.left)
    static let right = key(.right)
    static let controlC = key(.control("c"))
    static let controlZ = key(.control("z"))
}

extension Key {
    /// The bytes a terminal sends for this key in raw mode (xterm's encoding).
    var terminalBytes: [UInt8] {
        let escape: [UInt8] = [0x1B]
        switch self {
        case .character(let character): return Array(String(character).utf8)
        case .paste(let text):
            return escape + Array("[200~\(text)".utf8) + escape + Array("[201~".utf8)
        case .enter: return [0x0D]
        case .tab: return [0x09]
        case .backTab: return escape + Array("[Z".utf8)
        case .backspace: return [0x7F]
        case .delete: return escape + Array("[3~".utf8)
        case .escape: return escape
        case .up: return escape + Array("[A".utf8)
        case .down: return escape + Array("[B".utf8)
        case .right: return escape + Array("[C".utf8)
        case .left: return escape + Array("[D".utf8)
        case .home: return escape + Array("[H".utf8)
        case .end: return escape + Array("[F".utf8)
        case .pageUp: return escape + Array("[5~".utf8)
        case .pageDown: return escape + Array("[6~".utf8)
        case .control(let letter): return [(letter.asciiValue ?? 0x40) & 0x1F]
        case .unknown: return escape + Array("[15~".utf8)  // F5
        }
    }
}
