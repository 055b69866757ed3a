import Testing
import WizardCore
import WizardText

/// A conversation as a configuration script speaks it through debconf: the lines of
/// tzdata's config (`/var/lib/dpkg/info/tzdata.config`) made debconf 1.5.82's
/// Passthrough frontend write, and each command's reply.
@Suite("debconf: the conversation", .timeLimit(.minutes(5)))
struct DebconfConversationTests {
    /// The lines tzdata's real config script made debconf write, Zones cut short.
    static let areaLines = [
        "DATA tzdata/Areas type select",
        "DATA tzdata/Areas description Geographic area:",
        "DATA tzdata/Areas extended_description Please select the geographic area in which you live. Subsequent configuration questions will narrow this down by presenting a list of cities, representing the time zones in which they are located.",
        "DATA tzdata/Areas choices Africa, Americas, Antarctica, Arctic Ocean, Asia, Atlantic Ocean, Australia, Europe, Indian Ocean, Pacific Ocean, US, None of the above",
        "SET tzdata/Areas None of the above",
        "INPUT high tzdata/Areas",
    ]
    static let zoneLines = [
        "DATA tzdata/Zones/Europe type select",
        "DATA tzdata/Zones/Europe description Time zone:",
        "DATA tzdata/Zones/Europe extended_description Please select the city or region corresponding to your time zone.",
        "DATA tzdata/Zones/Europe choices Amsterdam, Andorra, Athens, Berlin, Büsingen, Kyiv, Lisbon",
        "INPUT high tzdata/Zones/Europe",
    ]

    @Test("tzdata's config: CAPB, the area's DATA, SET, INPUT, GO, GET, then the zone's")
    func tzdata() throws {
        let script = DebconfScript()
        #expect(script.replies("CAPB backup", "CAPB") == ["0 backup", "0 backup"])
        #expect(script.conversation.backupDeclared)
        #expect(
            script.replies(
                Self.areaLines[0], Self.areaLines[1], Self.areaLines[2], Self.areaLines[3],
                Self.areaLines[4], Self.areaLines[5])
                == ["0", "0", "0", "0", "0 value set", "0 question will be asked"])
        let batch = try #require(script.go())
        #expect(batch.backsOut)
        let step = try #require(batch.flow.steps.first)
        #expect(batch.flow.steps.count == 1)
        #expect(step.id == "tzdata/Areas")
        #expect(step.title(.english) == "Geographic area:")
        #expect(step.text?(.english).hasPrefix("Please select the geographic area") == true)
        #expect(type(of: step.kind).formatName == "picker")
        #expect(batch.stored["tzdata/Areas"] == .choice("None of the above"))
        #expect(
            step.question?.answerDomain.contains(.string("Arctic Ocean")) == true
                && step.question?.answerDomain.contains(.string("Etc")) == false)
        // The batch is being asked: a line now is refused.
        #expect(script.reply("GET tzdata/Areas").hasPrefix("100 "))
        var session = batch.session(answering: Session.Answering(), language: .english)
        try session.submit(.line("Europe"))
        #expect(script.conversation.finish(.answered(session)).line == "0 ok")
        #expect(script.reply("GET tzdata/Areas") == "0 Europe")

        for line in Self.zoneLines { #expect(script.reply(line).hasPrefix("0")) }
        #expect(script.go(answering: ["berlin"]) == "0 ok")
        #expect(script.reply("GET tzdata/Zones/Europe") == "0 Berlin")
    }

    @Test("an empty line takes the value SET; GET gives it as sent")
    func defaultFromSet() {
        let script = DebconfScript()
        _ = script.replies("CAPB backup")
        for line in Self.areaLines { _ = script.reply(line) }
        #expect(script.go(answering: [""]) == "0 ok")
        #expect(script.reply("GET tzdata/Areas") == "0 None of the above")
    }

    @Test("Back from a batch's first question is 30 with backup, and changes no value")
    func backWithBackup() {
        let script = DebconfScript()
        _ = script.replies("CAPB backup")
        for line in Self.areaLines { _ = script.reply(line) }
        #expect(script.go(answering: ["Asia"]) == "0 ok")
        for line in Self.zoneLines { _ = script.reply(line) }
        _ = script.reply("SET tzdata/Zones/Europe Lisbon")
        #expect(script.go(answering: ["<back>"]) == "30 backup")
        #expect(script.reply("GET tzdata/Zones/Europe") == "0 Lisbon")
        #expect(script.reply("GET tzdata/Areas") == "0 Asia")
    }

    @Test("without backup a batch has no Back from its first question, and GO is 0 ok")
    func backWithoutBackup() throws {
        let script = DebconfScript()
        // The peer asks for wizard's capabilities but declares none.
        #expect(script.reply("CAPB") == "0 backup")
        #expect(!script.conversation.backupDeclared)
        for line in Self.areaLines { _ = script.reply(line) }
        let batch = try #require(script.go())
        #expect(!batch.backsOut)
        var session = batch.session(answering: Session.Answering(), language: .english)
        #expect(!session.canGoBack)
        let moved = session.goBack()
        #expect(!moved)
        try session.submit(.line("US"))
        #expect(script.conversation.finish(.answered(session)).line == "0 ok")
        #expect(script.reply("GET tzdata/Areas") == "0 US")
        // Were a batch to end backwards all the same, GO would not say 30 to this peer.
        for line in Self.zoneLines { _ = script.reply(line) }
        #expect(script.go() != nil)
        #expect(script.conversation.finish(.wentBack).line == "0 ok")
    }

    @Test("INPUT of an unknown question is 10; of one already queued 30, asked once")
    func inputs() throws {
        let script = DebconfScript()
        #expect(script.reply("INPUT high nobody/asked") == "10 \"nobody/asked\" doesn't exist")
        // SET alone describes nothing: without a type it cannot be asked.
        _ = script.reply("SET only/value x")
        #expect(script.reply("INPUT high only/value").hasPrefix("10 "))
        #expect(script.reply("GET only/value").hasPrefix("10 "))
        for line in Self.areaLines { _ = script.reply(line) }
        #expect(script.reply("INPUT low tzdata/Areas") == "30 question skipped")
        let batch = try #require(script.go())
        #expect(batch.flow.steps.map(\.id) == ["tzdata/Areas"])
    }

    @Test("GO with nothing queued, or only what is passed over, is 0 ok at once")
    func emptyGo() {
        let script = DebconfScript()
        #expect(script.go() == nil)
        #expect(script.goReply == "0 ok")
        // A select of one choice, as debconf's own frontends pass it over.
        _ = script.replies(
            "DATA one/choice type select", "DATA one/choice choices Only", "SET one/choice Only",
            "INPUT high one/choice")
        #expect(script.go() == nil)
        #expect(script.goReply == "0 ok")
        #expect(script.reply("GET one/choice") == "0 Only")
        // The queue is empty after a GO.
        #expect(script.go() == nil)
    }

    @Test("a batch of 999 questions is asked; 1000 are refused with 100, the values kept")
    func questionLimit() throws {
        let script = DebconfScript()
        for number in 0..<1000 {
            _ = script.replies("DATA q/\(number) type string", "SET q/\(number) v\(number)")
        }
        for number in 0..<999 { _ = script.reply("INPUT high q/\(number)") }
        let batch = try #require(script.go())
        #expect(batch.flow.steps.count == 999)
        var session = batch.session(answering: Session.Answering(), language: .english)
        for _ in 0..<999 { try session.submit(.line("")) }
        #expect(script.conversation.finish(.answered(session)).line == "0 ok")
        for number in 0..<1000 { _ = script.reply("INPUT high q/\(number)") }
        #expect(script.go() == nil)
        #expect(script.goReply == "100 1000 questions in one GO; at most 999")
        #expect(script.reply("GET q/998") == "0 v998")
        // The refused queue is gone: the next GO asks nothing.
        #expect(script.go() == nil)
        #expect(script.goReply == "0 ok")
    }

    @Test("a list of 999 choices is asked; 1000 are refused with 100")
    func choiceLimit() throws {
        let script = DebconfScript()
        let many = (0..<1000).map { "c\($0)" }
        _ = script.replies(
            "DATA big/list type multiselect",
            "DATA big/list choices " + many.dropLast().joined(separator: ", "),
            "INPUT high big/list")
        #expect(script.go() != nil)
        _ = script.conversation.finish(.wentBack)
        _ = script.replies(
            "DATA big/list choices " + many.joined(separator: ", "), "INPUT high big/list")
        #expect(script.go() == nil)
        #expect(script.goReply == "100 \"big/list\" has 1000 choices; at most 999")
    }

    @Test("TITLE, SETTITLE and a title question set the frame's title")
    func titles() {
        let script = DebconfScript()
        #expect(script.reply("TITLE Configuring tzdata") == "0")
        #expect(script.conversation.title == "Configuring tzdata")
        _ = script.replies(
            "DATA pkg/title type title", "DATA pkg/title description Package ${name}",
            "SUBST pkg/title name postfix")
        #expect(script.reply("SETTITLE pkg/title") == "0")
        #expect(script.conversation.title == "Package postfix")
        _ = script.replies("TITLE Other", "INPUT medium pkg/title")
        #expect(script.go() == nil)
        #expect(script.goReply == "0 ok")
        #expect(script.conversation.title == "Package postfix")
        #expect(script.reply("SETTITLE no/such").hasPrefix("10 "))
    }

    @Test("PROGRESS: a bar between its bounds, its title and info from questions")
    func progress() throws {
        let script = DebconfScript()
        _ = script.replies(
            "DATA p/title type text", "DATA p/title description Installing",
            "DATA p/info type text", "DATA p/info description Unpacking…")
        #expect(script.reply("PROGRESS SET 3") == "0 OK")
        #expect(script.conversation.progress == nil)
        #expect(script.reply("PROGRESS START 10 0 p/title") == "20 min (10) > max (0)")
        #expect(script.reply("PROGRESS START 0 10 p/nothing").hasPrefix("10 "))
        #expect(script.reply("PROGRESS START 0 10 p/title") == "0 OK")
        #expect(
            script.replies("PROGRESS SET 4", "PROGRESS STEP 3", "PROGRESS INFO p/info") == [
                "0 OK", "0 OK", "0 OK",
            ])
        let bar = try #require(script.conversation.progress)
        #expect(bar.value == 7 && bar.title == "Installing" && bar.info == "Unpacking…")
        #expect(bar.fraction == 0.7)
        _ = script.replies("PROGRESS STEP \(Int.max)")
        #expect(script.conversation.progress?.value == 10)
        _ = script.replies("PROGRESS SET -5")
        #expect(script.conversation.progress?.value == 0)
        _ = script.reply("PROGRESS STOP")
        #expect(script.conversation.progress == nil)
    }

    @Test("a malformed line is a reply with its problem, and the conversation goes on")
    func malformedGoesOn() {
        var conversation = DebconfConversation()
        guard case .reply(let reply) = conversation.take(line: Array("FROB x".utf8)) else {
            Issue.record("FROB asked a batch")
            return
        }
        #expect(reply.line == "20 Unsupported command \"FROB\"")
        #expect(reply.problem == .unknownCommand("FROB"))
        guard case .reply(let next) = conversation.take(line: Array("CAPB backup".utf8)) else {
            Issue.record("CAPB asked a batch")
            return
        }
        #expect(next.line == "0 backup" && next.problem == nil)
    }
}
