/// The example flows checked in under `examples/`, found from this source file's path.
enum Examples {
    static let directory: String = {
        let file = #filePath
        let tests = file.range(of: "/Tests/WizardEndToEndTests/")!
        return String(file[..<tests.lowerBound]) + "/examples"
    }()

    static let realEstate = directory + "/real-estate-welcome.json"
    static let ganada = directory + "/ganada-pages.json"
    static let memo = directory + "/memo-tour.json"
    static let devMachine = directory + "/dev-machine.json"
    static let all = [realEstate, ganada, memo, devMachine]
}
