import TestSupport
import Testing

/// The pictures of README and `docs/screens.md` are never stale: each is taken again from
/// the binary under test and must be byte for byte the committed `docs/screens/<name>.svg`;
/// every scene has its picture and `docs/screens.md` shows it, and no picture is left over.
@Suite("Screenshots in docs/screens", .timeLimit(.minutes(5)))
struct ScreenshotTests {
    @Test(
        "each picture is what the binary draws now (run Scripts/screenshots after a change)",
        arguments: ScreenshotScene.all.map(\.name))
    func fresh(name: String) throws {
        let scene = try #require(ScreenshotScene.all.first { $0.name == name })
        let svg = try Screenshot.svg(scene, binary: WizardBinary.path)
        let committed = Files.text(Repository.path("docs/screens/\(name).svg"))
        let same = svg == committed
        #expect(
            same,
            "docs/screens/\(name).svg is stale: run Scripts/screenshots\n\(Self.firstDifference(svg, committed ?? ""))"
        )
    }

    /// The first line where `drawn` and `committed` differ, both of them, to tell a stale
    /// picture from a run that drew something else.
    static func firstDifference(_ drawn: String, _ committed: String) -> String {
        let now = drawn.split(separator: "\n", omittingEmptySubsequences: false)
        let before = committed.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(now.count, before.count) {
            let line = index < now.count ? now[index] : "(none)"
            let old = index < before.count ? before[index] : "(none)"
            if line != old { return "line \(index + 1): drawn \(line)\n committed \(old)" }
        }
        return "no line differs"
    }

    @Test("every scene has its picture, docs/screens.md shows each, README some, no other is there")
    func complete() throws {
        let pictures = Set(Files.entries(Repository.path("docs/screens")))
        #expect(pictures == Set(ScreenshotScene.all.map { "\($0.name).svg" }))
        let gallery = try #require(Files.text(Repository.path("docs/screens.md")))
        for scene in ScreenshotScene.all {
            let shown = gallery.contains("(screens/\(scene.name).svg)")
            #expect(shown, "docs/screens.md does not show screens/\(scene.name).svg")
        }
        let readme = try #require(Files.text(Repository.path("README.md")))
        let inReadme = ScreenshotScene.all.filter {
            readme.contains("(docs/screens/\($0.name).svg)")
        }
        #expect(!inReadme.isEmpty, "README shows none of the pictures")
        // A screen is a picture, never drawn by hand in a code block, where it would go
        // stale: no block holds a screen's key hints.
        for (path, text) in [("README.md", readme), ("docs/screens.md", gallery)] {
            let blocks = text.split(separator: "```").enumerated().filter { $0.offset % 2 == 1 }
            for block in blocks.map(\.element) {
                let hints = block.contains(" · ") && block.contains("Esc")
                #expect(!hints, "\(path) draws a screen by hand:\n\(block)")
            }
        }
    }
}
