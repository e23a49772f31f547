import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// A page with a mini picker, a calendar picker below it and a button to its right, driven by a
/// controller's actions through `WidgetRoot.handle(_:controller:time:)`.
final class ControllerPage {
    let root = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
    let mini: MiniPicker
    let calendar: CalendarPicker
    let button: Button
    var presses: [Double] = []
    var changes: [ValueChange] = []
    var now = 0.0
    let pad = ControllerID(1)

    init(mode: CalendarSelectionMode = .single) throws {
        mini = try MiniPicker(id: "m", titles: [(1...40).map(String.init)])
        let calendar = testCalendar()
        self.calendar = try CalendarPicker(
            id: "calendar", calendar: calendar, today: day(2026, 11, 21), month: day(2026, 11, 1),
            selection: CalendarSelection(mode: mode))
        button = Button(id: "ok", title: "OK")
        button.action = { [unowned self] in self.presses.append($0) }
        root.addChild(mini)
        root.addChild(self.calendar)
        root.addChild(button)
        root.layout(size: Size(width: 800, height: 600))
        mini.frame = Rect(x: 40, y: 40, width: 200, height: 44)
        self.calendar.frame = Rect(x: 40, y: 120, width: 364, height: 344)
        button.frame = Rect(x: 440, y: 40, width: 120, height: 44)
        root.onValueChanged = { [unowned self] in self.changes.append(ValueChange($0)) }
    }

    /// Sends `action` at `t` (after ticking up to it).
    @discardableResult
    func send(_ action: GamepadAction, at t: Double, controller: ControllerID? = nil) -> Bool {
        run(until: t)
        return root.handle(action, controller: controller ?? pad, time: t)
    }

    /// Ticks at 60 fps until `end` seconds.
    func run(until end: Double) {
        var frame = (now * 60).rounded(.up)
        while frame / 60 <= end {
            root.tick(now: frame / 60)
            frame += 1
        }
        now = max(now, end)
    }

    var focusedID: String? { root.focusedWidget?.id }
}

@Suite("Controller navigation through the widget root")
struct ControllerNavigationTests {
    @Test func theFirstPressOnlyFocusesTheFirstWidget() throws {
        let page = try ControllerPage()
        #expect(page.send(.move(.down), at: 0))
        page.root.releaseDirection(.down, controller: page.pad)
        #expect(page.focusedID == "m")
        #expect(page.root.isFocusRingVisible)
        #expect(page.root.engagedWidget == nil)
        page.run(until: 1)
        #expect(page.mini.selectedRow(inComponent: 0) == 0)
        #expect(page.changes.isEmpty)
    }

    @Test func theDPadMovesFocusSpatially() throws {
        let page = try ControllerPage()
        page.send(.confirm, at: 0)
        #expect(page.focusedID == "m")
        page.send(.move(.right), at: 0.1)
        page.root.releaseDirection(.right, controller: page.pad)
        #expect(page.focusedID == "ok")
        page.send(.move(.left), at: 0.2)
        page.root.releaseDirection(.left, controller: page.pad)
        #expect(page.focusedID == "m")
        page.send(.move(.down), at: 0.3)
        page.root.releaseDirection(.down, controller: page.pad)
        let below = try #require(page.root.focusedWidget)
        #expect(below.frame.minY >= page.calendar.frame.minY, "focus went to \(below.id), not into the calendar")
        page.send(.move(.down), at: 0.4)
        page.root.releaseDirection(.down, controller: page.pad)
        #expect(page.focusedID == "calendar.grid")
        #expect(page.changes.isEmpty)
    }

    @Test func confirmEngagesAMiniPickerAndDownTurnsItOneRow() throws {
        let page = try ControllerPage()
        page.send(.confirm, at: 0)
        #expect(page.send(.confirm, at: 0.1))
        #expect(page.root.engagedWidget === page.mini)
        #expect(page.mini.isEngaged)
        #expect(page.send(.move(.down), at: 0.2))
        page.root.releaseDirection(.down, controller: page.pad)
        page.run(until: 1.5)
        #expect(page.mini.selectedRow(inComponent: 0) == 1)
        #expect(page.changes.map { $0["row"] } == [.int(1)])
        // Confirm leaves, keeping the row; the direction then moves focus again.
        page.send(.confirm, at: 1.6)
        #expect(page.root.engagedWidget == nil)
        page.send(.move(.right), at: 1.7)
        #expect(page.focusedID == "ok")
        #expect(page.mini.selectedRow(inComponent: 0) == 1)
    }

    @Test func cancelRestoresTheRowWhenThePickerAsks() throws {
        let page = try ControllerPage()
        page.mini.restoresValueOnCancel = true
        try page.mini.selectRow(5, inComponent: 0, animated: false)
        page.send(.confirm, at: 0)
        page.send(.confirm, at: 0.1)
        for (i, t) in [0.2, 0.4].enumerated() {
            page.send(.move(.down), at: t)
            page.root.releaseDirection(.down, controller: page.pad)
            #expect(page.root.engagedWidget === page.mini, "press \(i)")
        }
        page.run(until: 1.5)
        #expect(page.mini.selectedRow(inComponent: 0) == 7)
        #expect(page.send(.cancel, at: 1.6))
        #expect(page.root.engagedWidget == nil)
        page.run(until: 3)
        #expect(page.mini.selectedRow(inComponent: 0) == 5)
        #expect(page.changes.last?["row"] == .int(5))
    }

    @Test func cancelKeepsTheRowByDefault() throws {
        let page = try ControllerPage()
        page.send(.confirm, at: 0)
        page.send(.confirm, at: 0.1)
        page.send(.move(.down), at: 0.2)
        page.root.releaseDirection(.down, controller: page.pad)
        page.send(.cancel, at: 1.5)
        page.run(until: 3)
        #expect(page.mini.selectedRow(inComponent: 0) == 1)
        #expect(page.root.engagedWidget == nil)
    }

    @Test func anEngagedPickerDrawsAThickerRing() throws {
        let page = try ControllerPage()
        func ringWidths() -> [Double] {
            let canvas = RecordingCanvas()
            page.root.draw(in: canvas)
            return canvas.commands.compactMap { command in
                guard case .strokeRoundedRect(let rect, _, let width, let color) = command, color == Theme.light.focusRing,
                      rect.contains(Point(x: page.mini.frame.midX, y: page.mini.frame.midY)) else { return nil }
                return width
            }
        }
        page.send(.confirm, at: 0)
        let focused = ringWidths()
        page.send(.confirm, at: 0.1)
        let engaged = ringWidths()
        #expect(focused == [Theme.light.focusRingWidth])
        #expect(engaged == [Theme.light.focusRingWidth + Theme.light.focusRingGap])
        // Still inside the drawing frame the ring always had.
        #expect(page.mini.drawingOutset >= Theme.light.focusRingGap + Theme.light.focusRingWidth)
    }

    @Test func confirmOnAButtonFiresIt() throws {
        let page = try ControllerPage()
        page.root.setFocus(page.button)
        #expect(page.send(.confirm, at: 0.5))
        #expect(page.presses == [0.5])
        #expect(page.root.engagedWidget == nil)
    }

    @Test func anEngagedCalendarMovesItsDayAndConfirmSelects() throws {
        let page = try ControllerPage()
        let grid = page.calendar.grid
        page.root.setFocus(grid)
        let start = grid.focusedDay
        page.send(.confirm, at: 0)
        #expect(page.root.engagedWidget === grid)
        page.send(.move(.right), at: 0.1)
        page.root.releaseDirection(.right, controller: page.pad)
        #expect(grid.focusedDay == testCalendar().date(byAdding: .day, value: 1, to: start))
        page.send(.move(.down), at: 0.2)
        page.root.releaseDirection(.down, controller: page.pad)
        #expect(grid.focusedDay == testCalendar().date(byAdding: .day, value: 8, to: start))
        page.send(.confirm, at: 0.3)
        page.run(until: 2)
        #expect(page.calendar.selection.sortedDates == [grid.focusedDay])
        #expect(page.root.engagedWidget === grid, "confirm chooses a day and stays engaged")
        #expect(page.changes.count == 1)
    }

    @Test func confirmOnAnotherDayEndsARange() throws {
        let page = try ControllerPage(mode: .range)
        let grid = page.calendar.grid
        page.root.setFocus(grid)
        let start = grid.focusedDay
        page.send(.confirm, at: 0)
        page.send(.confirm, at: 0.1)
        for t in [0.2, 0.3] {
            page.send(.move(.right), at: t)
            page.root.releaseDirection(.right, controller: page.pad)
        }
        page.send(.confirm, at: 0.4)
        page.run(until: 2)
        let end = try #require(testCalendar().date(byAdding: .day, value: 2, to: start))
        #expect(page.calendar.selection.range == start...end)
    }

    @Test func aHeldDirectionRepeatsAfterTheDelayThenAtTheInterval() throws {
        let page = try ControllerPage()
        page.send(.confirm, at: 0)
        page.send(.confirm, at: 0.1)
        let held = 1.0
        page.send(.move(.down), at: held)
        // The host may sleep until each repeat: no frames in between.
        #expect(page.root.nextWakeTime == held + 0.3)
        page.run(until: held + 0.29)
        #expect(page.mini.segments[0].scroller.targetRow == 1)
        page.run(until: held + 0.31)
        #expect(page.mini.segments[0].scroller.targetRow == 2)
        #expect(abs((page.root.nextWakeTime ?? 0) - (held + 0.38)) < 1e-9)
        page.run(until: held + 0.37)
        #expect(page.mini.segments[0].scroller.targetRow == 2)
        page.run(until: held + 0.3 + 0.08 * 3 + 0.02)
        #expect(page.mini.segments[0].scroller.targetRow == 5)
        page.root.releaseDirection(.down, controller: page.pad)
        page.run(until: held + 3)
        #expect(page.mini.selectedRow(inComponent: 0) == 5)
        #expect(!page.root.controllerNavigation.isRepeating)
        #expect(page.root.nextWakeTime == nil)
    }

    @Test func twoControllersHoldingTheSameDirectionNeverDoubleStep() throws {
        let page = try ControllerPage()
        let other = ControllerID(2)
        page.send(.confirm, at: 0)
        page.send(.confirm, at: 0.1)
        #expect(page.send(.move(.down), at: 1))
        #expect(page.send(.move(.down), at: 1, controller: other))
        #expect(page.mini.segments[0].scroller.targetRow == 1)
        page.root.releaseDirection(.down, controller: page.pad)
        page.run(until: 1.3)
        #expect(page.mini.segments[0].scroller.targetRow == 2, "the other controller still holds it")
        page.root.removeController(other)
        page.run(until: 3)
        #expect(page.mini.selectedRow(inComponent: 0) == 2)
    }

    @Test func actionsWithNothingToActOnAreNotUsed() throws {
        let page = try ControllerPage()
        page.root.setFocus(page.button)
        #expect(!page.send(.move(.right), at: 0), "nothing lies right of the button")
        page.root.releaseDirection(.right, controller: page.pad)
        #expect(!page.send(.pageForward, at: 0.1), "a button has no pages")
        let empty = WidgetRoot(textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        #expect(!empty.handle(.confirm, controller: page.pad, time: 0))
    }

    @Test func aClickTellsNavigationWhereFocusIs() throws {
        let page = try ControllerPage()
        page.root.handle(.pointerDown(PointerEvent(pointer: .mouse, location: Point(x: 500, y: 60), time: 0)))
        page.root.handle(.pointerUp(PointerEvent(pointer: .mouse, location: Point(x: 500, y: 60), time: 0.05)))
        #expect(page.presses.count == 1)
        page.send(.move(.left), at: 0.2)
        #expect(page.focusedID == "m", "the press moved from the clicked button")
    }

    @Test func aDirectionMovesFromTheWidgetTabFocused() throws {
        let page = try ControllerPage()
        page.send(.confirm, at: 0)
        #expect(page.focusedID == "m")
        page.root.handle(.key(KeyEvent(key: .tab, modifiers: .shift, time: 0.1)))   // wraps to the last widget
        #expect(page.focusedID == "ok")
        page.send(.move(.left), at: 0.2)
        #expect(page.focusedID == "m", "the press moved from the button Tab focused")
    }

    /// Tab away from the engaged picker and back: the keyboard ended the engagement, so the controller's
    /// down moves the focus rather than turning the picker.
    @Test func anEngagementTheKeyboardEndedIsOverForTheController() throws {
        let page = try ControllerPage()
        page.send(.confirm, at: 0)
        page.send(.confirm, at: 0.1)
        #expect(page.mini.isEngaged)
        page.root.handle(.key(KeyEvent(key: .tab, time: 0.2)))
        #expect(page.root.engagedWidget == nil && !page.mini.isEngaged)
        page.root.handle(.key(KeyEvent(key: .tab, modifiers: .shift, time: 0.3)))
        #expect(page.focusedID == "m")
        page.send(.move(.down), at: 0.4)
        page.run(until: 2)
        #expect(page.focusedID != "m" && page.mini.selectedRow(inComponent: 0) == 0)
    }

    /// A picker rebuilt under the same id and focused by the app is a new widget: not engaged, so the
    /// controller moves the focus from it (the navigator once held the old one's id as engaged).
    @Test func aPickerReplacedUnderTheSameIDIsNotEngaged() throws {
        let page = try ControllerPage()
        page.send(.confirm, at: 0)
        page.send(.confirm, at: 0.1)
        #expect(page.root.engagedWidget === page.mini)
        let fresh = try MiniPicker(id: "m", titles: [(1...40).map(String.init)])
        page.mini.removeFromParent()
        page.root.insertChild(fresh, at: 0)
        fresh.frame = page.mini.frame
        page.root.setFocus(fresh)
        #expect(page.root.engagedWidget == nil)
        page.send(.move(.right), at: 0.2)
        #expect(page.focusedID == "ok")
        #expect(page.send(.confirm, at: 0.3), "the button takes the press")
        #expect(page.presses.count == 1)
    }
}

@Suite("Controller navigation in a form")
struct FormControllerNavigationTests {
    /// Down from the text fields reaches the first date row; A opens its picker, down again focuses the
    /// picker, which A engages and down turns.
    @Test func confirmOpensADateRowsPickerAndTheDPadReachesIt() throws {
        let h = try SamplePerson.harness()
        let pad = ControllerID(3)
        func press(_ action: GamepadAction, at t: Double) {
            h.run(until: t)
            h.root.handle(action, controller: pad, time: t)
            if case .move(let direction) = action { h.root.releaseDirection(direction, controller: pad) }
        }
        h.root.setFocus(h.table.rows[PersonField.started])
        press(.confirm, at: 0.1)
        h.run(until: 1.5)
        #expect(h.table.rows[PersonField.started].isPickerOpen)
        press(.move(.down), at: 1.6)
        let picker = try #require(h.root.focusedWidget as? DatePicker, "focus went to \(h.root.focusedWidget?.id ?? "nothing")")
        press(.confirm, at: 1.7)
        #expect(h.root.engagedWidget === picker)
        press(.move(.down), at: 1.8)
        h.run(until: 3.5)
        #expect(!h.changes.isEmpty, "the picker's turn changed the row's date")
    }
}

@Suite("Controller flings")
struct ControllerFlingTests {
    /// A trigger's fling on an engaged mini picker moves it by many rows, as a finger's fling does, and the
    /// change is reported once, when it settles; the other way comes back; nothing engaged, nothing moves.
    @Test func aFlingTurnsTheEngagedPickerAndReportsOnce() throws {
        let page = try ControllerPage()
        #expect(!page.root.fling(fraction: 1, time: 0.1), "no picker is engaged")
        page.send(.confirm, at: 0.2)  // the first press focuses the mini picker
        page.send(.confirm, at: 0.3)  // engages it
        page.run(until: 0.4)
        #expect(page.root.fling(fraction: 0.6, time: 0.4))
        page.run(until: 8)  // a fast fling glides for seconds, as a finger's does
        let forward = page.mini.selectedRow(inComponent: 0) ?? 0
        #expect(forward >= 5, "a fling at 0.6 of the top speed goes further than a few steps: \(forward)")
        #expect(page.changes.count == 1 && page.changes.last?["row"] == .int(forward), "\(page.changes.map { $0["row"] })")
        page.run(until: 8.1)
        #expect(page.root.fling(fraction: -0.3, time: 8.1))
        page.run(until: 16)
        let back = page.mini.selectedRow(inComponent: 0) ?? 0
        #expect(back < forward)
        #expect(page.changes.count == 2 && page.changes.last?["row"] == .int(back))
        // Harder goes further.
        let hard = try ControllerPage(), soft = try ControllerPage()
        for (page, fraction) in [(hard, 0.9), (soft, 0.3)] {
            page.send(.confirm, at: 0.2)
            page.send(.confirm, at: 0.3)
            page.run(until: 0.4)
            page.root.fling(fraction: fraction, time: 0.4)
            page.run(until: 8)
        }
        #expect((hard.mini.selectedRow(inComponent: 0) ?? 0) > (soft.mini.selectedRow(inComponent: 0) ?? 0))
        #expect(!page.root.fling(fraction: .nan, time: 17))
    }
}
