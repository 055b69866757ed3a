import FuzzSupport
import Glibc
import WizardIO

/// Checks `LineSource` on one fuzzer input, read through a pipe as piped answers are, trapping
/// when it disagrees with `referenceLines(_:)`: the same lines, then the same error or the
/// same end. So it never returns more bytes than it was given, never crashes, and reports
/// invalid UTF-8 and over-long lines as errors naming the right line.
///
/// Input: the bytes to pipe in, repeated past the line limit when the input `isLong`.
func checkLineSource(_ input: FuzzInput) {
    let stream = input.body(reaching: LineSource.lineLimit + 2)
    let expected = referenceLines(stream)

    let descriptor = pipeHolding(stream)
    defer { close(descriptor) }
    let source = LineSource(descriptor: descriptor)
    var lines: [String] = []
    var failure: InputError?
    do {
        while let line = try source.nextLine() {
            lines.append(line)
            precondition(source.lineNumber == lines.count, "lineNumber does not count lines")
        }
    } catch {
        failure = error
    }
    precondition(
        lines.reduce(0) { $0 + $1.utf8.count } <= stream.count, "returned more than was given")
    precondition(lines == expected.lines, "lines differ from the reference")
    precondition(failure == expected.failure, "the error differs from the reference")
}

/// The contract, written as plainly as possible: lines end at LF, and the input's end ends
/// the last line if it has no LF; one CR before a line's end and a UTF-8 byte-order mark at
/// the start of the first line are dropped. A line of more than `LineSource.lineLimit` bytes
/// (its CR counted) or one that is not UTF-8 stops the reading with an error naming it.
private func referenceLines(_ stream: [UInt8]) -> (lines: [String], failure: InputError?) {
    var pieces = stream.split(separator: 0x0A, omittingEmptySubsequences: false)
    if stream.last == 0x0A || stream.isEmpty { pieces.removeLast() }
    var lines: [String] = []
    for (index, piece) in pieces.enumerated() {
        let number = index + 1
        guard piece.count <= LineSource.lineLimit else {
            return (lines, .lineTooLong(line: number, limit: LineSource.lineLimit))
        }
        var bytes = piece
        if bytes.last == 0x0D { bytes.removeLast() }
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            return (lines, .invalidUTF8(line: number))
        }
        lines.append(line)
    }
    return (lines, nil)
}

/// The read end of a pipe that holds `bytes` and whose write end is closed, so that reading
/// it gives the bytes and then end of input, as `printf ... | wizard` does.
private func pipeHolding(_ bytes: [UInt8]) -> Int32 {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0, "pipe failed")
    // F_SETPIPE_SZ (Linux, not exported by Glibc's module): a pipe holds 64 KiB by default,
    // and nothing reads it until the whole input is in.
    let setPipeSize: Int32 = 1031
    if bytes.count > 65536 {
        precondition(fcntl(ends[1], setPipeSize, Int32(bytes.count)) >= 0, "F_SETPIPE_SZ failed")
    }
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        precondition(count > 0, "write to the pipe failed")
        written += count
    }
    close(ends[1])
    return ends[0]
}
