import TestSupport
import Testing

/// README's pictures are never stale: each is taken again from the binary under test and
/// must be byte for byte the committed `docs/screens/<name>.svg`; every scene has its
/// picture and README shows it, and no picture is left over.
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
        #expect(same, "docs/screens/\(name).svg is stale: run Scripts/screenshots")
    }

    @Test("every scene has its picture, README shows each, and no other picture is there")
    func complete() throws {
        let pictures = Set(Files.entries(Repository.path("docs/screens")))
        #expect(pictures == Set(ScreenshotScene.all.map { "\($0.name).svg" }))
        let readme = try #require(Files.text(Repository.path("README.md")))
        for scene in ScreenshotScene.all {
            let shown = readme.contains("docs/screens/\(scene.name).svg")
            #expect(shown, "README does not show docs/screens/\(scene.name).svg")
        }
    }
}
