@preconcurrency import CReadline
import Glibc
import WizardCore

/// A secret's kills: readline's kill commands as a secret's edit runs them, deleting the
/// same text without keeping it in the kill ring (``bindSecretCommands()``).
extension ReadlineHooks {
    /// `kill-line` keeping nothing: the text from the cursor to the end (to the start, with
    /// a negative count).
    static let deleteToEnd: ReadlineCommand = { count, key in
        count < 0 ? deleteToStart(1, key) : deleteOverMotion(rl_end_of_line, 1, key)
    }

    /// `backward-kill-line` keeping nothing: the text before the cursor (after it, with a
    /// negative count).
    static let deleteToStart: ReadlineCommand = { count, key in
        if count < 0 { return deleteToEnd(1, key) }
        guard rl_point > 0 else {
            rl_ding()
            return 0
        }
        return deleteOverMotion(rl_beg_of_line, 1, key)
    }

    /// `unix-line-discard` keeping nothing: the text before the cursor, whatever the count.
    static let deleteToStartOnly: ReadlineCommand = { _, key in deleteToStart(1, key) }

    /// `kill-whole-line` keeping nothing.
    static let deleteWholeLine: ReadlineCommand = { _, _ in
        rl_begin_undo_group()
        rl_point = 0
        if rl_end > 0 { rl_delete_text(0, rl_end) }
        rl_mark = 0
        rl_end_undo_group()
        return 0
    }

    /// `kill-word` keeping nothing: to the end of the word, as `forward-word` goes.
    static let deleteWord: ReadlineCommand = { count, key in
        count < 0 ? deleteWordBackward(-count, key) : deleteOverMotion(rl_forward_word, count, key)
    }

    /// `backward-kill-word` keeping nothing: to the start of the word, as `backward-word`
    /// goes.
    static let deleteWordBackward: ReadlineCommand = { count, key in
        count < 0 ? deleteWord(-count, key) : deleteOverMotion(rl_backward_word, count, key)
    }

    /// `unix-word-rubout` keeping nothing: back over blanks, then to the previous blank.
    static let deleteToBlankBackward: ReadlineCommand = { count, _ in
        guard rl_point > 0, let line = rl_line_buffer else {
            rl_ding()
            return 0
        }
        func isBlank(_ offset: Int32) -> Bool {
            line[Int(offset)] == 0x20 || line[Int(offset)] == 0x09
        }
        let end = rl_point
        for _ in 0..<max(count, 1) {
            while rl_point > 0, isBlank(rl_point - 1) { rl_point -= 1 }
            while rl_point > 0, !isBlank(rl_point - 1) { rl_point -= 1 }
        }
        if rl_point != end { rl_delete_text(rl_point, end) }
        markCursorInEmacsMode()
        return 0
    }

    /// `kill-region` keeping nothing: the text between the cursor and the mark.
    static let deleteRegion: ReadlineCommand = { _, _ in
        let start = min(rl_point, rl_mark)
        if rl_mark != rl_point { rl_delete_text(rl_point, rl_mark) }
        rl_point = min(max(start, 0), rl_end)
        rl_mark = min(max(rl_mark, 0), rl_end)
        return 0
    }

    /// vi's `x` keeping nothing: the characters (grapheme clusters) under and after the
    /// cursor, which stays on the line.
    static let viDeleteCharacter: ReadlineCommand = { count, key in
        if count < 0 { return viDeleteCharacterBackward(-count, key) }
        guard rl_end > 0 else {
            rl_ding()
            return 1
        }
        let end = characterBoundary(from: rl_point, by: count) ?? min(rl_point + count, rl_end)
        rl_delete_text(rl_point, end)
        if rl_point > 0, rl_point == rl_end {
            rl_point = characterBoundary(from: rl_point, by: -1) ?? rl_point - 1
        }
        return 0
    }

    /// vi's `X` keeping nothing: the characters (grapheme clusters) before the cursor.
    static let viDeleteCharacterBackward: ReadlineCommand = { count, key in
        if count < 0 { return viDeleteCharacter(-count, key) }
        guard rl_point > 0 else {
            rl_ding()
            return 1
        }
        let start = characterBoundary(from: rl_point, by: -count) ?? max(rl_point - count, 0)
        rl_delete_text(start, rl_point)
        rl_point = start
        return 0
    }

    /// Deletes the text between the cursor and where `motion` takes it, as readline's kills
    /// built on a motion do, without keeping it: the cursor ends at the start of what was
    /// deleted.
    private static func deleteOverMotion(
        _ motion: ReadlineCommand, _ count: Int32, _ key: Int32
    ) -> Int32 {
        let start = rl_point
        _ = motion(count, key)
        let (from, to) = (min(start, rl_point), max(start, rl_point))
        if from != to { rl_delete_text(from, to) }
        rl_point = from
        markCursorInEmacsMode()
        return 0
    }

    /// Where readline's `kill-` commands leave the mark in emacs mode: at the cursor.
    private static func markCursorInEmacsMode() {
        if rl_editing_mode == emacsMode { rl_mark = rl_point }
    }
}
