import Glibc
import TestSupport
import Testing

/// docs/store.md, owners: a rewrite keeps the file's owner, group and mode;
/// root's new files in a user's home are the user's; a user never takes another's store.
/// Tried for several users (``UserFixture/users()``).
@Suite(
    "Store owners",
    .enabled(
        if: Prerequisite.runs(when: OtherUser.isAvailable),
        "switching users with setpriv needs root; CI runs as root"),
    .timeLimit(.minutes(5)))
struct StoreOwnerTests {
    let fixture = UserFixture()

    @Test("root rewriting a user's store keeps its owner, group and mode; new files are theirs")
    func rootKeepsOwner() {
        let faultClass = "5 owners and links: owner, group and mode kept"
        var random = SeededRandom(environmentOr: 20_261_202)
        for user in UserFixture.users() {
            for mode: mode_t in [0o600, 0o640, 0o644, 0o400, 0o660] {
                let home = fixture.makeHome(for: user)
                fixture.resetConfig(of: home, for: user)
                let store = home + "/.config/wizard/profile.json"
                let group = UInt32.random(in: 20_000...59_999, using: &random)
                Files.write(TestProfile(number: 4).storeText(), to: store)
                chown(store, user.uid, group)
                chmod(store, mode)
                for (command, input) in [
                    (["setup"], TestProfile(number: 5).answers), (["profile", "--logout"], ""),
                ] {
                    let result = WizardBinary.run(command, input: input, home: home)
                    let status = Files.status(store)
                    let passed =
                        result.status == 0 && status?.st_uid == user.uid
                        && status?.st_gid == group
                        && status.map { $0.st_mode & 0o7777 } == mode
                    #expect(
                        TestReport.variant(faultClass, passed: passed),
                        "\(user) \(command) over mode \(String(mode, radix: 8)), \(group): \(result.error)"
                    )
                }
                // The user still reads their store.
                let card = fixture.run(["profile", "--json"], as: user, home: home)
                #expect(
                    TestReport.variant(
                        faultClass, passed: card.output == "{\"signed_in\":false}\n"),
                    "\(user) reads after root: \(card.status) \(card.error)")
            }
            // A store root creates in the user's home, and all on the way, is the user's.
            let home = fixture.makeHome(for: user)
            fixture.removeTree(home + "/.config")
            let setup = WizardBinary.run(
                ["setup"], input: TestProfile(number: 6).answers, home: home)
            let made = [
                "/.config", "/.config/wizard", "/.config/wizard/profile.json",
                "/.config/wizard/profile.json.lock",
            ].map { Files.status(home + $0) }
            let modes = made.map { $0.map { $0.st_mode & 0o7777 } }
            #expect(
                TestReport.variant(
                    faultClass,
                    passed:
                        setup.status == 0 && made.allSatisfy { $0?.st_uid == user.uid }
                        && made.allSatisfy { $0?.st_gid == user.gid }
                        && modes == [0o700, 0o700, 0o600, 0o600]),
                "\(user): root's new files \(made.map { $0?.st_uid }) \(modes)")
            for command in [["profile", "--logout"], ["setup"]] {
                let result = fixture.run(
                    command, as: user, input: TestProfile(number: 7).answers, home: home)
                #expect(
                    TestReport.variant(faultClass, passed: result.status == 0),
                    "\(user) \(command) after root's setup: \(result.error)")
            }
        }
    }

    @Test("a user cannot take another user's store by rewriting it: 73, the file untouched")
    func userKeepsOthersStore() {
        let faultClass = "5 owners and links: another user's store not taken"
        let users = UserFixture.users()
        for (index, user) in users.enumerated() {
            let owner = users[(index + 1) % users.count]
            let shared = fixture.makeDirectory(
                "shared-\(owner.uid)-\(user.uid)", uid: owner.uid, gid: owner.gid, mode: 0o777)
            let store = shared + "/profile.json"
            let contents = TestProfile(number: 8).storeText()
            Files.write(contents, to: store)
            chown(store, owner.uid, owner.gid)
            chmod(store, 0o666)
            for command in [["setup"], ["profile", "--logout"]] {
                let result = fixture.run(
                    command + ["--store", store], as: user,
                    input: TestProfile(number: 9).answers, home: shared)
                let passed =
                    result.status == 73
                    && result.error
                        == "wizard: cannot write the profile store \(store): it belongs to"
                        + " \(owner), and wizard keeps a store's owner when it rewrites it, which"
                        + " only that user or root can do. Nothing was saved; run wizard as its"
                        + " owner, or choose another file with --store.\n"
                    && Files.text(store) == contents && Files.status(store)?.st_uid == owner.uid
                #expect(
                    TestReport.variant(faultClass, passed: passed),
                    "\(user) over \(owner)'s: \(result.error)")
            }
        }
    }
}
