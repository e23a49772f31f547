import Foundation
@testable import PickerDemoKit
@testable import PickerInspection
import PickerKit
import PickerTestSupport
import Testing
@testable import PickerCore
@testable import PickerWidgets

// Seeded random controller input on every demo page (issue 34): button presses and releases (the D-pad
// often held long enough to repeat, A, B, X, Y, the shoulders, Start and Back) and left-stick pushes, replayed
// offscreen through `PanelHost`'s controller path as `--script`'s `pad-down`/`pad-up`/`pad-axis` lines are.
// `CheckedScene` checks every reported value as `PageFuzz` does; after every step, a text field that a
// controller types into is the engaged one, and a form's text rows hold what their fields hold.

/// Random controller steps.
struct ControllerFuzzScriptGenerator {
    var rng: SplitMix64

    mutating func unit() -> Double { Double.random(in: 0..<1, using: &rng) }
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

    /// Buttons by how often a user presses them: directions and A most, then X and Y, B, the rest.
    static let buttons: [GamepadButton] = [
        .dpadUp, .dpadDown, .dpadLeft, .dpadRight, .dpadUp, .dpadDown, .dpadLeft, .dpadRight,
        .a, .a, .a, .x, .y, .b, .leftShoulder, .rightShoulder, .start, .back, .guide,
    ]

    mutating func script(steps count: Int) -> InputScript {
        var steps: [InputScript.Step] = []
        var now = 0.0
        for _ in 0..<count {
            now += 0.01 + unit() * 0.12
            if unit() < 0.1 {
                let axis: InputScript.PadAxis = pick([.leftX, .leftY, .leftX, .leftY, .rightY, .leftTrigger])
                let value = Int16(clamping: Int(pick([-32768, -20000, -9000, 0, 0, 9000, 20000, 32767] as [Int])))
                steps.append(InputScript.Step(time: now, action: .padAxis(axis, value: value)))
                continue
            }
            let button = pick(Self.buttons)
            steps.append(InputScript.Step(time: now, action: .padButton(button, isDown: true)))
            // Mostly a tap; sometimes held past the repeat delay.
            now += unit() < 0.1 ? 0.3 + unit() * 0.5 : 0.03 + unit() * 0.05
            steps.append(InputScript.Step(time: now, action: .padButton(button, isDown: false)))
        }
        for axis: InputScript.PadAxis in [.leftX, .leftY, .rightY, .leftTrigger] {
            steps.append(InputScript.Step(time: now + 0.05, action: .padAxis(axis, value: 0)))
        }
        return InputScript(framesPerSecond: pick([30, 60, 144]), steps: steps, endTime: now + 3)
    }
}

extension CheckedScene {
    // The controller's way into the page, with the page's state remembered after each step, as for events.
    func handle(_ action: GamepadAction, controller: ControllerID, time: Double) -> Bool {
        defer { afterControllerStep() }
        return scene.handle(action, controller: controller, time: time)
    }
    func releaseDirection(_ direction: NavigationDirection, controller: ControllerID) {
        scene.releaseDirection(direction, controller: controller)
    }
    func removeController(_ controller: ControllerID) { scene.removeController(controller) }
    func fling(fraction: Double, time: Double) -> Bool {
        defer { afterControllerStep() }
        return scene.fling(fraction: fraction, time: time)
    }
    var nextWakeTime: Double? { scene.page.nextWakeTime }
    var focusCandidates: [FocusCandidate] { scene.focusCandidates }
    var focusedCandidateID: String? { scene.focusedCandidateID }
    func focusCandidate(_ id: String) -> Bool { scene.focusCandidate(id) }
}

extension SDLTests {
    @Suite struct ControllerFuzz {
        init() throws { _ = try SDLTests.library() }

        // Each step is rendered frame by frame offscreen, so the suite's run keeps to 500 a page (about 6 s in
        // all); PICKER_FUZZ_STEPS sets a longer campaign.
        static var stepsPerPage: Int { ProcessInfo.processInfo.environment["PICKER_FUZZ_STEPS"].flatMap(Int.init).map { $0 / 2 } ?? 500 }
        static var baseSeed: UInt64 { ProcessInfo.processInfo.environment["PICKER_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x34_0AD }

        @Test(arguments: PageName.allCases)
        func randomControllerInputKeepsEveryValueConsistent(page: PageName) throws {
            let seed = Self.baseSeed &+ UInt64(PageName.allCases.firstIndex(of: page) ?? 0)
            var generator = ControllerFuzzScriptGenerator(rng: SplitMix64(seed: seed))
            let script = generator.script(steps: Self.stepsPerPage)
            let checked = try FuzzedPage(page).replayChecked(script)
            let summary = "seed \(seed), \(Self.stepsPerPage) steps at \(script.framesPerSecond) fps, \(checked.changeCount) events"
            print("controller fuzz \(page.rawValue): \(summary), \(checked.problems.count) problems")
            for problem in checked.problems { Issue.record("\(problem) (\(summary))") }
        }

        /// On the form, where typing happens most: the keyboard comes up and text is typed.
        @Test func randomControllerInputTypesIntoTheForm() throws {
            var generator = ControllerFuzzScriptGenerator(rng: SplitMix64(seed: Self.baseSeed &+ 100))
            // No Back: it would leave the page.
            let script = generator.script(steps: Self.stepsPerPage)
            let steps = script.steps.filter { $0.action != .padButton(.back, isDown: true) && $0.action != .padButton(.back, isDown: false) }
            let checked = try FuzzedPage(.form, showsToolbar: false)
                .replayChecked(InputScript(framesPerSecond: script.framesPerSecond, steps: steps, endTime: script.endTime))
            for problem in checked.problems { Issue.record("\(problem)") }
            #expect(checked.typedChangeCount > 0, "nothing was typed: \(checked.changeCount) events")
        }
    }
}
