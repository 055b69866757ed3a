/// whiptail's command line, read as whiptail 0.52 reads it with popt (`whiptail --help`,
/// `whiptail(1)`; each rule checked on the real program):
/// - options and arguments mix in any order; `--` makes every later word an argument;
///   `-` is an argument; a long option's value follows it or is written `--title=T`;
///   `-h` and `-v` (also `-hv`) are the only short options; names are never abbreviated;
/// - an option's value is the next word whatever it is (`--title --msgbox` is a title);
///   the last of an option given twice wins;
/// - popt stops at the first option it refuses, and whiptail exits 1 with
///   `--bogus: unknown option`, `--title: missing argument`,
///   `--defaultno=1: option does not take an argument`, or `x: invalid numeric value`;
///   help or version asked before that wins, and prints with status 0;
/// - a second box exits 255 at once; so do no box, too few arguments, a height, width,
///   list height or percent that `strtoul` does not read whole (`''` is 0), a list whose
///   last entry is short, and an empty menu.
enum WhiptailCommandLine {
    /// What an option does to the command being read.
    private enum Option: Sendable {
        case flag(@Sendable (inout BoxOptions) -> Void)
        case text(@Sendable (inout BoxOptions, String) -> Void)
        case descriptor
        case box(Box)
        case help
        case version
    }

    /// The boxes, as their options name them.
    enum Box: String, CaseIterable, Sendable {
        case msgbox, yesno, infobox, inputbox, passwordbox, textbox, menu, checklist
        case radiolist, gauge
    }

    private static let options: [String: Option] = {
        var table: [String: Option] = [
            "clear": .flag { $0.clearsScreen = true },
            "defaultno": .flag { $0.defaultButton = .cancel },
            "fb": .flag { _ in }, "fullbuttons": .flag { _ in },
            "nocancel": .flag { $0.hidesCancel = true },
            "noitem": .flag { $0.omitsItems = true },
            "notags": .flag { $0.hidesTags = true },
            "scrolltext": .flag { _ in }, "topleft": .flag { _ in },
            "separate-output": .flag { $0.separatesOutput = true },
            "backtitle": .text { $0.backtitle = $1 },
            "default-item": .text { $0.defaultItem = $1 },
            "title": .text { $0.title = $1 },
            "yes-button": .text { $0.labels.yes = $1 },
            "no-button": .text { $0.labels.no = $1 },
            "ok-button": .text { $0.labels.ok = $1 },
            "cancel-button": .text { $0.labels.cancel = $1 },
            "output-fd": .descriptor, "help": .help, "version": .version,
        ]
        for box in Box.allCases { table[box.rawValue] = .box(box) }
        return table
    }()

    /// What `arguments` ask of whiptail.
    static func read(_ arguments: [String]) -> BoxInvocation {
        var options = BoxOptions()
        var box: Box?
        var words: [String] = []
        var asksHelp = false
        var asksVersion = false
        var refusal: BoxProblem?
        var index = 0
        var onlyWords = false
        scan: while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyWords || argument == "-" || !argument.hasPrefix("-") {
                words.append(argument)
                continue
            }
            if argument == "--" {
                onlyWords = true
                continue
            }
            guard argument.hasPrefix("--") else {
                for letter in argument.dropFirst() {
                    switch letter {
                    case "h": asksHelp = true
                    case "v": asksVersion = true
                    default:
                        refusal = .unknownOption(argument)
                        break scan
                    }
                }
                continue
            }
            let body = argument.dropFirst(2)
            let name = body.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let option = Self.options[name] else {
                refusal = .unknownOption(argument)
                break scan
            }
            func value() -> String? {
                if let inline { return inline }
                guard index < arguments.count else { return nil }
                index += 1
                return arguments[index - 1]
            }
            switch option {
            case .flag, .box, .help, .version:
                if inline != nil {
                    refusal = .valueNotTaken(option: argument)
                    break scan
                }
            case .text, .descriptor: break
            }
            switch option {
            case .flag(let apply): apply(&options)
            case .help: asksHelp = true
            case .version: asksVersion = true
            case .box(let named):
                if box != nil {
                    return .refused(.secondBox(argument), status: BoxStatuses.whiptail.error)
                }
                box = named
            case .text(let apply):
                guard let text = value() else {
                    refusal = .missingValue(option: "--" + name)
                    break scan
                }
                apply(&options, text)
            case .descriptor:
                guard let text = value() else {
                    refusal = .missingValue(option: "--" + name)
                    break scan
                }
                guard let number = BoxNumber(text, base: .prefixed), number.fitsInt32 else {
                    refusal = .notANumber(option: "--" + name, value: text)
                    break scan
                }
                options.output = .descriptor(Int32(number.value))
            }
        }
        if asksHelp { return .help }
        if asksVersion { return .version }
        let statuses = BoxStatuses.whiptail
        if let refusal { return .refused(refusal, status: refusal.status(statuses)) }
        guard let box else { return .refused(.noBox, status: statuses.error) }
        options.output = BoxOutput.normalized(options.output)
        do {
            let widget = try Self.widget(box, words: words, options: options)
            return .box(
                BoxCommand(program: .whiptail, widget: widget, options: options, statuses: statuses)
            )
        } catch {
            return .refused(error, status: error.status(statuses))
        }
    }
}

extension BoxOutput {
    /// `output` with descriptors 1 and 2 named as the standard streams they are.
    static func normalized(_ output: BoxOutput) -> BoxOutput {
        switch output {
        case .descriptor(1): .standardOutput
        case .descriptor(2): .standardError
        default: output
        }
    }
}
