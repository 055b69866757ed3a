import Glibc
import TestSupport
import Testing

@testable import WizardIO

/// ``PathWalk`` cuts a path into names at each `/` byte, whatever the names hold: a
/// combining mark right after a `/` belongs to the next name, and empty names between
/// repeated slashes are dropped.
@Suite("Path walk names", .timeLimit(.minutes(5)))
struct PathWalkNameTests {
    @Test("a name that starts with a combining mark, behind repeated slashes, is found as written")
    func combiningMarkAfterSlash() throws {
        let directory = TemporaryDirectory()
        let marked = "\u{0301}é\u{0308}"
        #expect(mkdir(directory.file(marked), 0o700) == 0)
        Files.write("{}", to: directory.file(marked + "/profile.json"))
        let place = try #require(
            try PathWalk.place(
                of: directory.path + "//" + marked + "///profile.json", createsDirectories: false))
        #expect(place.name == "profile.json")
        #expect(place.status != nil)
        #expect(place.path.utf8.elementsEqual((directory.file(marked) + "/profile.json").utf8))
    }
}
