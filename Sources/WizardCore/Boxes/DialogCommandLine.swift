/// dialog's command line, read as dialog 1.3 reads it (`dialog --help`, `dialog(1)`; each
/// rule checked on the real program):
/// - `--` makes the one word after it an argument, not an option (`--title -- --x`);
/// - an option is `--`, a letter, then its name; a switch's `no` form turns it off
///   (``DialogOption/named(_:pass:)``);
/// - first, wherever they are, `--stdout`, `--stderr` and `--output-fd FD` (the last one
///   wins), `--input-fd FD` and `--keep-tite` are taken out, and `--help` or `--version`
///   answers at once;
/// - no word left, or one dialog cannot run alone, is its help (status 0); common options
///   and no box show nothing (status 0);
/// - the common options come before the box; an option's value is the next word, whatever
///   it is; the box's arguments run to the next option dialog knows, so an unknown `--x`
///   after a box is one of its arguments (and too many of them);
/// - every refusal exits with the error status, 255 unless `DIALOG_ERROR` says otherwise:
///   an unknown option or word, a value missing or not a number, a box without enough or
///   with too many arguments, a size that `strtol` does not read whole (`''` is 0), a
///   list whose last entry is short, `--separate-output` with a box other than a
///   checklist.
///
/// wizard runs one box a run: `--and-widget`, a second box, and options after the box's
/// arguments are refused, where dialog would go on to the next box or fail only after the
/// first was answered.
enum DialogCommandLine {
    /// A word of the command line, and whether dialog reads it as an option: one that
    /// begins with `--` and a letter, and no `--` came just before it.
    struct Word {
        let text: String
        let isOption: Bool
    }

    /// What `arguments` ask of dialog.
    static func read(_ arguments: [String], environment: [String: String]) -> BoxInvocation {
        let statuses = BoxStatuses.dialog(environment: environment)
        do throws(BoxProblem) {
            var words = escaped(arguments)
            var options = BoxOptions()
            if let early = try takeEarlyOptions(&words, into: &options) { return early }
            if words.count <= 1 {
                switch words.first.flatMap({ DialogOption.named($0.text, pass: 7) })?.name {
                case "print-version"?: return .version
                case "clear"?, "ignore"?: return .nothing
                case "print-maxsize"?: throw .unsupported("--print-maxsize")
                default: return .help
                }
            }
            var index = 0
            try readCommonOptions(words, from: &index, into: &options)
            guard index < words.count else { return .nothing }
            let widget = try Self.widget(words, at: index, options: options)
            return .box(
                BoxCommand(program: .dialog, widget: widget, options: options, statuses: statuses))
        } catch {
            return .refused(error, status: error.status(statuses))
        }
    }

    /// `arguments` as dialog sees them: each `--` taken out, the word after it never an
    /// option; `--file` (arguments read from a file) is not offered.
    static func escaped(_ arguments: [String]) -> [Word] {
        var words: [Word] = []
        var escapesNext = false
        for argument in arguments {
            if argument == "--" && !escapesNext {
                escapesNext = true
                continue
            }
            words.append(Word(text: argument, isOption: !escapesNext && looksLikeOption(argument)))
            escapesNext = false
        }
        return words
    }

    /// Whether `word` begins with `--` and an ASCII letter.
    static func looksLikeOption(_ word: String) -> Bool {
        var bytes = word.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "-"), bytes.next() == UInt8(ascii: "-"),
            let letter = bytes.next()
        else { return false }
        return (0x41...0x5A).contains(letter) || (0x61...0x7A).contains(letter)
    }

    /// The known option `word` is, in `pass`, when dialog reads it as an option at all.
    static func option(_ word: Word, pass: Int) -> DialogOption? {
        word.isOption ? DialogOption.named(word.text, pass: pass) : nil
    }

    /// Takes out the options dialog reads first, wherever they are (`--stdout`,
    /// `--stderr`, `--output-fd FD`, `--input-fd FD`, `--keep-tite`), setting where the
    /// result goes; `--help` and `--version` are answered at once.
    private static func takeEarlyOptions(_ words: inout [Word], into options: inout BoxOptions)
        throws(BoxProblem) -> BoxInvocation?
    {
        if words.contains(where: { $0.isOption && $0.text == "--file" }) {
            throw .unsupported("--file")
        }
        var index = 0
        while index < words.count {
            guard let found = option(words[index], pass: 7), case .early = found.effect else {
                index += 1
                continue
            }
            var taken = 1
            switch found.name {
            case "help": return .help
            case "version": return .version
            case "stdout": options.output = .standardOutput
            case "stderr": options.output = .standardError
            case "output-fd", "input-fd":
                let written = words[index].text
                guard index + 1 < words.count else { throw .missingValue(option: written) }
                let value = words[index + 1].text
                guard let number = BoxNumber(value, base: .prefixed), number.fitsInt32 else {
                    throw .notANumber(option: written, value: value)
                }
                guard number.value >= 0 else {
                    throw .unusableDescriptor(
                        option: written, descriptor: Int32(number.value),
                        reason: "no such descriptor")
                }
                if found.name == "output-fd" {
                    options.output = BoxOutput.normalized(.descriptor(Int32(number.value)))
                }
                taken = 2
            default: break
            }
            words.removeSubrange(index..<(index + taken))
        }
        return nil
    }
}
