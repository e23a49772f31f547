import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// No sequence of input can make the Independence Day picker report a date outside its range, report
/// while a finger holds a wheel, or report a value that did not change.
@Suite("Date picker under random input")
struct DatePickerPropertyTests {
    @Test(arguments: [(DatePickerMode.date, UInt64(1773)), (.date, 1776), (.dateAndTime, 4), (.yearAndMonth, 7), (.time, 12)])
    func aRandomStreamNeverReportsADateOutsideTheLimits(mode: DatePickerMode, seed: UInt64) throws {
        let h = try Independence.harness(mode: mode)
        let picker = h.picker
        var random = SplitMix64(seed: seed)
        var violations: [String] = []
        var lastDate = picker.date
        h.root.onValueChanged = { [unowned h] change in  // unowned: the root keeps this closure, h keeps the root
            h.changes.append(ValueChange(change))
            if !picker.wheels.input.presses.isEmpty { violations.append("reported while a pointer held a wheel") }
            if picker.date < Independence.minimum || picker.date > Independence.maximum {
                violations.append("reported \(picker.date) outside the limits")
            }
            if picker.date == lastDate { violations.append("reported an unchanged date") }
            lastDate = picker.date
        }
        h.root.setFocus(picker)
        let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab]
        var t = 0.0
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + (range.upperBound - range.lowerBound) * Double(random.next() % 10_000) / 10_000
        }
        for _ in 0..<1_500 {
            t += uniform(0.001...0.12)
            let pointer = PointerID(Int(random.next() % 3))
            let location = Point(x: uniform(-20...340), y: uniform(-40...260))
            let event = PointerEvent(pointer: pointer, kind: pointer == .mouse ? .mouse : .touch, location: location, time: t)
            switch random.next() % 9 {
            case 0: h.send(.pointerDown(event))
            case 1, 2: h.send(.pointerMoved(event))
            case 3: h.send(.pointerUp(event))
            case 4: h.send(.pointerCancelled(event))
            case 5: h.wheel(location.x, location.y, notches: uniform(-3...3), at: t)
            case 6: h.key(keys[Int(random.next() % UInt64(keys.count))], at: t)
            default: h.run(until: t)
            }
        }
        for pointer in 0..<3 {
            h.send(.pointerUp(PointerEvent(pointer: PointerID(pointer), location: Point(x: 0, y: 0), time: t + 0.1)))
        }
        h.settle(limit: 30)
        #expect(violations.isEmpty, "\(violations.prefix(3))")
        #expect(!h.changes.isEmpty, "the stream changed the date at least once")
        #expect(picker.date >= Independence.minimum && picker.date <= Independence.maximum)
        #expect(picker.wheels.components.map(\.model.selectedRow) == picker.model.selectedRows)
        #expect(picker.model.resolve(rows: picker.model.selectedRows).adjustment == .none)
    }
}
