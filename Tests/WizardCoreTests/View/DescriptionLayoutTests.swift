import Testing
import WizardCore

/// A step's description laid out: paragraphs, verbatim lines and prose (DescriptionLayout),
/// at a width and as lines for plain output.
@Suite("Descriptions laid out", .timeLimit(.minutes(5)))
struct DescriptionLayoutTests {
    /// postfix's question, as its template writes it.
    static let mailSetup = """
        Please choose the mail setup
        that fits your needs.

        No configuration:
          keeps the current setup unchanged.
        Internet site:
          sends and receives mail directly with SMTP.
        """

    @Test("a blank line parts paragraphs, two leading spaces keep a line, prose lines join")
    func pieces() {
        #expect(
            DescriptionLayout.pieces(of: Self.mailSetup) == [
                .prose("Please choose the mail setup that fits your needs."), .gap,
                .prose("No configuration:"), .verbatim("  keeps the current setup unchanged."),
                .prose("Internet site:"),
                .verbatim("  sends and receives mail directly with SMTP."),
            ])
    }

    @Test("blank lines of spaces count, runs of them are one break, those at the ends go")
    func blankLines() {
        #expect(
            DescriptionLayout.pieces(of: "\n \nOne\n\n   \n\nTwo\n\n")
                == [.prose("One"), .gap, .prose("Two")])
        #expect(DescriptionLayout.pieces(of: "").isEmpty)
        #expect(DescriptionLayout.pieces(of: "\n  \n").isEmpty)
        #expect(DescriptionLayout.rows(of: " \n", width: 20).isEmpty)
    }

    @Test("the spaces where prose lines join become one; a one-line text stays as written")
    func joins() {
        #expect(DescriptionLayout.pieces(of: "a   \n  b") == [.prose("a   "), .verbatim("  b")])
        #expect(DescriptionLayout.pieces(of: "a   \n b  \nc") == [.prose("a b c")])
        #expect(DescriptionLayout.pieces(of: " one  line ") == [.prose(" one  line ")])
        #expect(DescriptionLayout.pieces(of: "  $ make install") == [.verbatim("  $ make install")])
    }

    @Test("prose wraps to the width; verbatim lines that fit stay, spaces inside kept")
    func rows() {
        #expect(
            DescriptionLayout.rows(of: Self.mailSetup, width: 46) == [
                "Please choose the mail setup that fits your",
                "needs.",
                "",
                "No configuration:",
                "  keeps the current setup unchanged.",
                "Internet site:",
                "  sends and receives mail directly with SMTP.",
            ])
        #expect(
            DescriptionLayout.rows(of: "  a    b\n  c", width: 10) == ["  a    b", "  c"])
    }

    @Test("a verbatim line wider than the width wraps with its indent on every row")
    func longVerbatim() {
        #expect(
            DescriptionLayout.rows(
                of: "Run:\n    sudo apt-get install postfix mailutils", width: 20)
                == ["Run:", "    sudo apt-get", "    install postfix", "    mailutils"])
        // An indent of half the width or more keeps half of it, so that words keep room.
        #expect(
            DescriptionLayout.rows(
                of: String(repeating: " ", count: 12) + "abcdef ghijkl", width: 10)
                == ["     abcde", "     f", "     ghijk", "     l"])
        for width in 2...12 {
            let rows = DescriptionLayout.rows(
                of: "  " + String(repeating: "word ", count: 6) + "\n  가나다라마바사", width: width)
            #expect(rows.allSatisfy { $0.displayWidth <= width }, "width \(width): \(rows)")
        }
    }

    @Test("wide characters and emoji wrap by their columns")
    func wideCharacters() {
        #expect(
            DescriptionLayout.rows(of: "메일 설정을 고르세요 🙂\n  인터넷 사이트", width: 12) == [
                "메일 설정을", "고르세요 🙂", "  인터넷", "  사이트",
            ])
    }

    @Test(
        "plain lines: one per prose piece, verbatim lines as written, an empty line between paragraphs"
    )
    func plainLines() {
        #expect(
            DescriptionLayout.lines(of: Self.mailSetup) == [
                "Please choose the mail setup that fits your needs.", "",
                "No configuration:", "  keeps the current setup unchanged.", "Internet site:",
                "  sends and receives mail directly with SMTP.",
            ])
    }
}
