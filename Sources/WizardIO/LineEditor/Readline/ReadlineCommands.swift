@preconcurrency import CReadline
import Glibc
import WizardCore

/// A readline command: called with its count and the key that ran it.
typealias ReadlineCommand = @convention(c) (Int32, Int32) -> Int32

/// The key maps as the field needs them: commands that draw or run outside a one-row field
/// do nothing, and character motions go by grapheme cluster.
extension ReadlineHooks {
    /// Readline commands that print below the line (completion lists, the `dump-`
    /// commands), change it with file names (completion, Tab's own), insert a literal Tab,
    /// re-read `~/.inputrc`, record and replay keys (keyboard macros) or clear the
    /// screen: none of them belongs in a one-row field inside a frame.
    private static let commandsThatDrawOrRun = [
        "complete", "possible-completions", "insert-completions", "menu-complete",
        "menu-complete-backward", "delete-char-or-list", "vi-complete", "tab-insert",
        "re-read-init-file", "start-kbd-macro", "end-kbd-macro", "call-last-kbd-macro",
        "print-last-kbd-macro", "dump-functions", "dump-variables", "dump-macros",
        "clear-screen", "clear-display",
    ]

    /// Readline's commands that move or delete one character, and wizard's own in their
    /// place, which go by grapheme cluster.
    private static let characterCommands: [(String, ReadlineCommand)] = [
        ("forward-char", forwardCharacter), ("backward-char", backwardCharacter),
        ("delete-char", deleteCharacter), ("backward-delete-char", deleteCharacterBackward),
    ]

    /// Binds every key sequence that runs one of ``commandsThatDrawOrRun`` (by default,
    /// Tab, `M-?`, `M-*`, `M-Tab`, `C-x C-r`, `C-x (`, `C-x )`, `C-x e`; and whatever
    /// `~/.inputrc` bound to them), in the emacs and vi keymaps, to a command that does
    /// nothing, and every one that runs one of ``characterCommands`` to wizard's own.
    /// Completion finds nothing should it run anyway.
    static func rebindCommands() {
        // A short array: comparing a few pointers costs less than hashing one, for each
        // of the thousands of entries in the key maps.
        let banned = commandsThatDrawOrRun.compactMap { name in
            rl_named_function(name).map { address(of: $0) }
        }
        let replaced = characterCommands.compactMap { name, replacement in
            rl_named_function(name).map { (address(of: $0), replacement) }
        }
        forEachBinding { keymap, index, command in
            let pointer = address(of: command)
            if banned.contains(pointer) {
                keymap[index].function = doNothing
            } else if let (_, replacement) = replaced.first(where: { $0.0 == pointer }) {
                keymap[index].function = replacement
            }
        }
        rl_completion_entry_function = { _, _ in nil }
        rl_attempted_completion_function = { _, _, _ in
            rl_attempted_completion_over = 1
            return nil
        }
    }

    /// Calls `body` with every key of the emacs and vi keymaps (and of the keymaps their
    /// prefix keys lead to, such as `C-x`'s) that runs a command: its keymap, its index
    /// there, and the command.
    static func forEachBinding(_ body: (Keymap, Int, ReadlineCommand) -> Void) {
        var visited: Set<UnsafeRawPointer> = []
        func walk(_ keymap: Keymap) {
            guard visited.insert(UnsafeRawPointer(keymap)).inserted else { return }
            for index in 0..<Int(KEYMAP_SIZE) {
                let entry = keymap[index]
                guard let function = entry.function else { continue }
                switch Int32(entry.type) {
                case ISFUNC: body(keymap, index, function)
                case ISKMAP: walk(unsafeBitCast(function, to: Keymap.self))
                default: continue
                }
            }
        }
        for name in ["emacs-standard", "emacs-meta", "emacs-ctlx", "vi-insert", "vi-command"] {
            if let keymap = rl_get_keymap_by_name(name) { walk(keymap) }
        }
    }

    /// A command's address, to compare commands by.
    static func address(of command: ReadlineCommand) -> UnsafeRawPointer {
        unsafeBitCast(command, to: UnsafeRawPointer.self)
    }

    /// A readline command that does nothing, for keys whose commands are disabled.
    static let doNothing: ReadlineCommand = { _, _ in 0 }
}
