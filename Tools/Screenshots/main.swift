import Glibc
import TestSupport

// `Scripts/screenshots`: takes every picture of `ScreenshotScene.all` with the wizard
// binary named as the first argument (default: the debug build) and writes each to
// docs/screens/<name>.svg; pictures of scenes no longer in the table are removed.

let binary =
    CommandLine.arguments.dropFirst().first ?? Repository.path(".build/debug/wizard")
let directory = Repository.path("docs/screens")
var failed = false
for scene in ScreenshotScene.all {
    do {
        let svg = try Screenshot.svg(scene, binary: binary)
        Files.write(svg, to: "\(directory)/\(scene.name).svg")
        print("docs/screens/\(scene.name).svg")
    } catch {
        let message = Array("screenshots: \(error)\n".utf8)
        _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        failed = true
    }
}
let names = Set(ScreenshotScene.all.map { "\($0.name).svg" })
for entry in Files.entries(directory) where entry.hasSuffix(".svg") && !names.contains(entry) {
    unlink("\(directory)/\(entry)")
    print("removed docs/screens/\(entry)")
}
exit(failed ? 1 : 0)
