import Testing

@testable import WizardCore

/// Texts and numbers as whiptail and dialog read them from a command line. Each case was
/// first seen on the real program (its box drawn at a tmux terminal); what it drew is in
/// the comments.
@Suite("whiptail and dialog: texts and numbers", .timeLimit(.minutes(5)))
struct BoxTextTests {
    @Test("whiptail: each \\n a line feed, left to right; nothing else an escape")
    func whiptail() {
        #expect(BoxText.whiptail("a\\nb") == "a\nb")
        // `a\nb\\nc\td` drew `a`, `b\`, `c\td`.
        #expect(BoxText.whiptail("a\\nb\\\\nc\\td") == "a\nb\\\nc\\td")
        #expect(BoxText.whiptail("end\\") == "end\\")
        #expect(BoxText.whiptail("\\n\\n") == "\n\n")
        #expect(BoxText.whiptail("real\nline") == "real\nline")
        #expect(BoxText.whiptail("é\\nü") == "é\nü")
    }

    @Test("dialog: the whitespace table of dialog(1), as dlg_trim_string applies it")
    func dialog() {
        let standard = BoxText.Whitespace()
        // `"  hi    there<TAB>tab  end"` drew ` hi there tab end`.
        #expect(BoxText.dialogPrompt("  hi    there\ttab  end", standard) == " hi there tab end")
        // `"line1<LF>   line2"` drew `line1` and ` line2`: line feeds kept, blanks collapsed.
        #expect(BoxText.dialogPrompt("line1\n   line2", standard) == "line1\n line2")
        // `"a   b\nc<LF>d"` drew `a   b` and `c d`: with \n, line feeds are spaces and
        // blanks are kept.
        #expect(BoxText.dialogPrompt("a   b\\nc\nd", standard) == "a   b\nc d")
        // A line feed written just after \n (blanks between) is dropped.
        #expect(BoxText.dialogPrompt("a\\n  \nb", standard) == "a\nb")
        var crWrap = standard
        crWrap.keepsLineFeeds = true
        // `--cr-wrap "line1<LF>   line2    x"` drew `line1` and ` line2 x`.
        #expect(BoxText.dialogPrompt("line1\n   line2    x", crWrap) == "line1\n line2 x")
        #expect(BoxText.dialogPrompt("a\\nb\nc", crWrap) == "a\nb\nc")
        var noCollapse = standard
        noCollapse.keepsBlanks = true
        #expect(BoxText.dialogPrompt("  hi    there\ttab", noCollapse) == "  hi    there\ttab")
        var noExpand = standard
        noExpand.keepsBackslashN = true
        // `--no-nl-expand "a\nb   c"` drew `a\nb c`.
        #expect(BoxText.dialogPrompt("a\\nb   c", noExpand) == "a\\nb c")
        var trim = standard
        trim.trims = true
        // `--trim "   hi   x<LF>  y"` drew ` hi x y`.
        #expect(BoxText.dialogPrompt("   hi   x\n  y", trim) == " hi x y")
        var trimWrap = trim
        trimWrap.keepsLineFeeds = true
        #expect(BoxText.dialogPrompt("a  \nb", trimWrap) == "a \nb")
        #expect(BoxText.dialogPrompt("", standard) == "")
        #expect(BoxText.dialogPrompt("ünï  cödé", standard) == "ünï cödé")
    }

    @Test("dialog's --colors: each \\Z and the character after it dropped")
    func colors() {
        // `--colors "\Z1red\Zn \Zbbold\ZB \Zx \\Z1"` drew `red bold  \`.
        #expect(
            BoxText.droppingColorCodes("\\Z1red\\Zn \\Zbbold\\ZB \\Zx \\\\Z1") == "red bold  \\")
        #expect(BoxText.droppingColorCodes("no codes") == "no codes")
        #expect(BoxText.droppingColorCodes("\\Zé!") == "!")
    }

    @Test("shown texts: line feeds kept in a description, tabs to columns, controls as U+FFFD")
    func shown() {
        #expect(BoxText.shownText("a\tb\n\u{1B}[2J") == "a       b\n\u{FFFD}[2J")
        #expect(BoxText.shownText("12345678\tx") == "12345678        x")
        #expect(BoxText.shownLine("a\nb\tc\u{7F}") == "a b c\u{FFFD}")
        #expect(BoxText.shownFile("one\n\n  two") == "  one\n\n    two")
    }

    @Test("numbers as strtol reads them whole: white space, a sign, digits, nothing after")
    func numbers() {
        #expect(BoxNumber("42")?.value == 42)
        #expect(BoxNumber("")?.value == 0)
        #expect(BoxNumber(" \t7")?.value == 7)
        #expect(BoxNumber("+4")?.value == 4)
        #expect(BoxNumber("-3")?.value == -3)
        #expect(BoxNumber("7 ") == nil)
        #expect(BoxNumber(" ") == nil)
        #expect(BoxNumber("-") == nil)
        #expect(BoxNumber("4x") == nil)
        #expect(BoxNumber("0x10") == nil)
        #expect(BoxNumber("0x10", base: .prefixed)?.value == 16)
        #expect(BoxNumber("010", base: .prefixed)?.value == 8)
        #expect(BoxNumber("08", base: .prefixed) == nil)
        #expect(BoxNumber("0x", base: .prefixed) == nil)
        #expect(BoxNumber("0", base: .prefixed)?.value == 0)
        let huge = BoxNumber("99999999999999999999999")
        #expect(huge?.value == Int.max)
        #expect(huge?.isClamped == true)
        #expect(BoxNumber("-99999999999999999999999")?.value == Int.min)
        #expect(BoxNumber("99999999999")?.fitsInt32 == false)
        #expect(BoxNumber("-1")?.exitStatus == 255)
        #expect(BoxNumber("300")?.exitStatus == 44)
        #expect(BoxNumber("٣") == nil)
    }
}
