import Foundation
import PickerCore
import PickerDemoKit
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Random input against the mini picker page, with no SDL: the widgets must stay consistent whatever
/// arrives, and come to rest on whole rows once every pointer is up.
@Suite struct MiniPickerPageFuzzTests {
    static let eventCount = 100_000

    struct Fuzzer {
        var rng: SplitMix64
        let scene: DemoScene
        let page: MiniPickerPage
        let pickers: [MiniPicker]
        var now = 0.0
        /// Pointers this fuzzer has pressed and not yet released (mouse and fingers 1...3).
        var down: Set<PointerID> = []
        var changes: [ValueChange] = []
        var eventsSent = 0

        init(seed: UInt64) throws {
            rng = SplitMix64(seed: seed)
            scene = try DemoScene(
                page: .minipicker,
                // Without the demo's toolbar, whose back button and Escape would leave the page under test.
                options: PageOptions(today: DateComponents(year: 2026, month: 11, day: 21), showsToolbar: false),
                textMeasurer: FixedAdvanceTextMeasurer())
            scene.layout(size: Size(width: 800, height: 600))
            page = try #require(scene.page as? MiniPickerPage)
            pickers = [page.month, page.year, page.dayMonthYear, page.weekday]
        }

        mutating func unit() -> Double { Double.random(in: 0..<1, using: &rng) }
        mutating func chance(_ p: Double) -> Bool { unit() < p }

        /// Mostly inside (or just around) one of the pickers, sometimes anywhere in or a little outside the window.
        mutating func point() -> Point {
            if chance(0.8) {
                let frame = pickers.randomElement(using: &rng)!.frame
                return Point(
                    x: frame.minX - 20 + unit() * (frame.width + 40),
                    y: frame.minY - 8 + unit() * (frame.height + 16))
            }
            return Point(x: -50 + unit() * 900, y: -50 + unit() * 700)
        }

        mutating func pointer() -> PointerID {
            // Mostly a pointer that is already down, so that moves and ups have something to act on.
            if !down.isEmpty, chance(0.7) { return down.randomElement(using: &rng)! }
            return PointerID(Int.random(in: 0...3, using: &rng))
        }

        mutating func pointerEvent(_ id: PointerID) -> PointerEvent {
            PointerEvent(pointer: id, kind: id == .mouse ? .mouse : .touch, location: point(), time: now)
        }

        static let keys: [Key] = [.left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .tab, .enter, .space, .escape, .backspace]

        mutating func randomEvent() -> InputEvent {
            let roll = unit()
            switch roll {
            case ..<0.15:
                let id = pointer()
                down.insert(id)
                return .pointerDown(pointerEvent(id))
            case ..<0.55:
                return .pointerMoved(pointerEvent(pointer()))
            case ..<0.68:
                let id = pointer()
                down.remove(id)
                return .pointerUp(pointerEvent(id))
            case ..<0.70:
                let id = pointer()
                down.remove(id)
                return .pointerCancelled(pointerEvent(id))
            case ..<0.78:
                let notches = [-3.0, -1, -0.5, -0.1, 0, 0.1, 0.5, 1, 3].randomElement(using: &rng)!
                let horizontal = chance(0.5)
                return .scroll(ScrollEvent(
                    location: point(), deltaX: horizontal ? notches : 0, deltaY: horizontal ? 0 : notches, time: now))
            case ..<0.95:
                var key = Self.keys.randomElement(using: &rng)!
                if chance(0.15) { key = .character(Character(UnicodeScalar(UInt8.random(in: 32...126, using: &rng)))) }
                var modifiers: KeyModifiers = []
                if chance(0.2) { modifiers.insert(.shift) }
                if chance(0.05) { modifiers.insert(.control) }
                return .key(KeyEvent(key: key, modifiers: modifiers, isRepeat: chance(0.1), time: now))
            default:
                let texts = ["a", "7", "2026", "nov", "Zaterdag", "é", "👍", " "]
                return .text(texts.randomElement(using: &rng)!, time: now)
            }
        }

        /// Every picker's selection is a row it has.
        func checkSelections(_ context: @autoclosure () -> String) {
            for picker in pickers {
                for component in 0..<picker.numberOfComponents {
                    let rows = picker.numberOfRows(inComponent: component)
                    let selected = picker.selectedRow(inComponent: component)
                    if selected == nil || !(0..<rows).contains(selected!) {
                        Issue.record("\(picker.id)[\(component)] selects \(String(describing: selected)) of \(rows) rows \(context())")
                    }
                }
            }
        }

        /// A reported change names a row in range and that row's title.
        func checkChange(_ change: ValueChange) {
            guard let picker = pickers.first(where: { $0.id == change.widget }) else {
                Issue.record("a change from an unknown widget: \(change.jsonValue.serialized())")
                return
            }
            guard case .int(let component)? = change["component"], case .int(let row)? = change["row"],
                  case .string(let value)? = change["value"] else {
                Issue.record("a change without component, row and value: \(change.jsonValue.serialized())")
                return
            }
            guard (0..<picker.numberOfRows(inComponent: component)).contains(row) else {
                Issue.record("a change to row \(row), out of range: \(change.jsonValue.serialized())")
                return
            }
            let title = picker.title(forRow: row, inComponent: component)
            if title != value {
                Issue.record("a change reports '\(value)' for row \(row), whose title is '\(title ?? "nil")'")
            }
        }
    }

    @Test(arguments: [0x5EED_0001 as UInt64])
    func randomInputKeepsThePickersConsistent(seed: UInt64) throws {
        var fuzzer = try Fuzzer(seed: seed)
        var reported: [ValueChange] = []
        fuzzer.scene.onValueChanged = { reported.append(ValueChange($0)) }
        let canvas = RecordingCanvas()
        var changeCount = 0
        for index in 0..<Self.eventCount {
            // Time only moves forward: mostly a frame or less, sometimes a long pause (flings end, springs settle).
            let step = fuzzer.chance(0.02) ? fuzzer.unit() * 2 : fuzzer.unit() * 0.03
            fuzzer.now += step
            fuzzer.scene.tick(now: fuzzer.now)
            fuzzer.scene.handle(fuzzer.randomEvent())
            if index % 997 == 0 {
                canvas.reset()
                fuzzer.scene.draw(in: canvas)
            }
            fuzzer.checkSelections("after event \(index) at t = \(fuzzer.now)")
            for change in reported { fuzzer.checkChange(change) }
            changeCount += reported.count
            reported.removeAll(keepingCapacity: true)
        }
        // Some of the stream must have landed: a fuzz run that never changes a value tests nothing.
        #expect(changeCount > 100)

        // Let go of everything, then give every motion five seconds to finish.
        for id in fuzzer.down {
            fuzzer.scene.handle(.pointerUp(PointerEvent(pointer: id, kind: id == .mouse ? .mouse : .touch, location: fuzzer.point(), time: fuzzer.now)))
        }
        fuzzer.down.removeAll()
        let released = fuzzer.now
        while fuzzer.now < released + 5 {
            fuzzer.now += 1.0 / 60
            fuzzer.scene.tick(now: fuzzer.now)
        }
        for change in reported { fuzzer.checkChange(change) }
        fuzzer.checkSelections("after the final settle")
        canvas.reset()
        fuzzer.scene.draw(in: canvas)
        #expect(!fuzzer.scene.needsFrame, "still animating 5 s after every pointer went up")
        for picker in fuzzer.pickers {
            for component in 0..<picker.numberOfComponents {
                let position = picker.segments[component].scroller.position
                #expect(position.fraction == 0, "\(picker.id)[\(component)] rests between rows at \(position)")
                // At rest the row shown is the row selected.
                #expect(picker.segments[component].scroller.dataRow(forUnwrappedRow: position.row, offsetBy: 0)
                    == picker.selectedRow(inComponent: component), "\(picker.id)[\(component)] shows another row than it selects")
            }
        }
    }
}
