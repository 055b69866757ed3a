import Testing
import WizardCore

/// The time a template's `POT-Creation-Date` writes, in UTC to the minute.
@Suite("PO timestamps", .timeLimit(.minutes(5)))
struct POTimestampTests {
    @Test(
        "seconds since the epoch as YYYY-MM-DD HH:MM+0000, leap days and centuries included",
        arguments: [
            (0, "1970-01-01 00:00+0000"), (59, "1970-01-01 00:00+0000"),
            (1_000_000_000, "2001-09-09 01:46+0000"), (951_782_400, "2000-02-29 00:00+0000"),
            (4_107_542_399, "2100-02-28 23:59+0000"), (4_107_542_400, "2100-03-01 00:00+0000"),
            (-1, "1969-12-31 23:59+0000"), (1_796_526_000, "2026-12-06 03:00+0000"),
        ] as [(Int64, String)])
    func text(seconds: Int64, expected: String) {
        #expect(POTimestamp.text(seconds: seconds) == expected)
    }
}
