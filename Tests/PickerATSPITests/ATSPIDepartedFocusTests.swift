import Foundation
import PickerCore
import PickerWidgets
import Testing
@testable import PickerATSPI

/// What a screen reader reads of the focus it left once that has left the tree: Orca asks the day it left
/// for its parent as it announces the next (to say only the containers that changed), and falls silent on
/// an error. It asks over the bus when it has dropped its cache of that day, as it does when told the day was
/// selected: Space, then Page Down, was silent.
@Suite struct ATSPIDepartedFocusTests {
    private let accessible = ATSPIHandler.Interface.accessible

    /// The paths that gain the focus in `signals` (`object:state-changed:focused` to 1).
    private func focused(_ signals: [DBusSignal]) -> [String] {
        signals.filter { $0.member == "StateChanged" && $0.arguments.prefix(2) == [.string("focused"), .int32(1)] }.map(\.path)
    }

    private func key(_ key: Key, _ f: CalendarFixture) {
        f.now += 0.5
        _ = f.root.handle(.key(KeyEvent(key: key, modifiers: [], time: f.now)))
    }

    @Test func theDayLeftForAnotherMonthAnswersAsDefunctInTheGridItLeft() throws {
        let f = try CalendarFixture()
        f.root.onAccessibilityEvent = { [unowned handler = f.handler] in handler.enqueue($0, inPanel: 0) }
        let first = CalendarFixture.path("calendar.day.2026-11-01"), next = CalendarFixture.path("calendar.day.2026-12-01")
        #expect(f.root.focusCandidate("calendar.grid"))
        #expect(focused(f.handler.takeSignals()) == [first])
        key(.space, f)
        _ = f.handler.takeSignals()
        key(.pageDown, f)
        #expect(focused(f.handler.takeSignals()) == [next])
        // November 1 is no longer in the grid (December's first row starts on November 29), yet it answers:
        // its name, the grid it was in (the new day's parent), no children, and defunct.
        #expect(f.handler.tree?[first] == nil)
        let grid = try #require(path(f.property(next, accessible, "Parent")))
        #expect(path(f.property(first, accessible, "Parent")) == grid)
        #expect(f.property(first, accessible, "Name") == .string("Sunday, November 1, 2026"))
        #expect(f.property(first, accessible, "ChildCount") == .int32(0))
        #expect(onlyValue(f.call(first, accessible, "GetIndexInParent")) == .int32(-1))
        let defunct: UInt32 = 1 << 6
        #expect(onlyValue(f.call(first, accessible, "GetState")) == .array(elementSignature: "u", [.uint32(defunct), .uint32(0)]))
        // It offers nothing to act on.
        if case .values = f.call(first, "org.a11y.atspi.Action", "DoAction", [.int32(0)]) { Issue.record("a departed day took an action") }
        // A path that was never announced is still unknown.
        if case .values = f.call(CalendarFixture.path("calendar.day.2026-11-02"), accessible, "GetRole") {
            Issue.record("a day never focused answered")
        }
    }
}
