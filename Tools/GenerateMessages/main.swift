// generate-messages SOURCE.pot [LANGUAGE.po...]: prints the Swift file of wizard's messages
// (MessageSource) built from the English source and its translations. Scripts/generate-messages
// runs it on po/. A file that does not read is refused (exit 65), with the reason on standard
// error.
import Glibc
import MessageFormat

/// Writes `text` to standard error.
func report(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, bytes.count) }
}
let paths = Array(CommandLine.arguments.dropFirst())
guard !paths.isEmpty else {
    report("usage: generate-messages SOURCE.pot [LANGUAGE.po...]\n")
    exit(64)
}

/// The text of the file at `path`, `nil` when it cannot be read.
func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

do {
    let files = paths.map { path in
        guard let text = read(path) else {
            report("generate-messages: cannot read \(path)\n")
            exit(66)
        }
        do { return try POFile(text) } catch {
            report("generate-messages: \(path): \(error)\n")
            exit(65)
        }
    }
    let book = try MessageBook(source: files[0], translations: Array(files.dropFirst()))
    let bytes = Array(try MessageSource.file(book, readFrom: paths).utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBufferPointer {
            write(STDOUT_FILENO, $0.baseAddress! + written, bytes.count - written)
        }
        guard count > 0 else {
            report("generate-messages: cannot write standard output\n")
            exit(74)
        }
        written += count
    }
} catch {
    report("generate-messages: \(error)\n")
    exit(65)
}
