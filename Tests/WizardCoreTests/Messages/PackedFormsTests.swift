import Testing
import WizardText

@testable import MessageFormat
@testable import WizardMessages

/// ``PackedForms``: the generated catalogue's messages read back as the lists po/ gives.
@Suite("Packed message forms", .timeLimit(.minutes(5)))
struct PackedFormsTests {
    /// The template `PackedForms` finds, or `nil`.
    func template(_ packed: String, place: Int, form: Int) -> String? {
        var packed = packed
        return packed.withUTF8 { bytes in
            PackedForms.template(in: bytes, place: place, form: form).map {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
            }
        }
    }

    @Test("every message of po/ reads back form for form, in every language")
    func everyMessage() throws {
        for declaration in MessageCatalogueFiles.book.declarations {
            let packed = try PackedForms.pack(declaration.forms)
            for place in 0..<declaration.forms.count + 1 {
                let forms = place < declaration.forms.count ? declaration.forms[place] : []
                for form in 0..<7 {
                    let expected = forms.isEmpty ? nil : forms[min(form, forms.count - 1)]
                    #expect(
                        template(packed, place: place, form: form) == expected,
                        "\(declaration.id) language \(place) form \(form)")
                }
            }
        }
    }

    @Test("a language without the message, first, between or last, has no template")
    func missingLanguages() throws {
        let packed = try PackedForms.pack([["one", "many"], [], ["eins", "viele"], []])
        #expect(packed == "one\u{1F}many\u{1E}\u{1E}eins\u{1F}viele\u{1E}")
        #expect(template(packed, place: 1, form: 0) == nil)
        #expect(template(packed, place: 2, form: 1) == "viele")
        #expect(template(packed, place: 2, form: 5) == "viele")
        #expect(template(packed, place: 3, form: 0) == nil)
        #expect(template(packed, place: 4, form: 0) == nil)
    }

    @Test("a form that is empty or holds a separator is refused")
    func unpackable() {
        #expect(throws: PackedForms.Unpackable(place: 1, form: 0)) {
            try PackedForms.pack([["a"], [""]])
        }
        #expect(throws: PackedForms.Unpackable(place: 0, form: 1)) {
            try PackedForms.pack([["a", "b\u{1E}c"]])
        }
        #expect(throws: PackedForms.Unpackable(place: 2, form: 0)) {
            try PackedForms.pack([["a"], [], ["\u{1F}"]])
        }
    }

    @Test("a packed message renders as the same message listed, in every language and count")
    func packedRendersAsListed() {
        let listed = CatalogueMessage(
            id: "files",
            forms: [["{n} a", "{n} as"], ["{n} b", "{n} bs"], [], [], ["{n} c"], [], [], []])
        let packed = CatalogueMessage(
            id: "files",
            packed:
                "{n} a\u{1F}{n} as\u{1E}{n} b\u{1F}{n} bs\u{1E}\u{1E}\u{1E}{n} c\u{1E}\u{1E}\u{1E}")
        for count in [0, 1, 2, 5] {
            let value = LocalizedText(verbatim: String(count))
            let fromList = listed.render(
                in: Message.languages, count: count, names: ["n"], values: [value])
            let fromPack = packed.render(
                in: Message.languages, count: count, names: ["n"], values: [value])
            for language in Message.uiLanguages {
                #expect(fromPack(language) == fromList(language), "\(language) \(count)")
            }
        }
    }
}
