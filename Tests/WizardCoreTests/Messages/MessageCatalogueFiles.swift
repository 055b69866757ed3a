import MessageFormat
import TestSupport

/// The message catalogue's files, po/wizard.pot and one po/LANGUAGE.po per UI language, read
/// as Scripts/generate-messages reads them.
enum MessageCatalogueFiles {
    static let directory = Repository.path("po")
    static let sourcePath = "po/wizard.pot"

    /// The translations' paths inside the repository, by name.
    static let translationPaths: [String] = Files.entries(directory)
        .filter { $0.hasSuffix(".po") }.sorted().map { "po/" + $0 }

    /// The parsed file at `path` inside the repository; a file that does not read stops the
    /// tests, which all depend on it.
    static func file(_ path: String) -> POFile {
        guard let text = Files.text(Repository.path(path)) else {
            fatalError("\(path) cannot be read")
        }
        do { return try POFile(text) } catch { fatalError("\(path): \(error)") }
    }

    static let source = file(sourcePath)
    static let translations = translationPaths.map(file)

    /// The source and its translations as one book.
    static let book: MessageBook = {
        do { return try MessageBook(source: source, translations: translations) } catch {
            fatalError("po/ does not make a catalogue: \(error)")
        }
    }()
}
