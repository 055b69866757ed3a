import Glibc
import Testing

@testable import WizardIO

/// ``FileDescriptorSink`` keeps the first failed write, so that lost output is reported
/// (docs/exit-status.md, 74).
@Suite("File descriptor sink", .timeLimit(.minutes(5)))
struct FileDescriptorSinkTests {
    @Test("a write to a full device is kept as the failure; later writes are not tried")
    func fullDevice() {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        defer { close(full) }
        let sink = FileDescriptorSink(descriptor: full)
        #expect(sink.writeFailure == nil)
        sink.write("")
        #expect(sink.writeFailure == nil, "writing nothing cannot fail")
        sink.write("{\"signed_in\":true}\n")
        #expect(sink.writeFailure == SystemError("write", code: ENOSPC))
        sink.write("more")
        #expect(sink.writeFailure?.code == ENOSPC)
    }

    @Test("a descriptor closed when wizard started fails every write with EBADF")
    func closedAtStart() {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(null) }
        let sink = FileDescriptorSink(descriptor: null, closedAtStart: true)
        #expect(sink.writeFailure == nil)
        sink.write("card")
        #expect(sink.writeFailure == SystemError("write", code: EBADF))
    }

    @Test("writes that succeed leave no failure")
    func success() {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(null) }
        let sink = FileDescriptorSink(descriptor: null)
        for _ in 0..<3 { sink.write(String(repeating: "x", count: 100_000)) }
        #expect(sink.writeFailure == nil)
    }
}
