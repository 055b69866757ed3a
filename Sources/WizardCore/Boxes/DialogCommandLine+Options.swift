/// dialog's common options, read in order before the box as dialog's
/// `process_common_options` reads them.
extension DialogCommandLine {
    /// Reads the common options from `index` on into `options`, leaving `index` at the
    /// first word that is none (the box, or an unknown word).
    ///
    /// - Throws: a value missing (`Expected a string-parameter for --title`) or not a
    ///   number; a `--default-button` naming no button; the `--print-…` reports, which
    ///   wizard does not offer.
    static func readCommonOptions(
        _ words: [Word], from index: inout Int, into options: inout BoxOptions
    ) throws(BoxProblem) {
        while index < words.count, let found = option(words[index], pass: 1) {
            let written = words[index].text
            func value() throws(BoxProblem) -> String {
                guard index + 1 < words.count else { throw .missingValue(option: written) }
                index += 1
                return words[index].text
            }
            func number() throws(BoxProblem) -> Int {
                let text = try value()
                guard let number = BoxNumber(text, base: .prefixed) else {
                    throw .notANumber(option: written, value: text)
                }
                return Int(truncatingIfNeeded: Int32(truncatingIfNeeded: number.value))
            }
            switch found.effect {
            case .flag(let normal, let apply):
                apply?(&options, found.flagValue(written: written, normal: normal))
            case .text(let apply):
                let text = try value()
                apply?(&options, text)
            case .number(let apply):
                let number = try number()
                apply?(&options, number)
            case .twoNumbers:
                _ = try number()
                _ = try number()
            case .defaultNo:
                options.defaultButton = .cancel
            case .defaultButton:
                let name = try value()
                guard let button = button(named: name) else { throw .unknownButton(name) }
                options.defaultButton = button
            case .other:
                if found.name.hasPrefix("print-") { throw .unsupported("--" + found.name) }
            case .early, .box:
                break
            }
            index += 1
        }
    }

    /// The button `--default-button` names, ignoring case: `ok` or `yes`, `cancel` or
    /// `no`, `help`, `extra`.
    static func button(named name: String) -> BoxButton? {
        switch BoxCommandLine.asciiLowercased(name) {
        case "ok", "yes": .ok
        case "cancel", "no": .cancel
        case "help": .help
        case "extra": .extra
        default: nil
        }
    }
}
