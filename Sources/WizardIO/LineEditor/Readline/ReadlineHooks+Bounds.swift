@preconcurrency import CReadline
import Glibc
import WizardCore

/// Bounds and undo: what a command may leave in the line and in readline's undo list.
extension ReadlineHooks {
    /// The most entries of readline's undo list kept, the newest; each command adds one to
    /// three. Readline keeps every change of a line to undo it: a line typed and erased
    /// 100,000 times would hold 100,000 of them (about 60 bytes each).
    static let undoEntryLimit = 256

    /// The most bytes of deleted text the kept undo entries hold (four full lines).
    static let undoTextLimit = 4 * lineLimit

    /// Holds what readline keeps of a line to its bounds, after every command (readline
    /// redisplays after each, a macro's keys included): the line is cut back to
    /// ``lineLimit`` bytes, on a scalar's start, when a command put more in it than
    /// typing may (an `~/.inputrc` macro, a numeric argument, a yank), with one bell an edit
    /// and the undo list dropped (its places would lie past the end); and the undo list keeps
    /// its newest ``undoEntryLimit`` entries and ``undoTextLimit`` bytes of text.
    ///
    /// So a line's memory is at most ``lineLimit`` bytes, plus what one command inserts
    /// before it is cut (readline's numeric argument stops at 1,000,000), plus the undo
    /// list's bound.
    ///
    /// In a secret's edit the undo list keeps nothing: after each command the text of its
    /// deletions is zeroed and the list freed (readline would free it as it is, at the end of
    /// the line or on an undo), so a secret's edit has nothing to undo.
    ///
    /// - Returns: whether to draw now: not while a macro's keys run (a key of a macro of
    ///   100,000 would draw the line 100,000 times); its line is drawn once, before the next
    ///   key is read (``drawIfDeferred()``).
    static func boundLine() -> Bool {
        if rl_end > lineLimit, let buffer = rl_line_buffer {
            var end = lineLimit
            while end > 0, UInt8(bitPattern: buffer[end]) & 0xC0 == 0x80 { end -= 1 }
            buffer[end] = 0
            rl_end = Int32(end)
            (rl_point, rl_mark) = (min(rl_point, rl_end), min(rl_mark, rl_end))
            SecretWipe.releaseUndoList()
            let firstCut = state.withLock { state in
                defer { state.bounds.lineWasCut = true }
                return !state.bounds.lineWasCut
            }
            if firstCut { fputs("\u{07}", rl_outstream) }
        }
        boundUndoList()
        guard rl_executing_macro == nil else {
            state.withLock { $0.display.drawDeferred = true }
            return false
        }
        return true
    }

    /// Drops the undo list's entries past its bounds, all of them in a secret's edit
    /// (``boundLine()``).
    private static func boundUndoList() {
        if state.withLock({ $0.isSecret }) {
            SecretWipe.releaseUndoList()
            return
        }
        var kept = 0
        var text = 0
        var entry = rl_undo_list
        while let current = entry {
            kept += 1
            if let deleted = current.pointee.text { text += strlen(deleted) }
            guard kept < undoEntryLimit, text < undoTextLimit else { break }
            entry = current.pointee.next
        }
        guard let last = entry else { return }
        var dropped = last.pointee.next
        last.pointee.next = nil
        while let current = dropped {
            dropped = current.pointee.next
            SecretWipe.releaseText(of: current, freeing: true)
            free(current)
        }
    }

    /// The most bytes the field's line holds, as a piped line: a paste that would make it
    /// longer is cut, with the bell.
    static let lineLimit = LineSource.lineLimit
}
