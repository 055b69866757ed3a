/// The paths of the example flows checked in under `examples/`.
public enum Examples {
    public static let directory = Repository.path("examples")

    public static let realEstate = directory + "/real-estate-welcome.json"
    public static let ganada = directory + "/ganada-pages.json"
    public static let memo = directory + "/memo-tour.json"
    public static let devMachine = directory + "/dev-machine.json"
    public static let mailServer = directory + "/mail-server.json"
    public static let networkSetup = directory + "/network-setup.json"
    public static let databaseServer = directory + "/database-server.json"
    public static let timezone = directory + "/timezone.json"
    public static let piMenu = directory + "/pi-menu.json"
    public static let keyboard = directory + "/keyboard.json"
    public static let postfix = directory + "/postfix.json"
    public static let all = [
        realEstate, ganada, memo, devMachine, mailServer, networkSetup, databaseServer, timezone,
        piMenu, keyboard, postfix,
    ]
    /// Every flow file in `examples/`, read from the directory: one added is in it too.
    public static var flows: [String] {
        Files.entries(directory).filter { $0.hasSuffix(".json") }.sorted().map {
            directory + "/" + $0
        }
    }
}
