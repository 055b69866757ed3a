/// dialog 1.3's options by name, as its parser looks them up (`dialog --help`, `dialog(1)`),
/// with what each does to the box wizard asks.
struct DialogOption: Sendable {
    /// What reading the option does.
    enum Effect: Sendable {
        /// A switch: `normal` is what the option's own name sets (`--no-shadow` sets
        /// shadows off); `apply` is `nil` for one that only changes how dialog draws.
        case flag(normal: Bool, apply: (@Sendable (inout BoxOptions, Bool) -> Void)?)
        /// Takes the next word as its text.
        case text((@Sendable (inout BoxOptions, String) -> Void)?)
        /// Takes the next word as a number (`strtol` in any base).
        case number((@Sendable (inout BoxOptions, Int) -> Void)?)
        /// `--begin Y X`: two numbers.
        case twoNumbers
        /// `--defaultno`: Cancel (No) is the default button, whatever its `no` modifier.
        case defaultNo
        /// `--default-button NAME`.
        case defaultButton
        /// A box, by its option's name.
        case box(String)
        /// Read before the rest wherever it is: `--stdout`, `--stderr`, `--output-fd FD`,
        /// `--input-fd FD`, `--keep-tite`, `--help`, `--version`.
        case early
        /// Read but neither a setting nor a box: `--and-widget`, `--ignore`, `--create-rc`
        /// and the `--print-…` reports.
        case other
    }

    let name: String
    /// dialog's passes: 1, a common option before a box; 2, a box; 4, an option of neither.
    let pass: Int
    let effect: Effect

    /// The option `word` names, as dialog finds it: `--` and a letter, then its name; a
    /// name not in the table is tried with its `no` or `no-` taken off or put on
    /// (`--nocancel` is `--no-cancel`, `--shadow` is `--no-shadow` negated, `--no-title`
    /// is `--title`), so every switch can be turned off by its `no` form.
    static func named(_ word: String, pass: Int) -> DialogOption? {
        let utf8 = word.utf8
        guard utf8.count > 2, word.hasPrefix("--"),
            let letter = utf8.dropFirst(2).first,
            (0x41...0x5A).contains(letter) || (0x61...0x7A).contains(letter)
        else { return nil }
        let name = String(word.dropFirst(2))
        func exact(_ name: String) -> DialogOption? {
            guard let option = table[name], option.pass & pass != 0 else { return nil }
            return option
        }
        if let option = exact(name) { return option }
        if name.hasPrefix("no") {
            let rest = String(name.dropFirst(name.hasPrefix("no-") ? 3 : 2))
            return exact("no-" + rest) ?? exact(rest)
        }
        return exact("no-" + name)
    }

    /// The value a switch written as `word` sets: its own name sets ``Effect/flag`` `normal`,
    /// a `no` form the opposite, unless both or neither name begins with `no`.
    func flagValue(written word: String, normal: Bool) -> Bool {
        let written = word.dropFirst(2)
        if written == name[...] { return normal }
        return written.hasPrefix("no") == name.hasPrefix("no") ? normal : !normal
    }

    private static let table: [String: DialogOption] = {
        var table: [String: DialogOption] = [:]
        func add(_ name: String, _ effect: Effect, pass: Int = 1) {
            table[name] = DialogOption(name: name, pass: pass, effect: effect)
        }
        func on(_ apply: @escaping @Sendable (inout BoxOptions, Bool) -> Void) -> Effect {
            .flag(normal: true, apply: apply)
        }
        let looks = Effect.flag(normal: true, apply: nil)
        for name in [
            "allow-close", "ascii-lines", "auto-placement", "beep", "beep-after",
            "cursor-off-label", "fixed-font", "insecure", "iso-week", "keep-colors",
            "keep-window", "last-key", "no-close", "no-hot-list", "no-kill", "no-lines",
            "no-mouse", "print-size", "reorder", "screen-center", "scrollbar", "scrolltext",
            "size-err", "smooth", "tab-correct", "topleft", "under-mouse", "visit-items", "fb",
            "fullbutton",
        ] {
            add(name, looks)
        }
        add("no-shadow", .flag(normal: false, apply: nil))
        for name in [
            "column-separator", "date-format", "hfile", "hline", "icon", "separate-widget",
            "time-format", "week-start", "wmclass", "trace",
        ] {
            add(name, .text(nil))
        }
        for name in ["aspect", "max-input", "sleep", "tab-len"] { add(name, .number(nil)) }
        add("begin", .twoNumbers)
        add("backtitle", .text { $0.backtitle = $1 })
        add("title", .text { $0.title = $1 })
        add("default-item", .text { $0.defaultItem = $1 })
        add("output-separator", .text { $0.outputSeparator = $1 })
        add("separator", .text { $0.outputSeparator = $1 })
        for name in ["ok-label", "ok-button"] { add(name, .text { $0.labels.ok = $1 }) }
        for name in ["cancel-label", "cancel-button"] {
            add(name, .text { $0.labels.cancel = $1 })
        }
        for name in ["yes-label", "yes-button"] { add(name, .text { $0.labels.yes = $1 }) }
        for name in ["no-label", "no-button"] { add(name, .text { $0.labels.no = $1 }) }
        add("extra-label", .text { $0.labels.extra = $1 })
        add("help-label", .text { $0.labels.help = $1 })
        add("exit-label", .text { $0.labels.exit = $1 })
        add("timeout", .number { $0.timeoutSeconds = $1 > 0 ? $1 : nil })
        add("defaultno", .defaultNo)
        add("default-button", .defaultButton)
        add("clear", on { $0.clearsScreen = $0.clearsScreen || $1 })
        add("erase-on-exit", on { $0.clearsScreen = $0.clearsScreen || $1 })
        add("colors", on { $0.readsColorCodes = $1 })
        add("cr-wrap", on { $0.whitespace.keepsLineFeeds = $1 })
        add("no-collapse", on { $0.whitespace.keepsBlanks = $1 })
        add("no-nl-expand", on { $0.whitespace.keepsBackslashN = $1 })
        add("trim", on { $0.whitespace.trims = $1 })
        add("extra-button", on { $0.showsExtra = $1 })
        add("help-button", on { $0.showsHelp = $1 })
        add("help-status", on { $0.helpWritesStatus = $1 })
        add("help-tags", on { $0.helpWritesTags = $1 })
        add("item-help", on { $0.hasItemHelp = $1 })
        add("no-cancel", on { $0.hidesCancel = $1 })
        add("no-ok", on { $0.hidesOK = $1 })
        for name in ["no-items", "noitem"] { add(name, on { $0.omitsItems = $1 }) }
        for name in ["no-tags", "notags"] { add(name, on { $0.hidesTags = $1 }) }
        add("quoted", on { $0.quotesEveryValue = $1 })
        add("single-quoted", on { $0.quotesSingly = $1 })
        add("separate-output", on { $0.separatesOutput = $1 })
        for name in ["stdout", "stderr", "output-fd", "input-fd", "keep-tite"] {
            add(name, .early)
        }
        add("help", .early, pass: 4)
        add("version", .early, pass: 5)
        add("and-widget", .other, pass: 4)
        for name in ["ignore", "create-rc", "print-maxsize"] { add(name, .other) }
        for name in ["print-text-only", "print-text-size", "print-version"] {
            add(name, .other, pass: 5)
        }
        for name in [
            "checklist", "form", "gauge", "guage", "infobox", "inputbox", "inputmenu", "menu",
            "mixedform", "mixedgauge", "msgbox", "passwordbox", "passwordform", "pause",
            "prgbox", "programbox", "progressbox", "radiolist", "tailbox", "tailboxbg",
            "textbox", "yesno", "calendar", "dselect", "editbox", "fselect", "timebox",
            "buildlist", "rangebox", "treeview",
        ] {
            add(name, .box(name), pass: 2)
        }
        return table
    }()
}
