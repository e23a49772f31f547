import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Wheel picker input")
struct WheelPickerInputTests {
    /// One component of `rows` rows selecting `selected`, in UIKit's 320 x 216 with 34 pt rows
    /// (radius 108: the row below the centre is drawn 33.4 pt lower, two rows below 63.6 pt lower).
    func makeHarness(rows: Int = 100, selected: Int = 50, cyclic: Bool = false) throws -> (WheelHarness, WheelSource) {
        let source = WheelSource(rows: [rows], cyclic: cyclic ? [0] : [])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        try picker.selectRow(selected, inComponent: 0, animated: false)
        let harness = WheelHarness(picker)
        harness.retainedSource = source
        return (harness, source)
    }

    @Test func aDragFollowsTheFingerAndSnapsOntoARowWithOneEvent() throws {
        let (h, source) = try makeHarness()
        h.down(160, 108, at: 0)
        h.move(160, 40, at: 0.4)  // 68 pt up: exactly two rows forwards
        let dragged = h.picker.components[0].model.position
        #expect(abs(Double(dragged.row - 50) + dragged.fraction - 2) < 1e-12)
        h.move(160, 30, at: 0.5)
        h.up(160, 30, at: 0.9)  // held still: no fling
        #expect(h.picker.components[0].model.targetRow == 52)
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 52)
        #expect(h.picker.components[0].model.position == ScrollPosition(row: 52, fraction: 0))
        #expect(source.selections.map(\.row) == [52] && source.selections.map(\.component) == [0])
        #expect(h.changes.count == 1)
        let change = try #require(h.changes.first)
        #expect(change.widget == "w" && change.kind == "WheelPicker")
        #expect(change["component"] == .int(0) && change["row"] == .int(52) && change["value"] == .string("r52"))
    }

    @Test func aDragBackToTheSameRowReportsNothing() throws {
        let (h, source) = try makeHarness()
        h.down(160, 108, at: 0)
        h.move(160, 200, at: 0.3)   // nearly three rows back
        h.move(160, 100, at: 0.8)   // and back to a quarter row forwards
        h.up(160, 100, at: 1.2)
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 50)
        #expect(source.selections.isEmpty && h.changes.isEmpty)
    }

    @Test func aFlingCarriesOnAndLandsExactlyOnARow() throws {
        let (h, _) = try makeHarness(rows: 1000, selected: 500)
        h.down(160, 200, at: 0)
        for i in 1...6 { h.move(160, 200 - Double(i) * 25, at: Double(i) * 0.01) }
        h.up(160, 50, at: 0.06)   // 2500 pt/s upwards: about 74 rows/s forwards
        h.run(until: 0.2)
        #expect(h.picker.isAnimating)
        h.run(until: 8)
        let position = h.picker.components[0].model.position
        #expect(position.fraction == 0 && position.row > 510)
        #expect(h.picker.selectedRow(inComponent: 0) == position.row)
        #expect(h.reported.map(\.row) == [position.row])
    }

    @Test func clickingARowScrollsItToTheCentre() throws {
        let (h, source) = try makeHarness()
        h.tap(160, 108 + 63.6, at: 0)   // two rows below the centre
        h.run(until: 0.1)
        #expect(h.picker.isAnimating)   // animated, not a jump
        h.run(until: 2)
        #expect(h.picker.selectedRow(inComponent: 0) == 52)
        h.tap(160, 108 - 33.4, at: 3)    // the row above
        h.run(until: 5)
        #expect(h.picker.selectedRow(inComponent: 0) == 51)
        h.tap(160, 110, at: 6)           // the centre row: nothing to do
        h.run(until: 7)
        #expect(source.selections.map(\.row) == [52, 51])
    }

    @Test func aTapThatStopsAFlingDoesNotAlsoJumpToTheTappedRow() throws {
        let (h, _) = try makeHarness(rows: 1000, selected: 500)
        h.down(160, 200, at: 0)
        for i in 1...6 { h.move(160, 200 - Double(i) * 25, at: Double(i) * 0.01) }
        h.up(160, 50, at: 0.06)
        h.run(until: 0.3)
        let model = h.picker.components[0].model
        let seen = model.rowAtCenter!
        h.tap(160, 190, at: 0.31)   // near the bottom edge
        h.run(until: 3)
        #expect(abs(h.picker.selectedRow(inComponent: 0)! - seen) <= 1)
        #expect(h.reported.count == 1)
    }

    @Test func theMouseWheelMovesOneRowPerNotch() throws {
        let (h, _) = try makeHarness()
        h.wheel(160, 108, notches: -1, at: 0)   // towards the user: the next row
        h.run(until: 1)
        #expect(h.picker.selectedRow(inComponent: 0) == 51)
        h.wheel(160, 108, notches: 1, at: 1)
        h.wheel(160, 108, notches: 1, at: 1.02)
        h.wheel(160, 108, notches: 0.5, at: 1.04)
        h.run(until: 3)
        #expect(h.picker.selectedRow(inComponent: 0) == 49)
        h.wheel(160, 108, notches: .nan, at: 3)
        h.wheel(160, 108, notches: 1e300, at: 3.1)
        h.run(until: 6)
        #expect(h.picker.selectedRow(inComponent: 0) == 0)
        #expect(h.reported.map(\.row) == [51, 49, 0])
    }

    @Test func keysMoveTheFocusedComponentAndTabMovesBetweenComponents() throws {
        let source = WheelSource(rows: [10, 10, 10])
        let picker = try WheelPicker(id: "abc", dataSource: source, delegate: source)
        let h = WheelHarness(picker)
        h.retainedSource = source
        h.key(.tab, at: 0)
        #expect(h.root.focusedWidget === picker && picker.focusedComponent == 0)
        h.key(.down, at: 0.1)
        h.key(.down, at: 0.15)
        h.key(.right, at: 0.2)
        #expect(picker.focusedComponent == 1)
        h.key(.end, at: 0.3)
        h.key(.right, at: 0.4)
        h.key(.right, at: 0.5)   // already on the last component
        #expect(picker.focusedComponent == 2)
        h.key(.up, at: 0.6)      // clamped at row 0
        h.key(.pageDown, at: 0.7)
        h.run(until: 3)
        #expect((0..<3).map { picker.selectedRow(inComponent: $0) } == [2, 9, 5])
        h.key(.left, at: 3)
        #expect(picker.focusedComponent == 1)
        h.key(.home, at: 3.1)
        h.run(until: 5)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(source.selections.map(\.component) == [0, 1, 2, 1])
        h.key(.tab, at: 5)
        #expect(picker.focusedComponent == 2)
        h.key(.tab, at: 5.1, modifiers: .shift)
        #expect(picker.focusedComponent == 1)
        // The focus ring shows around the focused component's cell of the band (stroked last, after the
        // band's edge).
        let canvas = h.drawScaled()
        let cell = try #require(canvas.strokes.last)
        let frame = try #require(picker.frame(ofComponent: 1))
        #expect(cell.minX >= frame.minX && cell.maxX <= frame.maxX)
    }

    @Test func twoFingersMoveTwoComponentsAtOnce() throws {
        let picker = try WheelPicker(id: "nose", titles: [NoseTitles.noses, NoseTitles.sizes], componentIdentifiers: ["style", "size"])
        let h = WheelHarness(picker)
        let left = try #require(picker.frame(ofComponent: 0)).midX
        let right = try #require(picker.frame(ofComponent: 1)).midX
        h.down(left, 108, at: 0, pointer: PointerID(1))
        h.down(right, 108, at: 0, pointer: PointerID(2))
        h.move(left, 40, at: 0.4, pointer: PointerID(1))    // two rows forwards
        h.move(right, 74, at: 0.4, pointer: PointerID(2))   // one row forwards
        #expect(picker.components[0].model.isDragging && picker.components[1].model.isDragging)
        h.up(left, 40, at: 0.9, pointer: PointerID(1))
        h.up(right, 74, at: 0.9, pointer: PointerID(2))
        h.run(until: 3)
        #expect(picker.selectedRow(inComponent: 0) == 2 && picker.selectedRow(inComponent: 1) == 1)
        #expect(Set(h.reported.map(\.component)) == [0, 1] && h.changes.count == 2)
        #expect(h.changes.contains { $0["value"] == .string("Retrousse") })
        #expect(h.changes.contains { $0["value"] == .string("Medium") })
    }

    @Test func aSecondFingerOnAHeldComponentDoesNothing() throws {
        let (h, _) = try makeHarness()
        h.down(160, 108, at: 0, pointer: PointerID(1))
        h.down(100, 150, at: 0.1, pointer: PointerID(2))
        h.move(100, 10, at: 0.3, pointer: PointerID(2))
        h.up(100, 10, at: 0.4, pointer: PointerID(2))
        h.up(160, 108, at: 0.8, pointer: PointerID(1))
        h.run(until: 2)
        #expect(h.picker.selectedRow(inComponent: 0) == 50 && h.changes.isEmpty)
    }

    @Test func aCancelledDragGoesBackWithoutAnEvent() throws {
        let (h, _) = try makeHarness()
        h.down(160, 108, at: 0)
        h.move(160, 0, at: 0.3)
        h.send(.pointerCancelled(PointerEvent(pointer: .mouse, location: Point(x: 160, y: 0), time: 0.4)))
        h.run(until: 2)
        #expect(h.picker.selectedRow(inComponent: 0) == 50)
        #expect(h.picker.components[0].model.position == ScrollPosition(row: 50, fraction: 0) && h.changes.isEmpty)
    }

    @Test func reportingWhileScrollingFiresOncePerRowPassed() throws {
        let (h, source) = try makeHarness()
        h.picker.reportsWhileScrolling = true
        h.slowDrag(x: 160, from: 150, to: 150 - 3 * 34, at: 0)
        h.run(until: 3)
        #expect(source.selections.map(\.row) == [51, 52, 53])
        #expect(h.picker.selectedRow(inComponent: 0) == 53)
        // Out and back: each row under the band once, and nothing more when it settles where it began.
        h.down(160, 108, at: 4)
        h.move(160, 80, at: 4.2)
        h.move(160, 108, at: 4.4)
        h.up(160, 108, at: 4.8)
        h.run(until: 6)
        #expect(source.selections.map(\.row) == [51, 52, 53, 54, 53])
        // Programmatic selection is never reported, even while it scrolls.
        try h.picker.selectRow(10, inComponent: 0, animated: true)
        h.run(until: 9)
        #expect(source.selections.count == 5 && h.picker.selectedRow(inComponent: 0) == 10)
    }

    @Test func aCyclicComponentWrapsAndSelectsTheShortWayRound() throws {
        let (h, source) = try makeHarness(rows: 10, selected: 9, cyclic: true)
        #expect(h.picker.visibleRows(inComponent: 0).map(\.row) == [4, 5, 6, 7, 8, 9, 0, 1, 2, 3, 4])
        try h.picker.selectRow(1, inComponent: 0, animated: true)
        var seen: Set<Int> = []
        for frame in 1...120 {
            h.run(until: Double(frame) / 60)
            seen.insert(h.picker.components[0].model.rowAtCenter!)
        }
        #expect(seen == [9, 0, 1])
        #expect(h.picker.selectedRow(inComponent: 0) == 1 && source.selections.isEmpty)
        h.root.setFocus(h.picker)
        h.key(.up, at: 3)
        h.key(.up, at: 3.05)
        h.run(until: 5)
        #expect(h.picker.selectedRow(inComponent: 0) == 9 && source.selections.map(\.row) == [9])
    }

    @Test func aCompactThreeRowWheelWorksLikeATallOne() throws {
        let source = WheelSource(rows: [60])
        let picker = try WheelPicker(id: "m", dataSource: source, delegate: source)
        try picker.selectRow(30, inComponent: 0, animated: false)
        let h = WheelHarness(picker, frame: Rect(x: 10, y: 300, width: 80, height: 102))
        h.retainedSource = source
        // Radius 51: one row spans 2/3 rad; rows 28...32, the outer two as slivers at the edges.
        #expect(picker.visibleRows(inComponent: 0).map(\.row) == [28, 29, 30, 31, 32])
        let canvas = h.drawScaled()
        let centre = try #require(canvas.texts.first { $0.text == "r30" })
        #expect(centre.scale == 1 && centre.color == Theme.light.text)
        let below = try #require(canvas.texts.first { $0.text == "r31" })
        #expect(abs(below.scale - cos(2.0 / 3)) < 1e-12 && below.color.alpha < 1)
        h.tap(50, 351 - 51 * sin(2.0 / 3), at: 0)   // the row above
        h.run(until: 2)
        #expect(picker.selectedRow(inComponent: 0) == 29)
        h.slowDrag(x: 50, from: 351, to: 351 - 34 * 2, at: 3)
        h.run(until: 6)
        #expect(picker.selectedRow(inComponent: 0) == 31)
        #expect(source.selections.map(\.row) == [29, 31])
    }
}

/// The NosePicker's rows: the demo's `wheel` page's nose shapes and sizes.
enum NoseTitles {
    static let noses = ["Straight", "Aquiline", "Retrousse", "Busque", "Sinuous", "Melanesian", "African"]
    static let sizes = ["Small", "Medium", "Large", "Super-Size"]
}
