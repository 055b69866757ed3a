/// A text's translations as one string literal compiled into wizard: the form the default
/// flow's generated source writes, so that a run builds none of the strings of the languages
/// it does not show. The literal stays in the binary's read-only pages; a language's string is
/// found, and made, only when that language is asked for.
///
/// The literal is a list of records separated by U+001E (record separator), each a language's
/// code (``Language/code``), U+001F (unit separator) and the text in that language:
/// `de\u{1F}Weiter\u{1E}fr\u{1F}Suivant`. The records are ordered by language
/// (``Language/precedes(_:)``), one per language, none in English and none equal to the
/// English text, as ``LocalizedText`` keeps its translations; a text holding either separator
/// cannot be packed (``canPack(_:)``). The empty literal is a text with no translations.
///
/// A class, so that a text holds it in one reference (``LocalizedText``'s storage).
final class PackedTranslations: Sendable {
    static let recordSeparator: UInt8 = 0x1E
    static let unitSeparator: UInt8 = 0x1F

    let literal: StaticString

    init(literal: StaticString) {
        self.literal = literal
    }

    /// Whether the literal holds no translation.
    var isEmpty: Bool { literal.utf8CodeUnitCount == 0 }

    /// Whether `text` can stand in a record: it holds neither separator.
    static func canPack(_ text: String) -> Bool {
        !text.utf8.contains(recordSeparator) && !text.utf8.contains(unitSeparator)
    }

    /// The literal that packs `translations`, given as they are to be kept (see the type's
    /// contract): its source text, before Swift's escaping.
    static func literal(packing translations: [(language: Language, text: String)]) -> String {
        translations.map { $0.language.code + "\u{1F}" + $0.text }.joined(separator: "\u{1E}")
    }

    /// The text packed for `language`, or `nil` when the literal has none for it.
    func text(for language: Language) -> String? {
        guard !isEmpty else { return nil }
        let code = language.code
        return literal.withUTF8Buffer { bytes -> String? in
            var found: String?
            forEachRecord(in: bytes) { codeBytes, textBytes in
                guard codeBytes.elementsEqual(code.utf8) else { return true }
                found = String(decoding: textBytes, as: UTF8.self)
                return false
            }
            return found
        }
    }

    /// Every record, in order: the languages whose code does not read as a language (which
    /// the generator never writes) are left out.
    var all: [(language: Language, text: String)] {
        guard !isEmpty else { return [] }
        return literal.withUTF8Buffer { bytes in
            var records: [(language: Language, text: String)] = []
            forEachRecord(in: bytes) { codeBytes, textBytes in
                if let language = Language(code: String(decoding: codeBytes, as: UTF8.self)) {
                    records.append((language, String(decoding: textBytes, as: UTF8.self)))
                }
                return true
            }
            return records
        }
    }

    /// Calls `body` with each record's code and text, in order, while it returns `true`.
    private func forEachRecord(
        in bytes: UnsafeBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>.SubSequence, UnsafeBufferPointer<UInt8>.SubSequence)
            -> Bool
    ) {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: Self.recordSeparator) ?? bytes.endIndex
            let record = bytes[start..<end]
            if let divider = record.firstIndex(of: Self.unitSeparator) {
                guard body(record[..<divider], record[(divider + 1)...]) else { return }
            }
            start = end == bytes.endIndex ? end : end + 1
        }
    }
}
