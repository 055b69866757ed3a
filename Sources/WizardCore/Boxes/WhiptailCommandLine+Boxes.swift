/// Each whiptail box's arguments, after its options: `TEXT HEIGHT WIDTH` and then its own
/// (`whiptail --help`). Words past the last a box reads are ignored, as whiptail ignores
/// them (`--msgbox T 8 40 extra`, `--inputbox T 8 40 init extra`).
extension WhiptailCommandLine {
    /// The box `box` asks for, from the arguments `words` left by the options.
    static func widget(_ box: Box, words: [String], options: BoxOptions) throws(BoxProblem)
        -> BoxWidget
    {
        let name = "--" + box.rawValue
        func needs(_ what: String) -> BoxProblem { .missingArguments(box: name, needs: what) }
        let usage = usageLine(box)
        guard words.count >= 3 else { throw needs(usage) }
        try number(words[1], box: name, named: "height")
        try number(words[2], box: name, named: "width")
        let text = BoxText.whiptail(words[0])
        let rest = Array(words.dropFirst(3))
        switch box {
        case .msgbox: return .message(text: text)
        case .yesno: return .yesNo(text: text)
        case .infobox: return .info(text: text)
        case .textbox: return .textFile(path: words[0])
        case .inputbox: return .input(text: text, initial: rest.first)
        case .passwordbox: return .password(text: text, initial: rest.first)
        case .gauge:
            guard let percent = rest.first else { throw needs(usage) }
            let value = try number(percent, box: name, named: "percent")
            // strtoul reads "-5" as a huge number, which the meter shows as 100%.
            return .gauge(text: text, percent: value < 0 ? 100 : min(value, 100))
        case .menu, .checklist, .radiolist:
            guard let listHeight = rest.first else { throw needs(usage) }
            try number(listHeight, box: name, named: "list height")
            let items = try Self.items(
                Array(rest.dropFirst()), box: box, omitsItems: options.omitsItems)
            switch box {
            case .menu:
                guard !items.isEmpty else { throw .noItems(box: name) }
                return .menu(text: text, items: items)
            case .radiolist:
                // whiptail crashes on an empty radiolist; wizard refuses it.
                guard !items.isEmpty else { throw .noItems(box: name) }
                // Of several items on, the last is chosen, as whiptail's radio buttons do.
                let chosen = items.lastIndex(where: \.isOn)
                return .radiolist(
                    text: text,
                    items: items.enumerated().map { index, item in
                        BoxItem(tag: item.tag, item: item.item, isOn: index == chosen)
                    })
            default:
                return .checklist(text: text, items: items)
            }
        }
    }

    /// `word` as whiptail reads a size or a percent: `strtoul`, the whole word.
    @discardableResult
    private static func number(_ word: String, box: String, named name: String)
        throws(BoxProblem) -> Int
    {
        guard let number = BoxNumber(word) else {
            throw .notANumberArgument(box: box, name: name, value: word)
        }
        return number.value
    }

    /// A list's entries: a menu's tag and item pairs, a checklist's or radiolist's tag,
    /// item and status; under `--noitem` a menu still reads pairs (the item ignored), the
    /// others tag and status.
    private static func items(_ words: [String], box: Box, omitsItems: Bool) throws(BoxProblem)
        -> [BoxItem]
    {
        let group: Int
        let groupName: String
        switch (box, omitsItems) {
        case (.menu, _): (group, groupName) = (2, "tag and item")
        case (_, true): (group, groupName) = (2, "tag and status")
        case (_, false): (group, groupName) = (3, "tag, item and status")
        }
        guard words.count % group == 0 else {
            throw .incompleteItem(box: "--" + box.rawValue, group: groupName)
        }
        return stride(from: 0, to: words.count, by: group).map { start in
            let tag = words[start]
            if box == .menu {
                return BoxItem(tag: tag, item: omitsItems ? "" : words[start + 1])
            }
            let status = words[start + group - 1]
            return BoxItem(
                tag: tag, item: omitsItems ? "" : words[start + 1],
                isOn: BoxCommandLine.isOn(status, for: .whiptail))
        }
    }

    /// What a box needs after its name, as `whiptail --help` lists it.
    static func usageLine(_ box: Box) -> String {
        switch box {
        case .msgbox, .yesno, .infobox: "TEXT HEIGHT WIDTH"
        case .inputbox, .passwordbox: "TEXT HEIGHT WIDTH [INIT]"
        case .textbox: "FILE HEIGHT WIDTH"
        case .menu: "TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM]..."
        case .checklist, .radiolist: "TEXT HEIGHT WIDTH LISTHEIGHT [TAG ITEM STATUS]..."
        case .gauge: "TEXT HEIGHT WIDTH PERCENT"
        }
    }
}
