import Testing
import WizardCore

/// The texts of debconf's questions as debconf itself reads them: the `\n` escape of
/// `Passthrough.pm`, `choices_split` and `_expand_vars` of `Question.pm`, and extended
/// descriptions as `Template.pm` stores them, shown by wizard's description rules.
@Suite("debconf: escapes, choices, variables, descriptions", .timeLimit(.minutes(5)))
struct DebconfTextTests {
    @Test("a backslash and n is a line feed, left to right; nothing else is an escape")
    func escapes() {
        #expect(DebconfEscapes.unescapingLineFeeds("a\\nb") == "a\nb")
        #expect(DebconfEscapes.unescapingLineFeeds("a\\\\nb") == "a\\\nb")
        #expect(DebconfEscapes.unescapingLineFeeds("a\\tb\\") == "a\\tb\\")
        #expect(DebconfEscapes.unescapingLineFeeds("\\n\\n") == "\n\n")
        #expect(DebconfEscapes.escapingLineFeeds("a\nb\\") == "a\\nb\\")
        #expect(DebconfReply(.success, "one\ntwo").line == "0 one\\ntwo")
    }

    @Test("choices split as choices_split: ', ' separates, '\\,' is a comma, a bare comma is part")
    func choices() {
        #expect(
            DebconfChoices.split("Africa, Americas, None of the above") == [
                "Africa", "Americas", "None of the above",
            ])
        #expect(DebconfChoices.split("a\\, b, c") == ["a, b", "c"])
        #expect(DebconfChoices.split("1,5 mm, 2,5 mm") == ["1,5 mm", "2,5 mm"])
        #expect(DebconfChoices.split("a,   b,\tc,\nd") == ["a", "b", "c", "d"])
        #expect(DebconfChoices.split("a\\ b") == ["a b"])
        #expect(DebconfChoices.split("a, , b") == ["a", "", "b"])
        #expect(DebconfChoices.split("a, b, ") == ["a", "b"])
        #expect(DebconfChoices.split("") == [])
        #expect(DebconfChoices.split("back\\slash") == ["back\\slash"])
    }

    @Test("a multiselect's value: joined and split by ', ', as Passthrough.pm does")
    func multiselectValue() {
        #expect(
            DebconfChoices.joined(["en_US.UTF-8 UTF-8", "de_DE.UTF-8 UTF-8"])
                == "en_US.UTF-8 UTF-8, de_DE.UTF-8 UTF-8")
        #expect(DebconfChoices.joined([]) == "")
        #expect(DebconfChoices.parts(ofValue: "a, b,c") == ["a", "b,c"])
        #expect(DebconfChoices.parts(ofValue: "") == [])
    }

    @Test("variables filled in as _expand_vars fills them; an unknown one stays as written")
    func variables() {
        let values = ["pkg": "postfix", "empty": "", "loop": "${pkg}", "two words": "x"]
        #expect(
            DebconfVariables.expanding("Configure ${pkg} now", values) == "Configure postfix now")
        #expect(DebconfVariables.expanding("${pkg}${pkg}", values) == "postfixpostfix")
        #expect(DebconfVariables.expanding("[${empty}]", values) == "[]")
        #expect(DebconfVariables.expanding("${unknown} ${pkg}", values) == "${unknown} postfix")
        #expect(DebconfVariables.expanding("\\${pkg}", values) == "${pkg}")
        // A value is put in as it is: not expanded again.
        #expect(DebconfVariables.expanding("${loop}", values) == "${pkg}")
        #expect(DebconfVariables.expanding("${two words}", values) == "x")
        #expect(
            DebconfVariables.expanding("${} ${a{b} $pkg ${pkg", values) == "${} ${a{b} $pkg ${pkg")
        #expect(DebconfVariables.expanding("${a${pkg}}", values) == "${apostfix}")
        #expect(DebconfVariables.expanding("é ${pkg} ü", values) == "é postfix ü")
    }

    @Test("extended descriptions as Template.pm stores them, in wizard's description rules")
    func extendedDescription() {
        // debconf/priority's, as debconf sends it (its `\n`s unescaped).
        let sent =
            "Debconf prioritizes the questions it asks you. Pick the lowest priority:\n"
            + "  - 'critical' only prompts you if the system might break.\n"
            + "    Pick it if you are a newbie, or in a hurry.\n"
            + " - 'high' is for rather important questions\n\n\n"
            + "Note that no matter what level you pick here, you will see every question."
        let text = DebconfDescription.text(sent)
        #expect(
            text
                == "Debconf prioritizes the questions it asks you. Pick the lowest priority:\n"
                + "   - 'critical' only prompts you if the system might break.\n"
                + "     Pick it if you are a newbie, or in a hurry.\n"
                + "  - 'high' is for rather important questions\n\n\n"
                + "Note that no matter what level you pick here, you will see every question.")
        #expect(
            DescriptionLayout.pieces(of: text ?? "") == [
                .prose("Debconf prioritizes the questions it asks you. Pick the lowest priority:"),
                .verbatim("   - 'critical' only prompts you if the system might break."),
                .verbatim("     Pick it if you are a newbie, or in a hurry."),
                .verbatim("  - 'high' is for rather important questions"),
                .gap,
                .prose(
                    "Note that no matter what level you pick here, you will see every question."),
            ])
        // A template line ` .` sent as written is a blank line.
        #expect(
            DescriptionLayout.pieces(of: DebconfDescription.text("One.\n .\nTwo.") ?? "")
                == [.prose("One."), .gap, .prose("Two.")])
        #expect(DebconfDescription.text("\n \n") == nil)
        #expect(DebconfDescription.text("\tcode") == "         code")
        #expect(
            DebconfDescription.text("bell\u{07} \u{1B}[31mred") == "bell\u{FFFD} \u{FFFD}[31mred")
    }

    @Test("a short description is one line: line feeds as spaces, unsafe characters replaced")
    func title() {
        #expect(DebconfDescription.title("Geographic area:") == "Geographic area:")
        #expect(DebconfDescription.title("  two\nlines ") == "two lines")
        #expect(DebconfDescription.title(" \n ") == nil)
        #expect(DebconfDescription.title("a\u{1B}b") == "a\u{FFFD}b")
    }
}
