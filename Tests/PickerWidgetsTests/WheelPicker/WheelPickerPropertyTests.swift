import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Wheel picker random input")
struct WheelPickerPropertyTests {
    /// Random pointers (three at once, in and far outside the frame, some at NaN), wheel turns of any size,
    /// keys, frames at uneven times, programmatic selections, reloads with new counts, option changes and
    /// frame changes. After every step: selections and the centre rows are in range, at most one event per
    /// component, events name a row that exists and that the component shows; at the end everything
    /// settles exactly on a row.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomEventStreamsKeepTheSelectionInRange(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let source = WheelSource(rows: [7, Int.max, 3, Int.max - 1], cyclic: [0, 1])
        let picker = try WheelPicker(id: "fuzz", dataSource: source, delegate: source)
        let h = WheelHarness(picker, frame: Rect(x: 20, y: 30, width: 360, height: 216))
        h.retainedSource = source
        var time = 0.0
        var lastRows: [Int: Int] = [:]   // per component, the row of the last event since a programmatic change

        func check(_ step: Int, eventsBefore: Int, selectedBefore: [Int?]) {
            for component in 0..<picker.numberOfComponents {
                let count = picker.numberOfRows(inComponent: component)
                let selected = picker.selectedRow(inComponent: component)
                if count == 0 {
                    #expect(selected == nil, "step \(step)")
                } else {
                    #expect(selected.map { (0..<count).contains($0) } == true, "step \(step): component \(component)")
                    let centre = picker.components[component].model.rowAtCenter
                    #expect(centre.map { (0..<count).contains($0) } == true, "step \(step)")
                }
            }
            let fresh = h.changes[eventsBefore...]
            for component in 0..<picker.numberOfComponents {
                let events = fresh.filter { $0["component"] == .int(component) }
                #expect(events.count <= 1, "step \(step): \(events.count) events for component \(component)")
                guard let event = events.last, case .int(let row)? = event["row"] else { continue }
                #expect((0..<picker.numberOfRows(inComponent: component)).contains(row), "step \(step)")
                if picker.reportsWhileScrolling {
                    #expect(row == picker.components[component].model.rowAtCenter, "step \(step)")
                } else {
                    #expect(row == picker.selectedRow(inComponent: component), "step \(step)")
                    #expect(selectedBefore.indices.contains(component) && selectedBefore[component] != row, "step \(step)")
                }
                #expect(lastRows[component] != row, "step \(step): the same row reported twice for component \(component)")
                lastRows[component] = row
            }
        }

        func randomPoint() -> Point {
            switch Int.random(in: 0..<20, using: &random) {
            case 0: return Point(x: .nan, y: 100)
            case 1: return Point(x: Double.random(in: -2000...2000, using: &random), y: Double.random(in: -2000...2000, using: &random))
            default: return Point(x: Double.random(in: 10...390, using: &random), y: Double.random(in: 20...256, using: &random))
            }
        }

        for step in 0..<4000 {
            time += Double.random(in: 0...0.05, using: &random)
            let eventsBefore = h.changes.count
            let selectedBefore = (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
            let pointer = PointerID(Int.random(in: 0...2, using: &random))
            let choice = Int.random(in: 0..<100, using: &random)
            switch choice {
            case 0..<15:
                h.send(.pointerDown(PointerEvent(pointer: pointer, location: randomPoint(), time: time)))
            case 15..<45:
                h.send(.pointerMoved(PointerEvent(pointer: pointer, location: randomPoint(), time: time)))
            case 45..<58:
                h.send(.pointerUp(PointerEvent(pointer: pointer, location: randomPoint(), time: time)))
            case 58..<60:
                h.send(.pointerCancelled(PointerEvent(pointer: pointer, location: randomPoint(), time: time)))
            case 60..<66:
                let deltas: [Double] = [-1, 1, -3, 0.4, -0.4, 1e300, -.infinity, .nan]
                h.send(.scroll(ScrollEvent(location: randomPoint(), deltaX: 0, deltaY: deltas.randomElement(using: &random)!, time: time)))
            case 66..<76:
                let keys: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .enter]
                let modifiers: KeyModifiers = Bool.random(using: &random) ? [] : .shift
                h.send(.key(KeyEvent(key: keys.randomElement(using: &random)!, modifiers: modifiers, time: time)))
            case 76..<92:
                h.root.tick(now: time)
            case 92..<95:
                let component = Int.random(in: -1...4, using: &random)
                let count = picker.numberOfRows(inComponent: component)
                let row = count > 0 && Bool.random(using: &random) ? Int.random(in: 0..<count, using: &random) : Int.random(in: -2...9, using: &random)
                if (try? picker.selectRow(row, inComponent: component, animated: Bool.random(using: &random))) != nil {
                    lastRows[component] = nil
                }
            case 95..<97:
                let component = Int.random(in: 0..<4, using: &random)
                let counts = [0, 1, 2, 5, 40, Int.max, -1]
                source.rows[component] = counts.randomElement(using: &random)!
                if (try? picker.reloadComponent(component)) != nil { lastRows[component] = nil }
                if source.rows[component] < 0 { source.rows[component] = 3 }
            case 97:
                picker.reportsWhileScrolling.toggle()
                lastRows = [:]
            case 98:
                let frames = [Rect(x: 20, y: 30, width: 360, height: 216), Rect(x: 0, y: 0, width: 120, height: 102), .zero,
                              Rect(x: 5, y: 5, width: 600, height: 500)]
                picker.frame = frames.randomElement(using: &random)!
            default:
                let canvas = RecordingCanvas()
                h.root.draw(in: canvas)
                #expect(canvas.commands.filter { $0 == .popClip }.count == canvas.commands.filter {
                    if case .pushClip = $0 { return true } else { return false }
                }.count)
            }
            check(step, eventsBefore: eventsBefore, selectedBefore: selectedBefore)
        }

        #expect(h.changes.count > 50)   // the stream does reach the delegate

        // Let go of everything and let it settle: every component rests exactly on a row.
        for id in 0...2 {
            h.send(.pointerUp(PointerEvent(pointer: PointerID(id), location: Point(x: 100, y: 100), time: time)))
        }
        for frame in 1...(60 * 20) {
            h.root.tick(now: time + Double(frame) / 60)
        }
        #expect(!picker.isAnimating)
        for component in 0..<picker.numberOfComponents {
            #expect(picker.components[component].model.position.fraction == 0)
            if picker.numberOfRows(inComponent: component) > 0 {
                #expect(picker.components[component].model.rowAtCenter == picker.selectedRow(inComponent: component))
            }
        }
    }
}
