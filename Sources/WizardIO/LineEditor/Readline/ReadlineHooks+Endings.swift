@preconcurrency import CReadline
import Glibc
import WizardCore

/// Classifying keys: which end the edit, and what readline gets of the others and of a
/// paste.
extension ReadlineHooks {
    /// `rl_editing_mode` while emacs key bindings are on (readline's `emacs_mode`).
    static let emacsMode: Int32 = 1

    static func end(_ state: inout ReadlineState, with ending: EditEndings.Ending) -> Int32 {
        state.endings.ending = ending
        return 0x0A
    }

    /// Passes a paste on to readline, marked as one (readline inserts it whole), without
    /// its trailing line breaks (a copied line's end), cut to the room the line has left;
    /// the bell says when some of it was dropped.
    private static func forwardPaste(_ pasted: String, _ state: inout ReadlineState) {
        // Held: the paste's start marker.
        state.keys.held.wipe()
        if state.keys.readsOnlyASCII, !pasted.utf8.allSatisfy({ $0 < 0x80 }) {
            state.endings.afterForwarded = .notASCII
            return
        }
        var text = pasted[...]
        while let last = text.last, last.unicodeScalars.allSatisfy(AnswerBounds.isLineBreak) {
            text.removeLast()
        }
        let room = max(lineLimit - Int(max(rl_end, 0)) - state.keys.forReadline.count, 0)
        var kept = text
        if kept.utf8.count > room {
            // Cut between characters.
            var size = 0
            let end = text.firstIndex { character in
                size += character.utf8.count
                return size > room
            }
            kept = text[..<(end ?? text.endIndex)]
        }
        if kept.utf8.count < text.utf8.count || state.keys.decoder.lastPasteWasCut {
            _ = write(state.display.outputDescriptor, "\u{07}", 1)
        }
        // Appended part by part: no array of the paste is made on the way.
        state.keys.forReadline.append(contentsOf: "\u{1B}[200~".utf8)
        state.keys.forReadline.append(contentsOf: kept.utf8)
        state.keys.forReadline.append(contentsOf: "\u{1B}[201~".utf8)
    }

    /// Passes the bytes of `keys` on to readline, or ends the edit at the first key that
    /// ends it: Ctrl-C, Ctrl-Z, Shift-Tab, or (when `flushed` by the timeout, in emacs mode)
    /// Esc on its own; where readline reads only ASCII, a character outside it ends the
    /// edit too, its bytes dropped (a paste holding one, all of it). Bytes still pending in
    /// the decoder stay held.
    static func classify(_ keys: [Key], flushed: Bool, _ state: inout ReadlineState) {
        if keys.count == 1, case .paste(let text) = keys[0] {
            forwardPaste(text, &state)
            return
        }
        let resolved = state.keys.held.count - state.keys.decoder.pendingByteCount
        let bytes = state.keys.held.waiting.prefix(resolved)
        state.keys.held.removeFirst(resolved)
        let ending: EditEndings.Ending?
        switch keys.last {
        case .some(.control("c")): ending = .quit
        case .some(.control("z")): ending = .suspend
        case .some(.backTab): ending = .back
        // A lone Esc is the screens' Esc (a quit, asked about once answers would be lost);
        // in vi mode it is vi's.
        case .some(.escape) where flushed && keys.count == 1 && rl_editing_mode == emacsMode:
            ending = .escape
        case .some, .none: ending = nil
        }
        if state.keys.readsOnlyASCII, ending == nil, !bytes.allSatisfy({ $0 < 0x80 }) {
            // Escape sequences are ASCII: only a character's bytes are not.
            state.endings.afterForwarded = .notASCII
            return
        }
        guard let ending else {
            // Typing, too, stops at the line's bound (a paste a terminal did not mark).
            let full = Int(max(rl_end, 0)) + state.keys.forReadline.count + bytes.count > lineLimit
            if full, keys.allSatisfy({ if case .character = $0 { true } else { false } }) {
                // One bell for a run of refused keys, not one a byte.
                if !state.bounds.isRefusingTyping {
                    _ = write(state.display.outputDescriptor, "\u{07}", 1)
                }
                state.bounds.isRefusingTyping = true
                return
            }
            state.bounds.isRefusingTyping = false
            state.keys.forReadline.append(contentsOf: bytes)
            return
        }
        // An ending key completes a sequence alone (Shift-Tab, a flushed Esc) or is one
        // control byte that cut short the sequence before it, whose key readline gets.
        if keys.count > 1 { state.keys.forReadline.append(contentsOf: bytes.dropLast()) }
        state.endings.afterForwarded = ending
    }
}
