import TestSupport
import Testing
import WizardCore
import WizardText

/// debconf's protocol as a question source, through the one loop every command runs
/// (``QuestionRun``) and plain mode's dialogue: a peer that speaks as tzdata's config does,
/// reacting to each reply, Back to the area included.
@Suite("debconf: a question source", .timeLimit(.minutes(5)))
struct DebconfSourceTests {
    /// A peer that writes what tzdata's config makes debconf write: the area, then the
    /// area's zones; on `30` from the zones' `GO`, the area again.
    struct TzdataPeer: DebconfPeer {
        typealias Failure = Never
        static let zones = ["Europe": "Berlin, Lisbon", "Asia": "Seoul, Tokyo"]
        var pending: [String] = ["CAPB backup", "CAPB"] + Self.area
        var sent: [String] = []
        var written: [String] = []
        var area = ""

        static let area = [
            "DATA tzdata/Areas type select", "DATA tzdata/Areas description Geographic area:",
            "DATA tzdata/Areas choices Europe, Asia", "INPUT high tzdata/Areas", "GO",
        ]

        mutating func readLine() -> [UInt8]? {
            guard !pending.isEmpty else { return nil }
            sent.append(pending.removeFirst())
            return Array(sent[sent.count - 1].utf8) + [0x0A]
        }

        mutating func write(_ reply: DebconfReply, in conversation: DebconfConversation) {
            written.append(reply.line)
            switch (sent.last, reply.line) {
            case ("GO", "30 backup"):
                pending = Self.area
            case ("GO", _):
                pending = [area.isEmpty ? "GET tzdata/Areas" : "GET tzdata/Zones/\(area)"]
            case ("GET tzdata/Areas", let line):
                area = String(line.dropFirst(2))
                let tag = "tzdata/Zones/\(area)"
                pending = [
                    "DATA \(tag) type select", "DATA \(tag) description Time zone:",
                    "DATA \(tag) choices \(Self.zones[area] ?? "")", "INPUT high \(tag)", "GO",
                ]
            default:
                break
            }
            if reply.line == "30 backup" { area = "" }
        }
    }

    @Test("plain mode: area, zone, back to the area, another area and its zone")
    func plainBack() throws {
        var source = DebconfSource(peer: TzdataPeer())
        var lines = ["Europe", ":back", "Asia", "seoul"][...]
        var batches = 0
        let last = try QuestionRun.run(&source, answering: Session.Answering(), language: .english)
        { session in
            batches += 1
            var dialogue = PlainDialogue(
                session: session, language: .english, idleLimit: nil, glyphs: .unicode)
            var turn = dialogue.start()
            while case .read = turn.next, let line = lines.popFirst() {
                turn = dialogue.take(.line(line))
            }
            session = dialogue.session
        }
        #expect(batches == 4)
        #expect(lines.isEmpty)
        #expect(last?.answers == ["tzdata/Zones/Asia": .choice("Seoul")])
        let peer = source.peer
        #expect(
            peer.written.filter { $0 != "0" } == [
                "0 backup", "0 backup", "0 question will be asked", "0 ok", "0 Europe",
                "0 question will be asked", "30 backup", "0 question will be asked", "0 ok",
                "0 Asia", "0 question will be asked", "0 ok", "0 Seoul",
            ])
        #expect(source.conversation.questions["tzdata/Areas"]?.value == "Asia")
    }

    /// A peer that writes `lines`, then closes its end, keeping each reply.
    struct LinesPeer: DebconfPeer {
        typealias Failure = Never
        var lines: [[UInt8]]
        var written: [DebconfReply] = []

        mutating func readLine() -> [UInt8]? { lines.isEmpty ? nil : lines.removeFirst() }

        mutating func write(_ reply: DebconfReply, in conversation: DebconfConversation) {
            written.append(reply)
        }
    }

    @Test("a malformed peer gets an error reply for each bad line, and the run goes on to its end")
    func malformedPeer() throws {
        let lines: [[UInt8]] = [
            Array("CAPB backup".utf8), [0xFF, 0xFE], Array("BOGUS".utf8),
            Array(repeating: 0x41, count: DebconfCommand.lineByteLimit + 1),
            Array("DATA q type string".utf8), Array("INPUT high q".utf8), Array("GO".utf8),
            Array("GET q".utf8),
        ]
        var source = DebconfSource(peer: LinesPeer(lines: lines))
        _ = try QuestionRun.run(&source, answering: Session.Answering(), language: .english) {
            session in
            try? session.submit(.line("typed"))
        }
        #expect(
            source.peer.written.map(\.line) == [
                "0 backup", "20 line is not UTF-8", "20 Unsupported command \"BOGUS\"",
                "20 line longer than 1048576 bytes", "0", "0 question will be asked", "0 ok",
                "0 typed",
            ])
        #expect(
            source.peer.written.compactMap(\.problem) == [
                .notUTF8, .unknownCommand("BOGUS"), .lineTooLong,
            ])
    }

    @Test("random conversations never trap, and every reply is one line with a known status")
    func randomConversations() {
        var random = SeededRandom(environmentOr: 34_002)
        let tags = ["a", "b", "c", "d"]
        let types = DebconfType.allCases.map(\.rawValue) + ["bogus"]
        let values = ["", "x", "a, b", "true", "c\\, d, e", "${v}", "\\n", "1"]
        for _ in 0..<300 {
            var conversation = DebconfConversation()
            for _ in 0..<40 {
                func pick(_ words: [String]) -> String {
                    words[Int.random(in: 0..<words.count, using: &random)]
                }
                let line =
                    switch Int.random(in: 0..<8, using: &random) {
                    case 0: "DATA \(pick(tags)) type \(pick(types))"
                    case 1: "DATA \(pick(tags)) choices \(pick(values)), \(pick(values))"
                    case 2: "SET \(pick(tags)) \(pick(values))"
                    case 3: "SUBST \(pick(tags)) v \(pick(values))"
                    case 4, 5: "INPUT high \(pick(tags))"
                    case 6: "GET \(pick(tags))"
                    default: pick(["GO", "CAPB backup", "TITLE t", "PROGRESS START 0 1 a"])
                    }
                switch conversation.take(line: Array(line.utf8)) {
                case .reply(let reply):
                    #expect(!reply.line.contains("\n"))
                    #expect(DebconfStatus.allCases.contains(reply.status))
                case .ask(let batch):
                    var session = batch.session(answering: Session.Answering(), language: .english)
                    var moves = 0
                    while !session.isComplete, moves < 20 {
                        moves += 1
                        if Int.random(in: 0..<5, using: &random) == 0 {
                            session.goBack()
                        } else {
                            try? session.submit(.line(pick(values + ["1", "2", "y", "-"])))
                        }
                    }
                    let outcome: BatchOutcome =
                        session.leftBackward ? .wentBack : .answered(session)
                    #expect(conversation.finish(outcome).line.first != nil)
                }
            }
        }
    }
}
