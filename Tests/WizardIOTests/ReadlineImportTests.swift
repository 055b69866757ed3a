import TestSupport
import Testing

/// GNU readline's module is imported by the files of one folder, the line editor's
/// `Readline/`: everything else reaches readline through ``ReadlineEditor``.
@Suite("Only LineEditor/Readline imports readline", .timeLimit(.minutes(5)))
struct ReadlineImportTests {
    /// The one folder whose files may import `CReadline`, from the repository's root.
    static let readlineFolder = "Sources/WizardIO/LineEditor/Readline/"

    /// The folders of Swift source in the repository.
    static let sourceFolders = ["Sources", "Tests", "Benchmarks", "Tools", "Fuzz"]

    @Test("no Swift file outside LineEditor/Readline imports CReadline; files in it do")
    func importers() {
        var importers: [String] = []
        var scanned = 0
        for folder in Self.sourceFolders {
            for path in Files.tree(Repository.path(folder)) where path.hasSuffix(".swift") {
                let relative = "\(folder)/\(path)"
                scanned += 1
                let text = Files.text(Repository.path(relative)) ?? ""
                if text.split(separator: "\n").contains(where: Self.importsReadline) {
                    importers.append(relative)
                }
            }
        }
        #expect(scanned > 100, "the scan found only \(scanned) Swift files")
        let outside = importers.filter { !$0.hasPrefix(Self.readlineFolder) }
        #expect(outside.isEmpty, "import CReadline outside \(Self.readlineFolder): \(outside)")
        #expect(importers.contains("\(Self.readlineFolder)ReadlineEditor.swift"))
    }

    @Test("an import is found whatever its attributes and kind")
    func recognised() {
        for line in [
            "import CReadline", "@preconcurrency import CReadline",
            "  @_implementationOnly import CReadline",
            "public import CReadline", "import var CReadline.rl_point",
            "import CReadline // readline",
        ] {
            #expect(Self.importsReadline(line[...]), "\(line)")
        }
        for line in [
            "import CReadlineExtras", "// import CReadline", "let name = \"import CReadline\"",
        ] {
            #expect(!Self.importsReadline(line[...]), "\(line)")
        }
    }

    /// Whether `line` is an import declaration of `CReadline` or one of its declarations:
    /// attributes and modifiers, `import`, an optional kind (`import var`), then the module.
    static func importsReadline(_ line: Substring) -> Bool {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
            words.removeFirst()
        }
        guard words.popFirst() == "import" else { return false }
        if let kind = words.first, importKinds.contains(String(kind)) { words.removeFirst() }
        guard let path = words.first else { return false }
        return path == "CReadline" || path.hasPrefix("CReadline.")
    }

    private static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
}
