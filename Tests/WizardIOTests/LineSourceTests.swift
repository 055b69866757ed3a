import Glibc
import TestSupport
import Testing

@testable import WizardIO

/// A line source reading a file that holds `bytes`.
private func lines(from bytes: [UInt8]) -> LineSource {
    let directory = TemporaryDirectory()
    let path = directory.file("input")
    Files.write(bytes, to: path)
    // The open descriptor keeps the data readable after the directory is removed.
    return LineSource(descriptor: open(path, O_RDONLY | O_CLOEXEC))
}

private func allLines(_ source: LineSource) throws -> [String] {
    var result: [String] = []
    while let line = try source.nextLine() { result.append(line) }
    return result
}

@Suite("Line source", .timeLimit(.minutes(5)))
struct LineSourceTests {
    @Test("LF, CRLF and a missing final newline all end lines")
    func lineEnds() throws {
        #expect(
            try allLines(lines(from: Array("Alice\n30\nfemale\n".utf8))) == [
                "Alice", "30", "female",
            ])
        #expect(
            try allLines(lines(from: Array("Alice\r\n30\r\nfemale\r\n".utf8))) == [
                "Alice", "30", "female",
            ])
        #expect(
            try allLines(lines(from: Array("Alice\n30\nfemale".utf8))) == ["Alice", "30", "female"])
        #expect(try allLines(lines(from: Array("\n\n".utf8))) == ["", ""])
        #expect(try allLines(lines(from: [])) == [])
    }

    @Test("a UTF-8 byte-order mark at the start is dropped, elsewhere kept")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("김철\n\u{FEFF}x\n".utf8)
        #expect(try allLines(lines(from: bytes)) == ["김철", "\u{FEFF}x"])
    }

    @Test("invalid UTF-8 is an error naming the line")
    func invalidUTF8() throws {
        let source = lines(from: Array("Alice\n".utf8) + [0x66, 0xFF, 0x0A])
        #expect(try source.nextLine() == "Alice")
        #expect(throws: InputError.invalidUTF8(line: 2)) { try source.nextLine() }
    }

    @Test("one source hands out successive lines across many reads, losing none")
    func sharedBuffer() throws {
        let count = 5000
        let text = (1...count).map { "answer \($0)\n" }.joined()
        let source = lines(from: Array(text.utf8))
        for number in 1...count {
            #expect(try source.nextLine() == "answer \(number)")
        }
        #expect(try source.nextLine() == nil)
        #expect(source.lineNumber == count)
    }

    @Test("a line longer than the limit is refused without buffering the rest")
    func tooLong() throws {
        let source = lines(from: Array(repeating: 0x61, count: LineSource.lineLimit + 10))
        #expect(throws: InputError.lineTooLong(line: 1, limit: LineSource.lineLimit)) {
            try source.nextLine()
        }
    }

    @Test("a line's bytes are cleared once it is taken, the lines not yet taken kept")
    func takenLinesCleared() throws {
        let source = lines(from: Array("alice\nhunter2-secret\nfemale\n".utf8))
        #expect(try source.nextLine() == "alice")
        #expect(!source.storageHolds(Array("alice".utf8)))
        #expect(source.storageHolds(Array("hunter2-secret".utf8)))
        #expect(try source.nextLine() == "hunter2-secret")
        #expect(!source.storageHolds(Array("hunter2-secret".utf8)))
        #expect(source.storageHolds(Array("female".utf8)))
    }

    @Test("bytes moved to the buffer's start leave no copy behind, line by line from a pipe")
    func movedBytesCleared() throws {
        // A pipe gives what was written so far: the secret arrives in two reads, after a
        // first line that is taken, so its start is moved before the second read, which is
        // shorter than the place the start was moved from.
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let source = LineSource(descriptor: ends[0])
        let first = Array("alice\nsecret-pass".utf8)
        #expect(write(ends[1], first, first.count) == first.count)
        #expect(try source.nextLine() == "alice")
        let rest = Array("x\n".utf8)
        #expect(write(ends[1], rest, rest.count) == rest.count)
        close(ends[1])
        #expect(try source.nextLine() == "secret-passx")
        #expect(!source.storageHolds(Array("secret".utf8)))
        #expect(!source.storageHolds(Array("pass".utf8)))
        #expect(try source.nextLine() == nil)
    }
}
