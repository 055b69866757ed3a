import Testing

@testable import WizardIO

@Suite("Wiping bytes that held a secret", .timeLimit(.minutes(5)))
struct ByteWipeTests {
    @Test("wipe clears the array's own storage and empties it, its capacity kept")
    func clearsStorage() {
        var bytes = Array("hunter2-secret".utf8)
        let count = bytes.count
        let storage = bytes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
        bytes.wipe()
        #expect(bytes.isEmpty)
        // The storage is kept (keepingCapacity), so the bytes once there can be looked at.
        let left = bytes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
        #expect(left == storage)
        let cleared = UnsafeRawBufferPointer(start: storage, count: count)
        #expect(cleared.allSatisfy { $0 == 0 }, "\(Array(cleared))")
    }
}
