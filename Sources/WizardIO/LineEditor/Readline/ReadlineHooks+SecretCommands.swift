@preconcurrency import CReadline
import Glibc
import WizardCore

/// A secret's edit: readline's commands that would copy the line out of its buffer, replaced
/// while a masked or hidden line is edited.
///
/// Readline keeps what a kill takes in its kill ring, a static array that no program can
/// reach and that it frees without zeroing; its history commands copy the line into the
/// history (and keep an edited entry's changes there, which ``ReadlineEditor/remember(_:)``
/// would then save); its bracketed paste collects the paste in a buffer it frees as it was;
/// and vi's commands keep what they change for `.` to repeat. So in a secret's edit the keys
/// bound to those commands run wizard's: the kills delete the same text and keep it nowhere
/// but in the undo list, which is zeroed and emptied after each command (``boundLine()``); a
/// paste is inserted from a buffer that is zeroed; and the rest ring the bell. The keys are
/// bound back when the edit ends (``restoreCommands()``).
extension ReadlineHooks {
    /// Kills and the paste, and what runs in their place in a secret's edit.
    private static let secretReplacements: [(String, ReadlineCommand)] = [
        ("kill-line", deleteToEnd), ("backward-kill-line", deleteToStart),
        ("unix-line-discard", deleteToStartOnly), ("kill-whole-line", deleteWholeLine),
        ("kill-word", deleteWord), ("backward-kill-word", deleteWordBackward),
        // vi's Ctrl-W deletes back to a blank, as unix-word-rubout does.
        ("unix-word-rubout", deleteToBlankBackward), ("vi-unix-word-rubout", deleteToBlankBackward),
        ("kill-region", deleteRegion), ("vi-delete", viDeleteCharacter),
        ("vi-rubout", viDeleteCharacterBackward), ("bracketed-paste-begin", insertPaste),
    ]

    /// Commands that copy the line, or part of it, somewhere wizard cannot zero, and have no
    /// place in a secret's edit: the copies to the kill ring, the kills readline has no
    /// motion for, the history's moves and searches, tilde expansion (which looks the word
    /// up as a user name), and vi's changes, kept for `.` (its operators `d`, `c`, `y` and
    /// the keys built on them, `r`, `R`, `~`, `.`).
    private static let commandsCopyingTheLine = [
        "copy-region-as-kill", "copy-forward-word", "copy-backward-word", "shell-kill-word",
        "shell-backward-kill-word", "unix-filename-rubout", "forward-backward-delete-char",
        "previous-history", "next-history", "beginning-of-history", "end-of-history",
        "fetch-history", "reverse-search-history", "forward-search-history",
        "history-search-backward", "history-search-forward",
        "history-substring-search-backward", "history-substring-search-forward",
        "non-incremental-reverse-search-history", "non-incremental-forward-search-history",
        "non-incremental-reverse-search-history-again",
        "non-incremental-forward-search-history-again", "operate-and-get-next",
        "yank-nth-arg", "yank-last-arg", "tilde-expand", "vi-fetch-history", "vi-search",
        "vi-search-again", "vi-yank-arg", "vi-tilde-expand", "vi-delete-to", "vi-change-to",
        "vi-yank-to", "vi-subst", "vi-change-char", "vi-change-case", "vi-replace", "vi-redo",
    ]

    /// Binds every key that runs one of ``secretReplacements`` or ``commandsCopyingTheLine``
    /// to wizard's command, remembering what it ran. Called once readline has prepared the
    /// terminal, which binds the terminal's kill and word-erase keys to readline's own again.
    static func bindSecretCommands() {
        let replacements = secretReplacements.compactMap { name, replacement in
            rl_named_function(name).map { (address(of: $0), replacement) }
        }
        let copying = commandsCopyingTheLine.compactMap { name in
            rl_named_function(name).map { address(of: $0) }
        }
        var replaced: [ReplacedBinding] = []
        forEachBinding { keymap, index, command in
            let pointer = address(of: command)
            let replacement =
                replacements.first { $0.0 == pointer }?.1
                ?? (copying.contains(pointer) ? ringBell : nil)
            guard let replacement else { return }
            replaced.append(ReplacedBinding(keymap: keymap, index: index, command: command))
            keymap[index].function = replacement
        }
        state.withLock { $0.replacedBindings += replaced }
    }

    /// Binds back every key ``bindSecretCommands()`` bound.
    static func restoreCommands() {
        let replaced = state.withLock { state in
            defer { state.replacedBindings = [] }
            return state.replacedBindings
        }
        for binding in replaced { binding.keymap[binding.index].function = binding.command }
    }

    /// Readline's one-character deletion (`rl_delete`, `rl_rubout`) as a secret's edit may
    /// run it: one character at a time, for with a count or a numeric argument readline
    /// kills the characters instead, into its kill ring.
    static func deleteWithoutKilling(
        _ command: ReadlineCommand, _ count: Int32, _ key: Int32
    ) -> Int32 {
        guard state.withLock({ $0.isSecret }) else { return command(count, key) }
        let explicit = rl_explicit_arg
        rl_explicit_arg = 0
        defer { rl_explicit_arg = explicit }
        guard count.magnitude > 1 else { return command(count, key) }
        for _ in 0..<count.magnitude {
            let result = command(count.signum(), key)
            if result != 0 { return result }
        }
        return 0
    }

    /// A command that rings the bell and does nothing else.
    private static let ringBell: ReadlineCommand = { _, _ in
        rl_ding()
        return 0
    }
}

/// A key bound to another command for a while, and the command it ran.
///
/// Sendable unchecked: the keymap is readline's, which only the thread running readline
/// touches, from the edit's start to its end.
struct ReplacedBinding: @unchecked Sendable {
    let keymap: Keymap
    let index: Int
    let command: ReadlineCommand
}
