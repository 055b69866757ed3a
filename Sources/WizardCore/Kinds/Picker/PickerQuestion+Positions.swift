import WizardText

/// Options named by number: a number that no option has as its value or label is the
/// option in that place, counted from 1 (``PickerQuestion/validate(line:)``). Values may be
/// digits too (privacy levels `0`–`3`), so a value can stand where a number would name
/// another option: `flow check` warns of each such option, and plain mode then lists the
/// options by value rather than by number, so that what it shows is what a line means.
extension PickerQuestion {
    /// One option whose value or label is the number of another option's place: a line of
    /// that number chooses it, not the option in that place.
    public struct PositionClash: Sendable, Equatable {
        /// The option's index among the options, from 0.
        public let index: Int
        /// Its value or label that reads as a number, as the flow writes it.
        public let name: String
        /// The place, counted from 1, of the other option the number would name.
        public let position: Int
    }

    /// The place counted from 1 that a line of at most six ASCII digits names (`007` is
    /// 7; ``Flow/optionLimit`` options at most), `nil` for any other line. Whether it is in
    /// range is the caller's to check.
    public static func position(named line: some StringProtocol) -> Int? {
        guard line.utf8.count <= 6, line.utf8.allSatisfy({ (0x30...0x39).contains($0) })
        else { return nil }
        return Int(line)
    }

    /// Every option whose value, or a label in some language, is a number naming another
    /// option's place, in the options' order, one clash per option (its value's first).
    public static func positionClashes(in options: [PickerOption]) -> [PositionClash] {
        options.indices.compactMap { index in
            let option = options[index]
            func clash(_ name: String) -> PositionClash? {
                let trimmed = name.trimmingWhitespace
                guard let position = position(named: trimmed),
                    options.indices.contains(position - 1), position - 1 != index
                else { return nil }
                return PositionClash(index: index, name: String(trimmed), position: position)
            }
            return clash(option.value) ?? option.label.strings.lazy.compactMap(clash).first
        }
    }

    /// Whether a line's number could mean one option by its value (or label) and another by
    /// its place: plain mode then lists the options by value, and the ways to answer leave
    /// the numbers out.
    public var listsByValue: Bool { !Self.positionClashes(in: options).isEmpty }

    /// The key a line list shows before `option`, at `number` counted from 1: the number,
    /// or the value when the options are listed by value.
    static func listKey(_ option: PickerOption, number: Int, byValue: Bool) -> String {
        byValue ? option.value.terminalSafe : String(number)
    }
}
