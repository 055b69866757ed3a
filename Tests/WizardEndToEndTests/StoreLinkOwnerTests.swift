import Glibc
import TestSupport
import Testing

/// docs/store.md, links: wizard follows a symbolic link only when it and its
/// target's directory belong to the user running it or to root, and, in a sticky
/// world-writable directory, only the user's or the directory owner's. Tried for several
/// users (``UserFixture/users()``), with every command that reads or writes the store.
@Suite(
    "Store links and their owners",
    .enabled(
        if: Prerequisite.runs(when: OtherUser.isAvailable),
        "switching users with setpriv needs root; CI runs as root"),
    .timeLimit(.minutes(5)))
struct StoreLinkOwnerTests {
    let fixture = UserFixture()
    static let commands = [
        ["setup"], ["profile"], ["profile", "--json"], ["profile", "--logout"],
    ]

    @Test("root, with HOME another user's, never follows that user's links out of their home")
    func rootRefusesForeignLinks() {
        let faultClass = "5 owners and links: root and a user's links"
        for user in UserFixture.users() {
            let home = fixture.makeHome(for: user)
            let rootOnly = fixture.makeDirectory(
                "root-only-\(user.uid)", uid: 0, gid: 0, mode: 0o700)
            let wizardDirectory = home + "/.config/wizard"
            let store = wizardDirectory + "/profile.json"
            // Each variant builds its links and names the link wizard must refuse.
            let variants: [(String, () -> String)] = [
                (
                    "dangling absolute link",
                    {
                        fixture.makeLink(to: rootOnly + "/profile.json", at: store, owner: user)
                        return store
                    }
                ),
                (
                    "dangling relative link",
                    {
                        fixture.makeLink(
                            to: "../../../root-only-\(user.uid)/profile.json", at: store,
                            owner: user)
                        return store
                    }
                ),
                (
                    "link to root's existing file",
                    {
                        Files.write("{\"signed_in\": false}", to: rootOnly + "/secret.json")
                        fixture.makeLink(to: rootOnly + "/secret.json", at: store, owner: user)
                        return store
                    }
                ),
                (
                    "the store's directory a link",
                    {
                        rmdir(wizardDirectory)
                        fixture.makeLink(to: rootOnly, at: wizardDirectory, owner: user)
                        return wizardDirectory
                    }
                ),
                (
                    "a dangling link to a directory on the way",
                    {
                        fixture.removeTree(home + "/.config")
                        fixture.makeLink(
                            to: rootOnly + "/config", at: home + "/.config", owner: user)
                        return home + "/.config"
                    }
                ),
                (
                    "root's link on the way, then the user's",
                    {
                        // Root's link (trusted) into root's directory, where a link of the
                        // user's waits.
                        let rootLinks = fixture.makeDirectory(
                            "root-links-\(user.uid)", uid: 0, gid: 0, mode: 0o755)
                        rmdir(wizardDirectory)
                        fixture.makeLink(to: rootLinks, at: wizardDirectory, owner: .root)
                        fixture.makeLink(
                            to: rootOnly + "/profile.json", at: rootLinks + "/profile.json",
                            owner: user)
                        return rootLinks + "/profile.json"
                    }
                ),
            ]
            for (name, build) in variants {
                fixture.resetConfig(of: home, for: user)
                let refused = build()
                let homeBefore = Files.tree(home)
                let rootOnlyBefore = Files.tree(rootOnly)
                for command in Self.commands {
                    let result = WizardBinary.run(
                        command, input: TestProfile(number: 1).answers, home: home)
                    let expected =
                        "the symbolic link \(refused)"
                        + (refused == store ? "" : " on the way to the profile store \(store)")
                    let message =
                        refused == store
                        ? "wizard: not following the profile store \(store), a symbolic link:"
                            + " it belongs to \(user)"
                        : "wizard: not following \(expected): it belongs to \(user)"
                    let passed =
                        result.status == 74 && result.error.hasPrefix(message)
                        && Files.tree(home) == homeBefore && Files.tree(rootOnly) == rootOnlyBefore
                    #expect(
                        TestReport.variant(faultClass, passed: passed),
                        "\(user) \(name), \(command): \(result.status) \(result.error)")
                }
            }
        }
    }

    @Test("a link in a sticky directory, or into a stranger's directory, is not followed")
    func protectedSymlinkRules() {
        let faultClass = "5 owners and links: sticky and target directories"
        let users = UserFixture.users()
        for (index, user) in users.enumerated() {
            let stranger = users[(index + 1) % users.count]
            let home = fixture.makeHome(for: user)
            Files.write(TestProfile(number: 2).storeText(), to: home + "/real.json")
            chown(home + "/real.json", user.uid, user.gid)
            let rootSticky = fixture.makeDirectory(
                "sticky-root-\(user.uid)", uid: 0, gid: 0, mode: 0o1777)
            let strangerSticky = fixture.makeDirectory(
                "sticky-\(stranger.uid)-\(user.uid)", uid: stranger.uid, gid: stranger.gid,
                mode: 0o1777)
            let strangers = fixture.makeDirectory(
                "strangers-\(stranger.uid)-\(user.uid)", uid: stranger.uid, gid: stranger.gid,
                mode: 0o777)
            let cases: [(String, link: String, target: String, owner: TestUser, reason: String)] = [
                (
                    "a stranger's link in /tmp-like", rootSticky + "/store.json",
                    home + "/real.json", stranger, "it belongs to \(stranger),"
                ),
                (
                    "root's link in a stranger's sticky directory",
                    strangerSticky + "/store.json", home + "/real.json", .root,
                    "it belongs to root (uid 0) and lies in \(strangerSticky), a directory anyone"
                        + " may write in (sticky, as /tmp is) that belongs to \(stranger);"
                ),
                (
                    "the user's link into a stranger's directory", home + "/store.json",
                    strangers + "/store.json", user,
                    "it points into \(strangers), which belongs to \(stranger),"
                ),
            ]
            for (name, link, target, owner, reason) in cases {
                fixture.makeLink(to: target, at: link, owner: owner)
                let before = [Files.tree(home), Files.tree(strangers)]
                for command in Self.commands {
                    let result = fixture.run(
                        command + ["--store", link], as: user,
                        input: TestProfile(number: 3).answers, home: home)
                    let passed =
                        result.status == 74
                        && result.error.hasPrefix(
                            "wizard: not following the profile store \(link), a symbolic link: "
                                + reason)
                        && [Files.tree(home), Files.tree(strangers)] == before
                        && Files.text(home + "/real.json") == TestProfile(number: 2).storeText()
                    #expect(
                        TestReport.variant(faultClass, passed: passed),
                        "\(user) \(name), \(command): \(result.status) \(result.error)")
                }
                unlink(link)
            }
            // As root, a link of root's own into a user's directory is refused the same way.
            fixture.makeLink(to: home + "/real.json", at: rootSticky + "/root.json", owner: .root)
            let result = WizardBinary.run(
                ["profile", "--store", rootSticky + "/root.json"], home: home)
            #expect(
                TestReport.variant(
                    faultClass,
                    passed:
                        result.status == 74
                        && result.error.contains("it points into \(home), which belongs to \(user)")
                ), "root into \(user)'s home: \(result.error)")
        }
    }

    @Test("links that belong to the user or to root, into their directories, are followed")
    func trustedLinksFollowed() {
        let faultClass = "5 owners and links: trusted links followed"
        for user in UserFixture.users() {
            let home = fixture.makeHome(for: user)
            let dotfiles = fixture.makeDirectory(
                "home-\(user.uid)/dotfiles", uid: user.uid, gid: user.gid, mode: 0o700)
            let sticky = fixture.makeDirectory("sticky-\(user.uid)", uid: 0, gid: 0, mode: 0o1777)
            let cases: [(String, link: String, owner: TestUser)] = [
                ("the user's own link", home + "/mine.json", user),
                ("root's link in the user's home", home + "/roots.json", .root),
                ("the user's link in a sticky directory", sticky + "/mine.json", user),
            ]
            for (number, (name, link, owner)) in cases.enumerated() {
                let target = dotfiles + "/profile-\(number).json"
                fixture.makeLink(to: target, at: link, owner: owner)
                let profile = TestProfile(number: 10 + number)
                let result = fixture.run(
                    ["setup", "--store", link], as: user, input: profile.answers, home: home)
                let written = Files.status(target)
                let passed =
                    result.status == 0 && Files.linkText(link) == target
                    && Files.text(target) == profile.storeText() && written?.st_uid == user.uid
                    && written.map { $0.st_mode & 0o777 } == 0o600
                #expect(
                    TestReport.variant(faultClass, passed: passed),
                    "\(user) \(name): \(result.status) \(result.error)")
            }
        }
    }
}
