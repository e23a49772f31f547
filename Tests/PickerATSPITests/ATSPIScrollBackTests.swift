import Foundation
import PickerCore
import PickerTestSupport
import PickerWidgets
import Testing
@testable import PickerATSPI

/// What a screen reader hears when a date picker's wheels scroll back from a date outside its limits: the
/// step is announced at once, as a key step is, then the value the wheels go back to.
@Suite struct ATSPIScrollBackTests {
    @Test func aStepPastTheLimitIsAnnouncedThenTheMonthTheWheelsScrollBackTo() throws {
        let application = TestApplication()
        let root = WidgetRoot(id: "page", textMeasurer: FixedAdvanceTextMeasurer(), theme: .light)
        // On its first day, December 16, 1773: January 16, 1773 is before it.
        let picker = try DatePicker(
            id: "independence", mode: .date, date: IndependenceDayLimits.minimum, timeZone: IndependenceDayLimits.zone,
            minimumDate: IndependenceDayLimits.minimum, maximumDate: IndependenceDayLimits.maximum)
        root.addChild(picker)
        root.layout(size: Size(width: 800, height: 600))
        picker.frame = Rect(x: 0, y: 0, width: 320, height: 216)
        application.panels = [(key: 0, origin: .zero, root: root)]
        let handler = ATSPIHandler(application: application, busName: ":1.7")
        root.onAccessibilityEvent = { handler.enqueue($0, inPanel: 0) }
        let month = ATSPITree.path(panel: 0, identifier: "independence.month")
        func text() -> DBusValue? {
            let reply = handler.handle(DBusMethodCall(
                path: month, interface: ATSPIHandler.Interface.properties, member: "Get",
                arguments: [.string(ATSPIHandler.Interface.value), .string("Text")]))
            guard case .variant(let value) = onlyValue(reply) else { return nil }
            return value
        }
        func values(_ signals: [DBusSignal]) -> [String] {
            signals.filter { $0.path == month && $0.arguments.first == .string("accessible-value") }.compactMap { _ in text()?.stringValue }
        }

        #expect(root.focusCandidate("independence"))
        _ = handler.takeSignals()
        #expect(text() == .string("December"))
        _ = root.handle(.key(KeyEvent(key: .down, time: 1)))
        #expect(values(handler.takeSignals(announcingFocusedValue: true)) == ["January"])
        var heard: [String] = []
        for frame in 1...180 {
            root.tick(now: 1 + Double(frame) / 60)
            handler.invalidate()
            heard += values(handler.takeSignals())
        }
        #expect(heard == ["December"])
        #expect(picker.date == IndependenceDayLimits.minimum)
    }
}
