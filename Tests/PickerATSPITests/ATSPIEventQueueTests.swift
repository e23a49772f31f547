import Foundation
import PickerCore
import PickerWidgets
import Testing
@testable import PickerATSPI

/// What the screen reader is told after input: the scene's events are sent once the input is done, read
/// against the tree then, so every move of the focus and every step is announced, at once.
@Suite struct ATSPIEventQueueTests {
    /// The fixture with its root's events kept by the handler, as the bridge keeps them.
    private func queued() throws -> CalendarFixture {
        let f = try CalendarFixture()
        f.root.onAccessibilityEvent = { [unowned handler = f.handler] in handler.enqueue($0, inPanel: 0) }
        return f
    }

    private func key(_ key: Key, _ f: CalendarFixture, modifiers: KeyModifiers = []) {
        f.now += 0.5
        _ = f.root.handle(.key(KeyEvent(key: key, modifiers: modifiers, time: f.now)))
    }

    /// The paths that gain the focus in `signals` (`object:state-changed:focused` to 1).
    private func focused(_ signals: [DBusSignal]) -> [String] {
        signals.filter { $0.member == "StateChanged" && $0.arguments.prefix(2) == [.string("focused"), .int32(1)] }.map(\.path)
    }

    @Test func pageDownAndUpAnnounceTheDayTheFocusLandsOnInAnotherMonthAndYear() throws {
        let f = try queued()
        #expect(f.root.focusCandidate("calendar.grid"))
        #expect(focused(f.handler.takeSignals()) == [CalendarFixture.path("calendar.day.2026-11-01")])
        key(.pageDown, f)
        #expect(focused(f.handler.takeSignals()) == [CalendarFixture.path("calendar.day.2026-12-01")])
        key(.pageDown, f)
        #expect(focused(f.handler.takeSignals()) == [CalendarFixture.path("calendar.day.2027-01-01")])
        key(.pageUp, f, modifiers: .shift)
        #expect(focused(f.handler.takeSignals()) == [CalendarFixture.path("calendar.day.2026-01-01")])
        // The day announced is in the tree, with its full date as its name.
        #expect(f.property(CalendarFixture.path("calendar.day.2026-01-01"), "org.a11y.atspi.Accessible", "Name")
            == .string("Thursday, January 1, 2026"))
    }

    @Test func aControllersShouldersAnnounceTheDayTooAndAFlurryOfMovesOnlyItsLast() throws {
        let f = try queued()
        #expect(f.root.focusCandidate("calendar.grid"))
        _ = f.handler.takeSignals()
        let pad = ControllerID(0)
        #expect(f.root.handle(.pageForward, controller: pad, time: 1))
        #expect(focused(f.handler.takeSignals()) == [CalendarFixture.path("calendar.day.2026-12-01")])
        for _ in 0..<5 { key(.right, f) }
        #expect(focused(f.handler.takeSignals()) == [CalendarFixture.path("calendar.day.2026-12-06")])
        #expect(f.root.handle(.pageBack, controller: pad, time: 5))
        #expect(focused(f.handler.takeSignals()) == [CalendarFixture.path("calendar.day.2026-11-06")])
    }

    @Test func aSwipeToAnotherMonthAnnouncesTheFocusedDayThereAsTheFingerLifts() throws {
        let f = try queued()
        let grid = f.calendar.grid
        #expect(f.root.focusCandidate("calendar.grid"))
        _ = f.handler.takeSignals()
        // A flick right to left over the grid.
        let y = grid.frame.midY, start = grid.frame.maxX - 20
        var time = 1.0
        _ = f.root.handle(.pointerDown(PointerEvent(pointer: .mouse, location: Point(x: start, y: y), time: time)))
        for step in 1...6 {
            time += 0.016
            _ = f.root.handle(.pointerMoved(PointerEvent(pointer: .mouse, location: Point(x: start - Double(step) * 30, y: y), time: time)))
        }
        _ = f.root.handle(.pointerUp(PointerEvent(pointer: .mouse, location: Point(x: start - 180, y: y), time: time)))
        // Announced as the finger lifts, on the day kept in the month the ribbon is going to.
        let month = f.calendar.grid.calendar.dateComponents([.year, .month], from: grid.displayedMonth)
        #expect(grid.displayedMonth > (try #require(f.calendar.grid.calendar.date(from: DateComponents(year: 2026, month: 11)))))
        let day = String(format: "%04d-%02d-01", month.year ?? 0, month.month ?? 0)
        #expect(focused(f.handler.takeSignals()) == [CalendarFixture.path("calendar.day.\(day)")])
        for frame in 1...600 { f.root.tick(now: time + Double(frame) / 60) }
        #expect(focused(f.handler.takeSignals()).isEmpty)
    }

    @Test func aKeyStepIsAnnouncedAtOnceAndItsSettleSaysNothingMore() throws {
        let f = try queued()
        let year = CalendarFixture.path("calendar.year")
        #expect(f.root.focusCandidate("calendar.header"))
        #expect(focused(f.handler.takeSignals()) == [year])
        let before = try #require(f.handler.tree?[year]?.node.valueRange?.current)
        key(.down, f)
        let step = f.handler.takeSignals(announcingFocusedValue: true)
        #expect(step.map { "\($0.path) \($0.member) \($0.arguments[0]) \($0.arguments[3])" } == [
            "\(year) PropertyChange string(\"accessible-value\") variant(PickerATSPI.DBusValue.double(\(before + 1)))",
        ])
        #expect(f.property(year, "org.a11y.atspi.Value", "Text") == .string("2027"))
        // The ribbon settles: the change is reported, but the screen reader heard this value already.
        for frame in 1...90 { f.root.tick(now: f.now + Double(frame) / 60) }
        #expect(f.changes.contains { $0.widget.id == "calendar.header" })
        #expect(f.handler.takeSignals().filter { $0.member == "PropertyChange" }.isEmpty)
    }

    @Test func aRemovedPanelLeavesTheWindowsChildren() throws {
        let f = try queued()
        let panel = try #require(f.handler.tree?[ATSPITree.windowPath]?.children.first)
        let signals = f.handler.panelWillBeRemoved(0)
        #expect(signals.map { "\($0.path) \($0.member) \($0.arguments[0]) \($0.arguments[1])" } == [
            "\(ATSPITree.windowPath) ChildrenChanged string(\"remove\") int32(0)",
        ])
        #expect(signals.first?.arguments[3] == .variant(f.handler.reference(panel)))
    }
}

extension ATSPIEventQueueTests {
    @Test func aCaptionAndWhatItNamesAreRelatedBothWays() throws {
        let f = try CalendarFixture()
        let caption = Label(id: "caption", text: "Your name")
        f.root.addChild(caption)
        f.field.accessibilityLabel = nil
        f.field.accessibilityLabelWidget = caption
        f.handler.invalidate()
        let field = CalendarFixture.path("name"), label = CalendarFixture.path("caption")
        #expect(f.property(field, "org.a11y.atspi.Accessible", "Name") == .string("Your name"))
        let relations = f.call(field, "org.a11y.atspi.Accessible", "GetRelationSet")
        #expect(relations == .values([.array(elementSignature: "(ua(so))", [
            .structure([.uint32(2), .array(elementSignature: "(so)", [f.handler.reference(label)])]),
        ])]))
        let labelRelations = f.call(label, "org.a11y.atspi.Accessible", "GetRelationSet")
        #expect(labelRelations == .values([.array(elementSignature: "(ua(so))", [
            .structure([.uint32(1), .array(elementSignature: "(so)", [f.handler.reference(field)])]),
        ])]))
        // Nothing else is related.
        #expect(f.call(CalendarFixture.path("ok"), "org.a11y.atspi.Accessible", "GetRelationSet")
            == .values([.array(elementSignature: "(ua(so))", [])]))
    }
}

extension ATSPIEventQueueTests {
    /// The days whose `selected` state `signals` change, as "day on" / "day off".
    private func selectionChanges(_ signals: [DBusSignal]) -> [String] {
        signals.filter { $0.member == "StateChanged" && $0.arguments.first == .string("selected") }.map {
            "\($0.path.split(separator: "_").suffix(2).joined(separator: "_")) \($0.arguments[1] == .int32(1) ? "on" : "off")"
        }
    }

    @Test func aSelectionChangeTellsOnlyTheDaysThatChangedBothWays() throws {
        let f = try queued()
        f.calendar.selectionMode = .range
        _ = f.handler.takeSignals()
        func tap(_ day: Int) -> [DBusSignal] {
            let path = CalendarFixture.path(String(format: "calendar.day.2026-11-%02d", day))
            #expect(onlyValue(f.call(path, "org.a11y.atspi.Action", "DoAction", [.int32(0)])) == .boolean(true))
            return f.handler.takeSignals()
        }
        #expect(selectionChanges(tap(10)) == ["2d11_2d10 on"])
        // The range grows to the 10th-13th: the 10th, already told, is not told again.
        let grown = tap(13)
        #expect(grown.first?.member == "SelectionChanged")
        #expect(selectionChanges(grown) == ["2d11_2d11 on", "2d11_2d12 on", "2d11_2d13 on"])
        // A new range starts on the 20th: the days that left the selection are told so.
        #expect(selectionChanges(tap(20)) == ["2d11_2d10 off", "2d11_2d11 off", "2d11_2d12 off", "2d11_2d13 off", "2d11_2d20 on"])
    }
}

extension ATSPIEventQueueTests {
    @Test func aSelectionIsToldAgainstWhatWasReadBeforeItEvenWhenTheTreeIsReadWhileItWaits() throws {
        let f = try queued()
        _ = f.handler.takeSignals()
        let day = CalendarFixture.path("calendar.day.2026-11-10"), grid = CalendarFixture.path("calendar.grid")
        #expect(onlyValue(f.call(day, "org.a11y.atspi.Action", "DoAction", [.int32(0)])) == .boolean(true))
        // While the batch waits for the pace, a frame comes and a client reads the tree, new selection and all.
        f.handler.invalidate()
        #expect(f.property(grid, "org.a11y.atspi.Accessible", "Name") == .string("November 2026"))
        f.handler.invalidate()
        #expect(selectionChanges(f.handler.takeSignals()) == ["2d11_2d10 on"])
    }
}

extension ATSPIEventQueueTests {
    @Test func aRunOfMonthChangesIsToldOnceUntilTheGridsDaysAreReadAgain() throws {
        let f = try queued()
        #expect(f.root.focusCandidate("calendar.grid"))
        _ = f.handler.takeSignals()
        let grid = CalendarFixture.path("calendar.grid")
        func notices(_ signals: [DBusSignal]) -> Int { signals.filter { $0.member == "ChildrenChanged" && $0.path == grid }.count }
        key(.pageDown, f)
        #expect(notices(f.handler.takeSignals()) == 1)
        key(.pageDown, f)
        #expect(notices(f.handler.takeSignals()) == 0)
        // Once the screen reader reads the days again, the next month's are told.
        #expect(f.property(grid, "org.a11y.atspi.Accessible", "ChildCount") == .int32(42))
        key(.pageDown, f)
        #expect(notices(f.handler.takeSignals()) == 1)
        key(.pageUp, f)
        #expect(notices(f.handler.takeSignals()) == 0)
        _ = f.call(grid, "org.a11y.atspi.Accessible", "GetChildAtIndex", [.int32(0)])
        key(.pageUp, f)
        #expect(notices(f.handler.takeSignals()) == 1)
    }
}
