import Testing

@testable import WizardText

/// Texts compiled into wizard keep their translations packed in one literal
/// (`LocalizedText(english:packed:)`); they read, compare and list as the same texts built
/// from a list of translations.
@Suite("Packed translations", .timeLimit(.minutes(5)))
struct PackedTranslationsTests {
    static let german = Language(code: "de")!
    static let portuguese = Language(code: "pt")!
    static let brazilian = Language(code: "pt_BR")!
    static let listed = LocalizedText(
        english: "Next", entries: [(german, "Weiter"), (brazilian, "Próximo"), (.korean, "다음")])
    static let packed = LocalizedText(
        english: "Next", packed: "de\u{1F}Weiter\u{1E}ko\u{1F}다음\u{1E}pt_BR\u{1F}Próximo")

    @Test("a packed text reads each of its languages, and English for any other")
    func reads() {
        #expect(Self.packed(Self.german) == "Weiter")
        #expect(Self.packed(.korean) == "다음")
        #expect(Self.packed(Self.brazilian) == "Próximo")
        #expect(Self.packed(.english) == "Next")
        #expect(Self.packed(Self.portuguese) == "Next")
        #expect(Self.packed(Language(code: "fr")!) == "Next")
    }

    @Test("a qualified language falls back to its base in a packed text, as in a listed one")
    func fallsBack() {
        let text = LocalizedText(english: "Next", packed: "pt\u{1F}Seguinte")
        #expect(text(Self.brazilian) == "Seguinte")
        #expect(text(Language(code: "de_AT")!) == "Next")
    }

    @Test("packed and listed, the same translations make equal texts, with equal hashes")
    func equality() {
        #expect(Self.packed == Self.listed)
        #expect(Self.packed.hashValue == Self.listed.hashValue)
        #expect(Self.packed.languages == Self.listed.languages)
        #expect(Self.packed.strings == Self.listed.strings)
        let other = LocalizedText(english: "Next", packed: "de\u{1F}Nächste")
        #expect(other != Self.listed)
    }

    @Test("a text's packed literal makes the same text again; a separator in a text has none")
    func roundTrip() throws {
        let literal = try #require(Self.listed.packedLiteral)
        #expect(literal == "de\u{1F}Weiter\u{1E}ko\u{1F}다음\u{1E}pt_BR\u{1F}Próximo")
        let separated = LocalizedText(english: "A", entries: [(Self.german, "B\u{1E}C")])
        #expect(separated.packedLiteral == nil)
        #expect(LocalizedText(verbatim: "A").packedLiteral == "")
    }

    @Test("an empty literal is a text without translations")
    func empty() {
        let text = LocalizedText(english: "Age", packed: "")
        #expect(text(Self.german) == "Age")
        #expect(text == LocalizedText(verbatim: "Age"))
        #expect(text.languages == [.english])
        // A literal without a unit separator, which no packing writes, has no record.
        let single = LocalizedText(english: "Age", packed: "é")
        #expect(single(Self.german) == "Age")
        #expect(single.languages == [.english])
    }

    @Test(
        "a text is three words however it keeps its translations: a long list holds one an option")
    func size() {
        #expect(MemoryLayout<LocalizedText>.size == 3 * MemoryLayout<Int>.size)
    }

    @Test("dump shows a text's translations the same however they are kept")
    func reflection() {
        var packed = ""
        var listed = ""
        dump(Self.packed, to: &packed)
        dump(Self.listed, to: &listed)
        #expect(packed == listed)
        #expect(packed.contains("pt_BR: Próximo"))
    }
}
