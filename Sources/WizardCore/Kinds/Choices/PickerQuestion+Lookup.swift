import WizardMessages
import WizardText

/// Plain mode finds an option by part of its name: a line that names exactly one option
/// (its value, label or number, as piped input does, else a unique match of the filter's
/// matcher, ``TextQuery``: the only match, the only one it names whole, or the only one it
/// begins) is that option; a line that matches several lists them, best first, at most
/// ``lookUpListLimit``, and the prompt comes again; on a long list (one the screens filter,
/// ``filtersTyping``), a line that matches none says so (``Message/noMatch(_:)``), as the
/// screens do, while a short list's alert names every way to answer; `?` lists every
/// option.
extension PickerQuestion {
    /// The most options plain mode reads out at once: a longer list is not read out until
    /// `?` asks for it, and no more matches than these are listed.
    public static let lookUpListLimit = 20

    /// The line that lists every option.
    public static let listAllLine = "?"

    /// Whether the list is long enough that the screens filter it as it is typed: a line
    /// that matches nothing then says so, as the filter does.
    var filtersTyping: Bool { options.count > StepScreen.pickerWindow }

    /// What part of a line finds.
    enum Found: Equatable {
        case one(Int)
        case several([Int])
        case none
    }

    /// The options `part` names: the one it names exactly (``validate(line:)``), else those
    /// whose label in `language` or value it matches, best first; one of them when it is
    /// the only match, the only one it names whole, or the only one it begins.
    func find(_ part: String, language: Language) -> Found {
        find(
            part, lookup: PickerLookup(options),
            catalogue: ChoiceCatalogue(options: options, language: language))
    }

    /// ``find(_:language:)`` through an index and a catalogue of these options made once
    /// for many parts.
    func find(_ part: String, lookup: PickerLookup, catalogue: ChoiceCatalogue) -> Found {
        let wanted = String(part.trimmingWhitespace).lowercased()
        if !wanted.isEmpty, let index = lookup.index(named: wanted) { return .one(index) }
        let query = TextQuery(part)
        guard !query.isEmpty else { return .none }
        let matches = catalogue.texts.ranked(query).map(Int.init)
        let whole = query.folded.units
        let exact = matches.filter { catalogue.texts.names($0, whole, whole: true) }
        let prefixes = matches.filter { catalogue.texts.names($0, whole, whole: false) }
        if matches.count == 1 || exact.count == 1 || prefixes.count == 1 {
            return .one(exact.first ?? prefixes.first ?? matches[0])
        }
        return matches.isEmpty ? .none : .several(matches)
    }

    /// The lines of the options at `indices`, numbered as the whole list numbers them (or by
    /// value, ``listsByValue``).
    func listLines(_ indices: some Sequence<Int>, language: Language) -> [String] {
        let byValue = listsByValue
        return indices.map { index in
            let key = Self.listKey(options[index], number: index + 1, byValue: byValue)
            return "  \(key). \(options[index].label(language))"
        }
    }

    /// The lines saying which options `typed` matches: how many, the first
    /// ``lookUpListLimit`` of them, and how many more.
    func matchLines(_ indices: [Int], typed: String, language: Language) -> [String] {
        let shown = indices.prefix(Self.lookUpListLimit)
        var lines = [
            Message.severalMatches(typed: typed.terminalSafe, count: indices.count)(language)
        ]
        lines += listLines(shown, language: language)
        if indices.count > shown.count {
            lines.append(Message.moreMatches(indices.count - shown.count)(language))
        }
        return lines
    }

    /// A blank line as it is (the default), `?` as every option listed, else the value of the
    /// one option it finds, the options it matches listed, or, on a long list, the line
    /// saying nothing matches (on a short one, the line as it is, which the session refuses
    /// with the ways to answer).
    public func lookUp(typed line: String, language: Language) -> TypedLine {
        let trimmed = String(line.trimmingWhitespace)
        if trimmed.isEmpty { return .answer(line) }
        if trimmed == Self.listAllLine {
            return .listed(listLines(options.indices, language: language))
        }
        switch find(trimmed, language: language) {
        case .one(let index): return .answer(options[index].value)
        case .several(let indices):
            return .listed(matchLines(indices, typed: trimmed, language: language))
        case .none:
            guard filtersTyping else { return .answer(line) }
            return .listed([Message.noMatch(trimmed.terminalSafe)(language)])
        }
    }
}

/// A multi-select's line finds each of its comma-separated entries as a picker's line finds
/// its option (``PickerQuestion/lookUp(typed:language:)``).
extension MultiSelectQuestion {
    /// A blank line and `-` as they are, `?` as every option listed; else each entry is the
    /// value of the one option it finds, the first entry that matches several lists them,
    /// and on a long list the first that matches none says so (on a short one it stays as
    /// typed, for the session to refuse).
    public func lookUp(typed line: String, language: Language) -> TypedLine {
        let trimmed = String(line.trimmingWhitespace)
        if trimmed.isEmpty || trimmed == Self.noneLine { return .answer(line) }
        let picker = picker
        if trimmed == PickerQuestion.listAllLine {
            return .listed(picker.listLines(options.indices, language: language))
        }
        // One index and one catalogue for every entry, and each distinct entry found once.
        let lookup = PickerLookup(options)
        let catalogue = ChoiceCatalogue(options: options, language: language)
        var found: [String: PickerQuestion.Found] = [:]
        var entries: [String] = []
        for part in trimmed.split(separator: ",") {
            let part = String(String(part).trimmingWhitespace)
            guard !part.isEmpty else { continue }
            let result =
                found[part] ?? picker.find(part, lookup: lookup, catalogue: catalogue)
            found[part] = result
            switch result {
            case .one(let index): entries.append(options[index].value)
            case .several(let indices):
                return .listed(picker.matchLines(indices, typed: part, language: language))
            case .none:
                guard picker.filtersTyping else {
                    entries.append(part)
                    continue
                }
                return .listed([Message.noMatch(part.terminalSafe)(language)])
            }
        }
        return .answer(entries.joined(separator: ", "))
    }
}
