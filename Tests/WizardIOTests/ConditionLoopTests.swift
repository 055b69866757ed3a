import TestSupport
import Testing
import WizardCore
import WizardIO
import WizardText

/// The developer-machine example (``Examples/devMachine``).
let devMachineFlow = ExampleFlows.devMachine

/// Conditions and the multi-select through the real interactive loop: the step indicator
/// counts only the steps shown, and going back to change an answer changes the steps after.
@Suite("Interactive loop: conditions and the multi-select", .timeLimit(.minutes(5)))
struct ConditionLoopTests {
    @Test("the indicator counts the steps to be shown, and follows a changed answer back and forth")
    func backChangesCount() throws {
        let run = LoopRun(
            [
                .enter, .enter, .enter, .snapshot, .enter, .snapshot, .up, .enter, .snapshot,
                .backTab, .snapshot, .down, .enter,
            ], flow: devMachineFlow)
        #expect(run.error == nil)
        let screens = try run.snapshots(count: 4)
        #expect(run.session.isComplete)
        expectScreen(
            screens[0],
            """

              4/5 ██████████████████░░░░░░░░░░░░

              Which languages do you use? (1 chosen)

              ❯ [x] Swift
                [ ] Rust
                [ ] Go
                [ ] Python
                [ ] TypeScript
                [ ] C


               Next
              Enter: Next · ↑/↓ move · Space: choose · a: all
              Shift-Tab: back · Esc: quit
            """)
        #expect(screens[1].contains("  5/5 "))
        #expect(screens[1].contains("Install the extras?"))
        // Yes: the extras are asked, and counted.
        #expect(screens[2].contains("  6/6 "))
        #expect(screens[2].contains("Which extras? (2 chosen)"))
        // Back, the answer yes kept: the extras still count.
        #expect(screens[3].contains("  5/6 "))
        // No: the extras are skipped and their answer never kept.
        #expect(
            run.session.answers == [
                "hostname": .text("devbox"), "editor": .choice("vim"),
                "languages": .choices(["swift"]), "install_extras": .flag(false),
            ])
        #expect(run.session.skippedKeys == ["rust_toolchain", "extras"])
    }

    @Test("choosing Rust brings its toolchain step in after the languages")
    func choiceBringsStep() throws {
        let run = LoopRun(
            [
                .enter, .enter, .enter, .down, .key(.character(" ")), .snapshot, .enter,
                .snapshot, .key(.end), .enter, .enter,
            ], flow: devMachineFlow)
        #expect(run.error == nil)
        let screens = try run.snapshots(count: 2)
        #expect(screens[0].contains("Which languages do you use? (2 chosen)"))
        #expect(screens[0].contains("❯ [x] Rust"))
        #expect(screens[1].contains("  5/6 "))
        // The declared default is chosen at first, its label the title, as the seed's picker.
        #expect(screens[1].contains("  ❯ Stable"))
        #expect(run.session.answers["rust_toolchain"] == .choice("nightly"))
        #expect(run.session.answers["languages"] == .choices(["swift", "rust"]))
    }
}

/// The multi-select and the countdown in Korean at 40 columns.
@Suite("Interactive loop: the new screens in Korean at 40 columns", .timeLimit(.minutes(5)))
struct NarrowKoreanLoopTests {
    @Test("the languages' list and the countdown under it fit 40 columns")
    func narrow() {
        let run = LoopRun(
            [.enter, .enter, .enter, .wait(seconds: 111), .snapshot, .escape],
            flow: devMachineFlow, language: .korean, columns: 40, idleLimit: 120)
        expectScreen(
            run.snapshots.first,
            """

             4/5 ██████████████████░░░░░░░░░░░░

             어떤 언어를 쓰나요? (1개 선택)

             ❯ [x] Swift
               [ ] Rust
               [ ] Go
               [ ] Python
               [ ] TypeScript
               [ ] C
             ⏱ 입력이 없어 9초 뒤에 저장하지 않고
               끝냅니다

              다음
             Enter: 다음 · ↑/↓ 이동 · Space: 선택
             a: 모두 · Shift-Tab: 뒤로
             Esc: 끝내기
            """)
    }
}
