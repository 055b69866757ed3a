/// Each dialog box's arguments, as dialog 1.3 counts and reads them: the box's words run
/// to the next option dialog knows; their count must be within the box's bounds; the
/// numbers are read by `strtol`, whole; the box's text (or file) is read by its whitespace
/// rules (``BoxText/dialogPrompt(_:_:)``); a list's words come in groups of its row's size.
extension DialogCommandLine {
    /// The box at `words[start]`, with its arguments.
    static func widget(_ words: [Word], at start: Int, options: BoxOptions) throws(BoxProblem)
        -> BoxWidget
    {
        let boxWord = words[start]
        let name = boxWord.text
        guard let found = option(boxWord, pass: 2), case .box(let box) = found.effect else {
            if option(boxWord, pass: 7)?.name == "and-widget" { throw .unsupported(name) }
            throw .unknownOption(name)
        }
        if options.separatesOutput, box != "checklist" { throw .separateOutputWith(box: name) }
        guard let shape = Shape.of(box) else { throw .unsupported(name) }
        var end = start + 1
        while end < words.count, option(words[end], pass: 7) == nil { end += 1 }
        let have = end - start
        let usage = shape.usage
        guard have >= shape.fewest else { throw .missingArguments(box: name, needs: usage) }
        if let most = shape.most, have > most {
            throw .tooManyArguments(box: name, needs: usage)
        }
        let arguments = words[(start + 1)..<end].map(\.text)
        func number(_ position: Int, _ what: String) throws(BoxProblem) -> Int {
            let text = arguments[position]
            guard let number = BoxNumber(text) else {
                throw .notANumberArgument(box: name, name: what, value: text)
            }
            return Int(truncatingIfNeeded: Int32(truncatingIfNeeded: number.value))
        }
        _ = try number(1, "height")
        _ = try number(2, "width")
        let text = BoxText.dialogPrompt(arguments[0], options.whitespace)
        if let after = words[end...].first {
            if case .box? = option(after, pass: 2)?.effect { throw .secondBox(after.text) }
            if option(after, pass: 7)?.name == "and-widget" { throw .unsupported(after.text) }
            throw .argumentsAfterBox(after.text)
        }
        let rows = Array(words[min(start + 5, end)..<end])
        switch box {
        case "msgbox": return .message(text: text)
        case "yesno": return .yesNo(text: text)
        case "infobox": return .info(text: text)
        case "textbox": return .textFile(path: text)
        case "inputbox":
            return .input(text: text, initial: arguments.count > 3 ? arguments[3] : nil)
        case "passwordbox":
            return .password(text: text, initial: arguments.count > 3 ? arguments[3] : nil)
        case "gauge", "guage":
            let percent = arguments.count > 3 ? try number(3, "percent") : 0
            return .gauge(text: text, percent: max(0, min(percent, 100)))
        case "pause": return .pause(text: text, seconds: try number(3, "seconds"))
        case "rangebox":
            let low = try number(3, "minimum")
            // dialog reads a missing maximum as 0, and a missing default as the minimum.
            let high = max(arguments.count > 4 ? try number(4, "maximum") : 0, low)
            let start = arguments.count > 5 ? try number(5, "default") : low
            return .range(text: text, bounds: low...high, value: min(max(start, low), high))
        case "form", "passwordform":
            _ = try number(3, "form height")
            let fields = try formFields(rows, box: name, options: options)
            return .form(text: text, fields: fields, hidesInput: box == "passwordform")
        default:
            _ = try number(3, box == "menu" ? "menu height" : "list height")
            return try list(box, text: text, rows: rows, name: name, options: options)
        }
    }

    /// A menu's, checklist's or radiolist's items from `rows`, the words after its list
    /// height: a menu's tag and item, a checklist's or radiolist's tag, item and status,
    /// each without its item under `--no-items` and with a help column under `--item-help`.
    private static func list(
        _ box: String, text: String, rows: [Word], name: String, options: BoxOptions
    ) throws(BoxProblem) -> BoxWidget {
        let hasStatus = box != "menu"
        let size =
            1 + (options.omitsItems ? 0 : 1) + (hasStatus ? 1 : 0) + (options.hasItemHelp ? 1 : 0)
        let groups = try grouped(rows, size: size, box: name, names: rowNames(hasStatus, options))
        let items = groups.map { row in
            var fields = row.makeIterator()
            let tag = fields.next() ?? ""
            let item = options.omitsItems ? "" : fields.next() ?? ""
            let isOn = hasStatus ? BoxCommandLine.isOn(fields.next() ?? "", for: .dialog) : false
            let help = options.hasItemHelp ? fields.next() ?? "" : ""
            return BoxItem(tag: tag, item: item, isOn: isOn, help: help)
        }
        switch box {
        case "menu": return .menu(text: text, items: items)
        case "checklist": return .checklist(text: text, items: items)
        default:
            // Of several items on, the first is chosen, as dialog's radiolist keeps it.
            let chosen = items.firstIndex(where: \.isOn)
            return .radiolist(
                text: text,
                items: items.enumerated().map { index, item in
                    BoxItem(tag: item.tag, item: item.item, isOn: index == chosen, help: item.help)
                })
        }
    }

    /// A form's fields from `rows`: label, its row and column, the text, its row and
    /// column, the field's length (above 0: the field can be edited) and the input's
    /// length, and a help column under `--item-help`. The positions are read as `atoi`
    /// reads them, never refused.
    private static func formFields(_ rows: [Word], box: String, options: BoxOptions)
        throws(BoxProblem) -> [BoxFormField]
    {
        let size = 8 + (options.hasItemHelp ? 1 : 0)
        let names = "label, y, x, item, y, x, field length and input length"
        return try grouped(rows, size: size, box: box, names: names).map { row in
            BoxFormField(
                label: row[0], text: row[3], isEditable: leadingNumber(row[6]) > 0,
                help: options.hasItemHelp ? row[8] : "")
        }
    }

    /// `rows` in groups of `size` words, as dialog counts a list: none when the first looks
    /// like an option (where dialog would show an empty list and crash, wizard refuses it),
    /// and a short last group refused.
    private static func grouped(_ rows: [Word], size: Int, box: String, names: String)
        throws(BoxProblem) -> [[String]]
    {
        guard let first = rows.first, !first.isOption else { throw .noItems(box: box) }
        guard rows.count % size == 0 else { throw .incompleteItem(box: box, group: names) }
        return stride(from: 0, to: rows.count, by: size).map { start in
            rows[start..<(start + size)].map(\.text)
        }
    }

    /// What a list's row holds, for a refusal's words.
    private static func rowNames(_ hasStatus: Bool, _ options: BoxOptions) -> String {
        var names = ["tag"]
        if !options.omitsItems { names.append("item") }
        if hasStatus { names.append("status") }
        if options.hasItemHelp { names.append("help") }
        return names.joined(separator: ", ")
    }

    /// The number `text` begins with, as `atoi` reads it: white space, a sign, digits, and
    /// 0 when there are none.
    static func leadingNumber(_ text: String) -> Int {
        var digits = Substring(text.drop { $0 == " " || $0 == "\t" || $0 == "\n" })
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let value = Int(digits.prefix { $0.isASCII && $0.isNumber }.prefix(9)) ?? 0
        return negative ? -value : value
    }

    /// How many words a box takes, counting its own option, as dialog's table of boxes
    /// says, and what they are.
    private struct Shape {
        let fewest: Int
        let most: Int?
        let usage: String

        static func of(_ box: String) -> Shape? {
            switch box {
            case "msgbox", "yesno", "infobox": Shape(fewest: 4, most: 4, usage: "TEXT HEIGHT WIDTH")
            case "textbox": Shape(fewest: 4, most: 4, usage: "FILE HEIGHT WIDTH")
            case "inputbox", "passwordbox":
                Shape(fewest: 4, most: 5, usage: "TEXT HEIGHT WIDTH [INIT]")
            case "gauge", "guage": Shape(fewest: 4, most: 5, usage: "TEXT HEIGHT WIDTH [PERCENT]")
            case "pause": Shape(fewest: 5, most: 5, usage: "TEXT HEIGHT WIDTH SECONDS")
            case "rangebox":
                Shape(fewest: 5, most: 7, usage: "TEXT HEIGHT WIDTH MIN MAX [DEFAULT]")
            case "menu":
                Shape(fewest: 6, most: nil, usage: "TEXT HEIGHT WIDTH MENUHEIGHT [TAG ITEM]...")
            case "checklist", "radiolist":
                Shape(
                    fewest: 7, most: nil, usage: "TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM STATUS]..."
                )
            case "form", "passwordform":
                Shape(
                    fewest: 13, most: nil,
                    usage: "TEXT HEIGHT WIDTH FORMHEIGHT [LABEL Y X ITEM Y X FLEN ILEN]...")
            default: nil
            }
        }
    }
}
