/// A catalogue message's templates as one string, the form the generated catalogue
/// (`Messages+Generated.swift`) compiles into wizard: the literal stays in the binary's
/// read-only pages, and a run makes only the one template it renders, where a list of lists
/// of strings was built whole, and its type given metadata, on the message's first use.
///
/// Each language's plural forms, in the catalogue's order of languages (English first), are
/// separated by U+001F (unit separator), and the languages by U+001E (record separator): for
/// `[["{n} file", "{n} files"], [], ["{n} Datei", "{n} Dateien"]]`,
/// `{n} file\u{1F}{n} files\u{1E}\u{1E}{n} Datei\u{1F}{n} Dateien`. A language without the
/// message has no forms; a form is never empty and never holds either separator
/// (``pack(_:)`` refuses it), so that the string reads back as the list it packs.
public enum PackedForms {
    static let languageSeparator: UInt8 = 0x1E
    static let formSeparator: UInt8 = 0x1F

    /// Why a list of forms cannot be packed.
    public struct Unpackable: Error, Equatable {
        /// The language's place in the list, and the form's.
        public let place: Int
        public let form: Int
    }

    /// The string that packs `forms` (each language's plural forms, in the catalogue's order
    /// of languages), before Swift's escaping.
    ///
    /// - Throws: ``Unpackable`` for a form that is empty or holds a separator.
    public static func pack(_ forms: [[String]]) throws(Unpackable) -> String {
        for (place, languageForms) in forms.enumerated() {
            for (form, text) in languageForms.enumerated()
            where text.isEmpty || text.utf8.contains(where: isSeparator) {
                throw Unpackable(place: place, form: form)
            }
        }
        return forms.map { $0.joined(separator: "\u{1F}") }.joined(separator: "\u{1E}")
    }

    /// Where, in `packed`, the language at `place` has its plural form `form`, or its last
    /// one when it has fewer; `nil` when that language has no forms (or `packed` lists fewer
    /// languages).
    public static func template(in packed: UnsafeBufferPointer<UInt8>, place: Int, form: Int)
        -> Range<Int>?
    {
        // The start of the language's forms: after `place` language separators.
        var start = 0
        var languagesSkipped = 0
        while languagesSkipped < place {
            guard let separator = packed[start...].firstIndex(of: languageSeparator) else {
                return nil
            }
            start = separator + 1
            languagesSkipped += 1
        }
        let end = packed[start...].firstIndex(of: languageSeparator) ?? packed.count
        guard start < end else { return nil }
        // Its forms, up to the one asked for.
        var formStart = start
        var formsSkipped = 0
        while formsSkipped < form,
            let separator = packed[formStart..<end].firstIndex(of: formSeparator)
        {
            formStart = separator + 1
            formsSkipped += 1
        }
        let formEnd = packed[formStart..<end].firstIndex(of: formSeparator) ?? end
        return formStart..<formEnd
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == languageSeparator || byte == formSeparator
    }
}
