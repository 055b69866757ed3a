@preconcurrency import CReadline
import Glibc
import WizardCore

/// Grapheme motion: readline's character commands replaced by ones that go by grapheme
/// cluster, as the field draws the line.
extension ReadlineHooks {
    /// `forward-char` by grapheme cluster: `count` characters on (back when negative).
    static let forwardCharacter: ReadlineCommand = { count, key in
        guard let point = characterBoundary(from: rl_point, by: count) else {
            return rl_forward_char(count, key)
        }
        rl_point = point
        return 0
    }

    /// `backward-char` by grapheme cluster.
    static let backwardCharacter: ReadlineCommand = { count, key in
        guard let point = characterBoundary(from: rl_point, by: -count) else {
            return rl_backward_char(count, key)
        }
        rl_point = point
        return 0
    }

    /// `delete-char` by grapheme cluster: the characters under and after the cursor. At the
    /// line's end it is readline's own (the bell; Ctrl-D's end of input on an empty line),
    /// which a secret's edit runs without its kill ring (``deleteWithoutKilling(_:_:_:)``).
    static let deleteCharacter: ReadlineCommand = { count, key in
        guard count > 0, rl_point < rl_end,
            let end = characterBoundary(from: rl_point, by: count)
        else { return deleteWithoutKilling(rl_delete, count, key) }
        rl_delete_text(rl_point, end)
        return 0
    }

    /// `backward-delete-char` by grapheme cluster: the characters before the cursor. At the
    /// line's start it is readline's own (the bell), which a secret's edit runs without its
    /// kill ring.
    static let deleteCharacterBackward: ReadlineCommand = { count, key in
        guard count > 0, rl_point > 0, let start = characterBoundary(from: rl_point, by: -count)
        else { return deleteWithoutKilling(rl_rubout, count, key) }
        rl_delete_text(start, rl_point)
        rl_point = start
        return 0
    }

    /// The byte offset in readline's line `count` grapheme clusters after `point` (before
    /// it when negative), stopping at the line's ends; `nil` when the line is not valid
    /// UTF-8, which readline's own commands then edit. The line is decoded whole, once a
    /// key: a copy and a check of at most the field's 64 KiB.
    static func characterBoundary(from point: Int32, by count: Int32) -> Int32? {
        guard let buffer = rl_line_buffer,
            let line = String(
                validating: UnsafeRawBufferPointer(start: buffer, count: Int(max(rl_end, 0))),
                as: UTF8.self)
        else { return nil }
        let utf8 = line.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: min(Int(max(point, 0)), utf8.count))
        for _ in 0..<count.magnitude {
            if count > 0 {
                guard index < line.endIndex else { break }
                index = line.index(after: index)
            } else {
                guard index > line.startIndex else { break }
                index = line.index(before: index)
            }
        }
        return Int32(utf8.distance(from: utf8.startIndex, to: index))
    }
}
