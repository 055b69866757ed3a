import Testing

@testable import WizardIO

/// The temporary files a store write makes: `.NAME.XXXXXXXX.tmp`, eight lowercase hex
/// digits, which is what the sweep of a killed writer's files removes, and nothing else.
@Suite("Temporary file names", .timeLimit(.minutes(5)))
struct TemporaryNameTests {
    @Test("every name made is one the sweep recognises, with eight lowercase hex digits")
    func madeAndRecognised() {
        let matcher = TemporaryName(base: "profile.json")
        var seen = Set<String>()
        for _ in 0..<2000 {
            let name = TemporaryName.random(for: "profile.json")
            #expect(matcher.matches(Array(name.utf8)), "\(name)")
            #expect(name.hasPrefix(".profile.json.") && name.hasSuffix(".tmp"), "\(name)")
            let digits = name.dropFirst(".profile.json.".count).dropLast(".tmp".count)
            #expect(digits.count == 8 && digits.allSatisfy { $0.isHexDigit && !$0.isUppercase })
            seen.insert(name)
        }
        // Four billion names: two thousand draws repeat one only by a fault of the drawing.
        #expect(seen.count > 1990)
        #expect(
            !TemporaryName(base: "history").matches(
                Array(TemporaryName.random(for: "profile.json").utf8)))
    }

    @Test("names that differ from the pattern in any way are not recognised")
    func others() {
        let matcher = TemporaryName(base: "profile.json")
        for name in [
            ".profile.json.0123abcd.tmp", ".profile.json.0123ABCD.tmp", ".profile.json.0123abc.tmp",
            "profile.json.0123abcd.tmp", ".profile.json.0123abcd.tmpx",
            ".profile.json.0123abcg.tmp",
        ] {
            #expect(
                matcher.matches(Array(name.utf8)) == (name == ".profile.json.0123abcd.tmp"),
                "\(name)")
        }
    }
}
