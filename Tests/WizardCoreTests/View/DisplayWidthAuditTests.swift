import Glibc
import TestSupport
import Testing

@testable import WizardText

/// Wizard's width of every scalar against glibc's `wcwidth` in the C.UTF-8 locale, the width
/// tmux and the terminals that ask the C library give: they must agree for every scalar
/// glibc knows but the differences docs/architecture.md (Display width) lists and justifies.
@Suite("Display width against glibc's wcwidth", .timeLimit(.minutes(5)))
struct DisplayWidthAuditTests {
    /// Each difference kept: the scalars, glibc's width and wizard's. Every one must still
    /// differ, so the list says what wizard does, not what it once did.
    static let differences: [(scalars: ClosedRange<UInt32>, glibc: Int, wizard: Int)] = [
        // Regional indicators: emoji presentation; a lone one is a flag cut in half.
        (0x1F1E6...0x1F1FF, 1, 2)
    ]

    /// Whether the glibc the table was generated from is here with its C.UTF-8 locale.
    static let glibcIsHere = GlibcWidth.load().map { $0.release == terminalWidthSource } ?? false

    @Test(
        "every scalar glibc knows is as wide as its wcwidth says, one by one and in a string, but the listed differences",
        .enabled(
            if: Prerequisite.runs(when: glibcIsHere),
            "needs glibc \(terminalWidthSource) and its C.UTF-8 locale"))
    func everyScalar() {
        guard let glibc = GlibcWidth.load() else {
            Prerequisite.require(false, "glibc's C.UTF-8 locale (Debian's libc-bin has it)")
            return
        }
        guard glibc.release == terminalWidthSource else {
            Prerequisite.require(
                false,
                "glibc \(terminalWidthSource), which the table was generated from (this is "
                    + "\(glibc.release): run Scripts/generate-width-table)")
            return
        }
        var differing: [UInt32: (glibc: Int32, wizard: Int)] = [:]
        var staleTable: [String] = []
        var inconsistent: [String] = []
        glibc.forEachWidth { scalar, glibcWidth in
            let character = Character(scalar).displayWidth
            let string = String(scalar).displayWidth
            // The short way gives what the table does.
            let standalone = scalar.standaloneWidth ?? scalar.tableColumns
            if string != character || standalone != scalar.tableColumns {
                inconsistent.append(Self.describe(scalar.value, glibcWidth, character, string))
            }
            if scalar.terminalWidthClass != (glibcWidth < 0 ? 3 : UInt32(glibcWidth)) {
                staleTable.append(Self.describe(scalar.value, glibcWidth, character, string))
            }
            if glibcWidth >= 0 && character != glibcWidth {
                differing[scalar.value] = (glibcWidth, character)
            }
        }
        #expect(staleTable.isEmpty, "the table is not glibc's: \(staleTable.prefix(20))")
        #expect(inconsistent.isEmpty, "widths that disagree: \(inconsistent.prefix(20))")
        let unlisted = differing.keys.sorted().filter { value in
            !Self.differences.contains { $0.scalars.contains(value) }
        }
        let shown = unlisted.prefix(20).map { value in
            Self.describe(value, differing[value]!.glibc, differing[value]!.wizard, nil)
        }
        #expect(unlisted.isEmpty, "\(unlisted.count) differences not listed: \(shown)")
        for listed in Self.differences {
            for value in listed.scalars {
                let found = differing[value]
                #expect(
                    found?.glibc == Int32(listed.glibc) && found?.wizard == listed.wizard,
                    "listed, no longer so: U+\(String(value, radix: 16, uppercase: true))")
            }
        }
    }

    static func describe(_ value: UInt32, _ glibc: Int32, _ character: Int, _ string: Int?)
        -> String
    {
        "U+\(String(value, radix: 16, uppercase: true)): glibc \(glibc), character \(character)"
            + (string.map { ", string \($0)" } ?? "")
    }
}

/// glibc's `wcwidth` in the C.UTF-8 locale, looked up through the dynamic linker: Swift's
/// Glibc module leaves the X/Open wide-character functions out.
struct GlibcWidth {
    /// glibc's release, such as `2.36`.
    let release: String
    private let wcwidth: @convention(c) (wchar_t) -> Int32

    /// glibc's functions, or `nil` when its C.UTF-8 locale is missing.
    static func load() -> GlibcWidth? {
        typealias Release = @convention(c) () -> UnsafePointer<CChar>
        guard let wcwidth = dlsym(nil, "wcwidth"), let release = dlsym(nil, "gnu_get_libc_version"),
            let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
        else { return nil }
        freelocale(locale)
        return GlibcWidth(
            release: String(cString: unsafeBitCast(release, to: Release.self)()),
            wcwidth: unsafeBitCast(wcwidth, to: (@convention(c) (wchar_t) -> Int32).self))
    }

    /// Calls `body` with every scalar, U+0000 to U+10FFFF, and its `wcwidth` after
    /// `LC_CTYPE` is set to C.UTF-8. The locale is set for this thread alone (`uselocale`),
    /// as `setlocale` would set it for the process, where other tests run meanwhile; `body`
    /// runs on this thread.
    func forEachWidth(_ body: (Unicode.Scalar, Int32) -> Void) {
        guard let locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else { return }
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            // Unicode.Scalar(value) is nil for a surrogate.
            if let scalar = Unicode.Scalar(value) { body(scalar, wcwidth(wchar_t(value))) }
            value += 1
        }
    }
}
