import TestSupport
import Testing

@testable import WizardCore

/// A kind is closed in its folder under `Sources/WizardCore/Kinds/`: outside it no source
/// names a kind's type or its edit state's, so the rest of the code reaches a kind only
/// through the contracts (``StepKind``, ``QuestionKind``, ``StepEdit``) and a new kind
/// touches its folder and the registry alone. Generated files, which write the default flow
/// as Swift values, are the one exception.
@Suite("Kinds stay in their folders", .timeLimit(.minutes(5)))
struct KindFolderTests {
    static let kindsFolder = "Sources/WizardCore/Kinds/"

    /// The registered kinds' type names, and the edit states declared in the kinds'
    /// folders (a type that conforms to `StepEdit` or `LineEdit` where it is declared).
    static func kindTypeNames() -> Set<String> {
        var names = Set(KindRegistry.kinds.map { String(describing: $0) })
        for path in Files.tree(Repository.path(kindsFolder)) where path.hasSuffix(".swift") {
            let text = Files.text(Repository.path(kindsFolder + path)) ?? ""
            names.formUnion(editTypes(declaredIn: text))
        }
        return names
    }

    /// The names of the types `text` declares as conforming to `StepEdit` or `LineEdit`.
    static func editTypes(declaredIn text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: { " :,{".contains($0) })
            guard
                let declared = words.firstIndex(where: { ["struct", "enum", "class"].contains($0) }
                ),
                declared + 1 < words.count,
                words[(declared + 2)...].contains(where: { $0 == "StepEdit" || $0 == "LineEdit" })
            else { return nil }
            return String(words[declared + 1])
        }
    }

    /// Whether `text` holds `name` as a whole word (not inside a longer identifier).
    static func names(_ text: String, _ name: String) -> Bool {
        var rest = text[...]
        while let range = rest.firstRange(of: name) {
            let before =
                range.lowerBound == text.startIndex
                ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isIdentifierCharacter(before), !isIdentifierCharacter(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    private static func isIdentifierCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character == "_" || character.isLetter || character.isNumber
    }

    @Test("no source outside Kinds/ names a kind's type or its edit's, generated files aside")
    func closed() {
        let kindNames = Self.kindTypeNames()
        #expect(kindNames.isSuperset(of: ["TextQuestion", "InfoPage", "SliderEdit", "TextEdit"]))
        var offenders: [String] = []
        var scanned = 0
        for path in Files.tree(Repository.path("Sources")) where path.hasSuffix(".swift") {
            let relative = "Sources/" + path
            if relative.hasPrefix(Self.kindsFolder) || relative.hasSuffix("+Generated.swift") {
                continue
            }
            scanned += 1
            let text = Files.text(Repository.path(relative)) ?? ""
            for name in kindNames.sorted() where Self.names(text, name) {
                offenders.append("\(relative): \(name)")
            }
        }
        #expect(scanned > 100, "the scan found only \(scanned) Swift files")
        #expect(offenders.isEmpty, "kind types named outside Kinds/: \(offenders)")
    }

    @Test("the scan finds a name as a whole word, and edit types by their conformance")
    func recognised() {
        #expect(Self.names("let q = TextQuestion(", "TextQuestion"))
        #expect(Self.names("/// ``TextQuestion/rules``", "TextQuestion"))
        #expect(!Self.names("let q = MyTextQuestion2", "TextQuestion"))
        #expect(!Self.names("TextQuestions", "TextQuestion"))
        #expect(
            Self.editTypes(declaredIn: "public struct PickerEdit: StepEdit, Equatable {")
                == ["PickerEdit"])
        #expect(
            Self.editTypes(declaredIn: "public struct SecretEdit: LineEdit {") == ["SecretEdit"])
        #expect(Self.editTypes(declaredIn: "public struct TourEdit: Sendable, Equatable {").isEmpty)
    }
}
