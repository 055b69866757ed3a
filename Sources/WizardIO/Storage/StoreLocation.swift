import Glibc

/// Where the profile store lives (`docs/store.md`, Where it is).
public enum StoreLocation {
    /// The store path for this run: `--store`, else `WIZARD_STORE`, else
    /// `$XDG_CONFIG_HOME/wizard/NAME.json` when that variable is an absolute path (the XDG
    /// spec says to ignore it when relative or empty), else `~/.config/wizard/NAME.json`.
    ///
    /// - Parameter name: the flow's store name; `profile` for the default flow.
    /// - Returns: `nil` only when no option or variable names a path and there is no home
    ///   directory to fall back on.
    public static func path(option: String?, environment: [String: String], name: String)
        -> String?
    {
        if let option { return option }
        if let path = environment["WIZARD_STORE"], !path.isEmpty { return path }
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/wizard/\(name).json"
        }
        guard let home = homeDirectory(environment: environment) else { return nil }
        return home + "/.config/wizard/\(name).json"
    }

    /// Whether the store's path is one the person named (`--store`, else a non-empty
    /// `WIZARD_STORE`) rather than the default location, whose missing directories alone
    /// are created.
    public static func isNamed(option: String?, environment: [String: String]) -> Bool {
        option != nil || !(environment["WIZARD_STORE"] ?? "").isEmpty
    }

    /// The line editor's history of earlier answers: `$XDG_STATE_HOME/wizard/history` when
    /// that variable is an absolute path, else `~/.local/state/wizard/history`; `nil`
    /// without a home directory.
    public static func historyPath(environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/wizard/history"
        }
        return homeDirectory(environment: environment).map { $0 + "/.local/state/wizard/history" }
    }

    /// Where the place reached in each `WIZARD_ANSWERS` file is kept between the boxes of a
    /// script (``BoxAnswersFile``): `answers` beside the history; `nil` without a home
    /// directory.
    public static func answersStatePath(environment: [String: String]) -> String? {
        historyPath(environment: environment).map {
            String($0.dropLast("history".count)) + "answers"
        }
    }

    /// `$HOME`, else this user's line in `/etc/passwd`, read directly rather than through
    /// NSS (see ``PasswordFile``).
    private static func homeDirectory(environment: [String: String]) -> String? {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return PasswordFile.homeDirectory(of: getuid())
    }
}
