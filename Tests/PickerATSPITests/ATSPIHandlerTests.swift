import Foundation
import PickerCore
import PickerWidgets
import Testing
@testable import PickerATSPI

@Suite("AT-SPI handler: the tree a screen reader reads")
struct ATSPIHandlerTests {
    typealias I = ATSPIHandler.Interface
    let app = ATSPITree.applicationPath
    let window = ATSPITree.windowPath

    @Test func theApplicationHoldsAFrameThatHoldsEachPanel() throws {
        let f = try CalendarFixture()
        let second = WidgetRoot(id: "hud", textMeasurer: f.root.textMeasurerForLayout, theme: .light)
        f.application.panels.append((key: 3, origin: Point(x: 10, y: 10), root: second))
        f.handler.desktop = .reference(":1.0", "/org/a11y/atspi/accessible/root")

        #expect(onlyValue(f.call(app, I.accessible, "GetRole")) == .uint32(75))   // application
        #expect(f.property(app, I.accessible, "Name") == .string("Test app"))
        #expect(f.property(app, I.accessible, "Parent") == .reference(":1.0", "/org/a11y/atspi/accessible/root"))
        #expect(f.property(app, I.application, "ToolkitName") == .string("PickerKit"))
        #expect(paths(onlyValue(f.call(app, I.accessible, "GetChildren"))) == [window])

        #expect(onlyValue(f.call(window, I.accessible, "GetRole")) == .uint32(23))   // frame
        #expect(onlyValue(f.call(window, I.accessible, "GetRoleName")) == .string("frame"))
        #expect(f.property(window, I.accessible, "Name") == .string("Test app"))
        let panels = paths(onlyValue(f.call(window, I.accessible, "GetChildren")))
        #expect(panels == [CalendarFixture.path("page"), ATSPITree.path(panel: 3, identifier: "hud")])
        #expect(onlyValue(f.call(panels[1], I.accessible, "GetRoleName")) == .string("panel"))
        #expect(onlyValue(f.call(panels[1], I.accessible, "GetIndexInParent")) == .int32(1))
        #expect(path(f.property(panels[0], I.accessible, "Parent")) == window)
        #expect(path(onlyValue(f.call(panels[0], I.accessible, "GetApplication"))) == app)
    }

    @Test func spinButtonsAndDaysHaveAtspiRolesNamesAndValues() throws {
        let f = try CalendarFixture()
        let month = CalendarFixture.path("calendar.month")
        #expect(month == "/org/a11y/atspi/accessible/panel0/calendar_2emonth")
        #expect(onlyValue(f.call(month, I.accessible, "GetRole")) == .uint32(52))
        #expect(onlyValue(f.call(month, I.accessible, "GetRoleName")) == .string("spin button"))
        #expect(f.property(month, I.accessible, "Name") == .string("Month"))
        #expect(f.property(month, I.value, "CurrentValue") == .double(10))
        #expect(f.property(month, I.value, "MaximumValue") == .double(11))
        #expect(f.property(month, I.value, "MinimumIncrement") == .double(1))
        #expect(f.property(month, I.value, "Text") == .string("November"))
        #expect(onlyValue(f.call(month, I.accessible, "GetAttributes")) == .stringDictionary(["id": "calendar.month", "toolkit": "PickerKit", "valuetext": "November"]))
        #expect(onlyValue(f.call(month, I.accessible, "GetInterfaces")) == .strings([I.accessible, I.component, I.value]))

        let day = CalendarFixture.path("calendar.day.2026-11-21")
        #expect(onlyValue(f.call(day, I.accessible, "GetRole")) == .uint32(56))
        #expect(f.property(day, I.accessible, "Name") == .string("Saturday, November 21, 2026"))
        #expect(f.property(day, I.action, "NActions") == .int32(1))
        #expect(onlyValue(f.call(day, I.action, "GetName", [.int32(0)])) == .string("click"))
        #expect(onlyValue(f.call(CalendarFixture.path("calendar.grid"), I.accessible, "GetRole")) == .uint32(55))
        #expect(onlyValue(f.call(CalendarFixture.path("ok"), I.accessible, "GetRole")) == .uint32(43))
    }

    @Test func statesAreAtspiBits() throws {
        let f = try CalendarFixture()
        // enabled (8), focusable (11), selectable (22), sensitive (24), showing (25), visible (30)
        let expected: UInt32 = (1 << 8) | (1 << 11) | (1 << 22) | (1 << 24) | (1 << 25) | (1 << 30)
        let state = onlyValue(f.call(CalendarFixture.path("calendar.day.2026-11-21"), I.accessible, "GetState"))
        #expect(state == .array(elementSignature: "u", [.uint32(expected), .uint32(0)]))
    }

    @Test func settingASpinButtonsValueTurnsThePickerAsTheUserWould() throws {
        let f = try CalendarFixture()
        let month = CalendarFixture.path("calendar.month")
        let reply = f.call(month, I.properties, "Set", [.string(I.value), .string("CurrentValue"), .variant(.double(3))])
        #expect(reply == .empty)
        f.settle()
        #expect(f.property(month, I.value, "Text") == .string("April"))
        #expect(f.property(month, I.value, "CurrentValue") == .double(3))
        #expect(f.changes.contains { $0.row == 3 })
        // The month picker is cyclic: it turns the short way, forward past December, as a drag would.
        #expect(f.property(CalendarFixture.path("calendar.grid"), I.accessible, "Name") == .string("April 2027"))
        #expect(f.property(CalendarFixture.path("calendar.year"), I.value, "Text") == .string("2027"))
    }

    @Test func clickingADaySelectsIt() throws {
        let f = try CalendarFixture()
        let day = CalendarFixture.path("calendar.day.2026-11-21")
        #expect(onlyValue(f.call(day, I.action, "DoAction", [.int32(0)])) == .boolean(true))
        #expect(f.calendar.selection.dates.count == 1)
        let state = onlyValue(f.call(day, I.accessible, "GetState"))
        guard case .array(_, let words) = state, case .uint32(let low) = words.first else {
            Issue.record("no state set")
            return
        }
        #expect(low & (1 << 23) != 0)   // selected
    }

    @Test func extentsAreInScreenWindowAndParentCoordinates() throws {
        let f = try CalendarFixture(panelOrigin: Point(x: 10, y: 20))
        f.application.windowOrigin = Point(x: 100, y: 50)
        f.application.coordinatesPerPoint = 2
        let ok = CalendarFixture.path("ok")   // (440, 100) 80 x 36 in the panel
        let window = onlyValue(f.call(ok, I.component, "GetExtents", [.uint32(1)]))
        #expect(window == .structure([.int32(900), .int32(240), .int32(160), .int32(72)]))
        let screen = onlyValue(f.call(ok, I.component, "GetExtents", [.uint32(0)]))
        #expect(screen == .structure([.int32(1000), .int32(290), .int32(160), .int32(72)]))
        let parent = onlyValue(f.call(ok, I.component, "GetExtents", [.uint32(2)]))
        #expect(parent == .structure([.int32(880), .int32(200), .int32(160), .int32(72)]))
        // The deepest object under a point of the window: the button.
        let found = onlyValue(f.call(self.window, I.component, "GetAccessibleAtPoint", [.int32(920), .int32(260), .uint32(1)]))
        #expect(path(found) == ok)
    }

    @Test func anEntryHasItsTextThroughTheTextInterface() throws {
        let f = try CalendarFixture()
        let field = CalendarFixture.path("name")
        #expect(onlyValue(f.call(field, I.accessible, "GetRole")) == .uint32(79))
        #expect(f.property(field, I.text, "CharacterCount") == .int32(3))
        #expect(onlyValue(f.call(field, I.text, "GetText", [.int32(0), .int32(-1)])) == .string("Ada"))
        #expect(onlyValue(f.call(field, I.text, "GetText", [.int32(1), .int32(2)])) == .string("d"))
        // EditableText edits the field as the user would: the change is reported.
        #expect(onlyValue(f.call(field, I.editableText, "SetTextContents", [.string("Grace")])) == .boolean(true))
        #expect(f.field.text == "Grace")
        #expect(onlyValue(f.call(field, I.editableText, "InsertText", [.int32(5), .string(" Hopper!"), .int32(7)])) == .boolean(true))
        #expect(onlyValue(f.call(field, I.editableText, "DeleteText", [.int32(0), .int32(6)])) == .boolean(true))
        #expect(f.field.text == "Hopper")
        #expect(f.changes.count == 3)
        #expect(f.call(field, I.editableText, "DeleteText", [.int32(4), .int32(99)]).isError)
        #expect(f.field.text == "Hopper")
    }

    @Test func aCalendarsGridOfCellsHasNoTableInterfaceSoOrcaReadsADayNotItsWeek() throws {
        let f = try CalendarFixture()
        let interfaces = onlyValue(f.call(CalendarFixture.path("calendar.grid"), I.accessible, "GetInterfaces"))
        #expect(interfaces == .strings([I.accessible, I.component]))
    }

    @Test func aTableOfRowsListsThemInOneColumn() throws {
        let f = try CalendarFixture()
        let rows = (0..<3).map { AccessibilityNode(identifier: "row\($0)", role: .tableRow, name: "Row \($0)", frame: Rect(x: 0, y: Double($0) * 40, width: 300, height: 40)) }
        let table = AccessibilityNode(identifier: "form", role: .table, name: "Employee", frame: Rect(x: 0, y: 0, width: 300, height: 120), children: rows)
        let app = StaticApplication(tree: table)
        let handler = ATSPIHandler(application: app, busName: ":1.9")
        let path = ATSPITree.path(panel: 0, identifier: "form")
        func get(_ name: String) -> DBusReply {
            handler.handle(DBusMethodCall(path: path, interface: I.properties, member: "Get", arguments: [.string(I.table), .string(name)]))
        }
        #expect(onlyValue(get("NRows")) == .variant(.int32(3)))
        #expect(onlyValue(get("NColumns")) == .variant(.int32(1)))
        let cell = handler.handle(DBusMethodCall(path: path, interface: I.table, member: "GetAccessibleAt", arguments: [.int32(2), .int32(0)]))
        #expect(PickerATSPITests.path(onlyValue(cell)) == ATSPITree.path(panel: 0, identifier: "row2"))
        #expect(handler.handle(DBusMethodCall(path: path, interface: I.table, member: "GetAccessibleAt", arguments: [.int32(3), .int32(0)])).isError)
        _ = f
    }

    @Test func errorsForUnknownObjectsInterfacesMethodsAndSignatures() throws {
        let f = try CalendarFixture()
        let month = CalendarFixture.path("calendar.month")
        #expect(f.call("/org/a11y/atspi/accessible/panel0/nothing", I.accessible, "GetRole") == .error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no object at /org/a11y/atspi/accessible/panel0/nothing"))
        guard case .error(let interfaceError, _) = f.call(month, I.action, "DoAction", [.int32(0)]),
            case .error(let methodError, _) = f.call(month, I.accessible, "Explode"),
            case .error(let signatureError, _) = f.call(month, I.accessible, "GetChildAtIndex", [.string("0")])
        else {
            Issue.record("expected errors")
            return
        }
        #expect(interfaceError == "org.freedesktop.DBus.Error.UnknownInterface")
        #expect(methodError == "org.freedesktop.DBus.Error.UnknownMethod")
        #expect(signatureError == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(f.call(window, I.accessible, "GetChildAtIndex", [.int32(1)]).isError)
        #expect(f.call(window, I.accessible, "GetChildAtIndex", [.int32(-1)]).isError)
    }

    /// Two events a move, as GTK 4 sends: no legacy `focus:` event, which Orca ignores but must still queue
    /// (a third of its queue under brisk input) and for which libatspi forgets the object's states.
    @Test func focusMovesAnnounceTheOldNodeLosingItAndTheNewOneGainingItAndNothingMore() throws {
        let f = try CalendarFixture()
        let year = CalendarFixture.path("calendar.year"), month = CalendarFixture.path("calendar.month")
        let signals = f.handler.signals(for: AccessibilityEvent(.focus, identifier: "calendar.month", time: 1), inPanel: 0, previousFocus: year)
        #expect(signals.map { "\($0.path) \($0.interface) \($0.member) \($0.arguments.prefix(2))" } == [
            "\(year) org.a11y.atspi.Event.Object StateChanged [PickerATSPI.DBusValue.string(\"focused\"), PickerATSPI.DBusValue.int32(0)]",
            "\(month) org.a11y.atspi.Event.Object StateChanged [PickerATSPI.DBusValue.string(\"focused\"), PickerATSPI.DBusValue.int32(1)]",
        ])
        #expect(signals.allSatisfy { $0.arguments.map(\.signature).joined() == "siiva{sv}" })
        // The focus was read with the month's value: the same value again says nothing new; a new one is sent.
        #expect(f.handler.signals(for: AccessibilityEvent(.valueChanged, identifier: "calendar.month", time: 1), inPanel: 0, previousFocus: nil).isEmpty)
        #expect(f.root.setAccessibilityValue(3, on: "calendar.month"))
        f.root.tick(now: 5)
        f.handler.invalidate()
        let value = f.handler.signals(for: AccessibilityEvent(.valueChanged, identifier: "calendar.month", time: 5), inPanel: 0, previousFocus: nil)
        #expect(value.map(\.member) == ["PropertyChange"])
        #expect(value.first?.arguments[0] == .string("accessible-value"))
        #expect(value.first?.arguments[3] == .variant(.double(3)))
        #expect(f.handler.signals(for: AccessibilityEvent(.focus, identifier: "gone", time: 1), inPanel: 0, previousFocus: nil).isEmpty)
        let expanded = f.handler.signals(for: AccessibilityEvent(.stateChanged(.expanded, isOn: true), identifier: "ok", time: 1), inPanel: 0, previousFocus: nil)
        #expect(expanded.map { "\($0.arguments[0]) \($0.arguments[1])" } == ["string(\"expanded\") int32(1)", "string(\"collapsed\") int32(0)"])
    }
}

extension ATSPIHandlerTests {
    @Test func aDateEditorsChangeIsItsFocusedColumnsSoOrcaReadsTheNewValue() {
        let day = AccessibilityNode(
            identifier: "when.day", role: .spinButton, name: "Day", valueText: "17", valueRange: .rows(16, count: 31),
            states: [.focusable, .focused, .enabled], frame: Rect(x: 0, y: 0, width: 40, height: 100))
        let month = AccessibilityNode(
            identifier: "when.month", role: .spinButton, name: "Month", valueText: "December", valueRange: .rows(11, count: 12),
            states: [.focusable, .enabled], frame: Rect(x: 40, y: 0, width: 80, height: 100))
        let editor = AccessibilityNode(
            identifier: "when", role: .dateEditor, name: "When", valueText: "December 17, 1773", states: [.enabled],
            frame: Rect(x: 0, y: 0, width: 120, height: 100), children: [day, month])
        let application = StaticApplication(tree: editor)  // the handler holds it weakly
        let handler = ATSPIHandler(application: application, busName: ":1.9")
        let signals = handler.signals(for: AccessibilityEvent(.valueChanged, identifier: "when", time: 1), inPanel: 0, previousFocus: nil)
        // Not on the editor itself: it has no Value interface, and Orca fails to read one from it.
        #expect(signals.map(\.path) == [ATSPITree.path(panel: 0, identifier: "when.day")])
        #expect(signals.last?.arguments[3] == .variant(.double(16)))
    }
}

extension ATSPIHandlerTests {
    @Test func aDateRowsButtonIsDescribedByItsDateWhichOrcaReadsAfterTheRole() {
        let row = AccessibilityNode(
            identifier: "started", role: .pushButton, name: "Started work", valueText: "03/14/2019", states: [.enabled, .expandable],
            actions: [.click], frame: Rect(x: 0, y: 0, width: 300, height: 44))
        let application = StaticApplication(tree: row)
        let handler = ATSPIHandler(application: application, busName: ":1.9")
        let reply = handler.handle(DBusMethodCall(
            path: ATSPITree.path(panel: 0, identifier: "started"), interface: I.properties, member: "Get",
            arguments: [.string(I.accessible), .string("Description")]))
        #expect(onlyValue(reply) == .variant(.string("03/14/2019")))
    }
}

/// An application of one panel whose tree is fixed data.
final class StaticApplication: AccessibleApplication {
    let tree: AccessibilityNode
    init(tree: AccessibilityNode) { self.tree = tree }
    func accessibilitySnapshot() -> AccessibleApplicationSnapshot {
        AccessibleApplicationSnapshot(name: "Static", windowSize: Size(width: 400, height: 300), panels: [.init(key: 0, origin: .zero, tree: tree)])
    }
    func performAccessibilityAction(_ action: AccessibilityAction, on identifier: String, inPanel panel: Int) -> Bool { false }
    func setAccessibilityValue(_ value: Double, on identifier: String, inPanel panel: Int) -> Bool { false }
    func focusAccessibilityNode(_ identifier: String, inPanel panel: Int) -> Bool { false }
}

extension ATSPIHandlerTests {
    /// Typing and deleting in an entry are announced as AT-SPI text changes, which Orca echoes, each
    /// worked out from the text announced before.
    @Test func anEntrysEditsAreAnnouncedAsTextChanges() throws {
        let f = try CalendarFixture()
        let field = f.field, handler = f.handler
        field.text = "Jane"
        let path = ATSPITree.path(panel: 0, identifier: field.id)
        _ = handler.tree  // read once, as a screen reader does before anything changes
        func describe(_ signals: [DBusSignal]) -> [String] {
            signals.map { "\($0.member) \($0.arguments[0]) \($0.arguments[1]) \($0.arguments[2]) \($0.arguments[3])" }
        }
        field.text = "Jane Doe"
        handler.invalidate()  // as the host does after input
        let typed = handler.signals(for: AccessibilityEvent(.valueChanged, identifier: field.id, time: 1), inPanel: 0, previousFocus: nil)
        #expect(describe(typed) == [
            "TextChanged string(\"insert\") int32(4) int32(4) variant(PickerATSPI.DBusValue.string(\" Doe\"))",
            "TextCaretMoved string(\"\") int32(8) int32(0) variant(PickerATSPI.DBusValue.int32(0))",
        ])
        #expect(typed.allSatisfy { $0.path == path && $0.arguments.map(\.signature).joined() == "siiva{sv}" })
        field.text = "Jae Doe"
        handler.invalidate()
        let deleted = handler.signals(for: AccessibilityEvent(.valueChanged, identifier: field.id, time: 2), inPanel: 0, previousFocus: nil)
        #expect(describe(deleted) == [
            "TextChanged string(\"delete\") int32(2) int32(1) variant(PickerATSPI.DBusValue.string(\"n\"))",
            "TextCaretMoved string(\"\") int32(2) int32(0) variant(PickerATSPI.DBusValue.int32(0))",
        ])
        // Nothing changed: nothing to say.
        #expect(handler.signals(for: AccessibilityEvent(.valueChanged, identifier: field.id, time: 3), inPanel: 0, previousFocus: nil).isEmpty)
    }

    @Test func aChildLeftOutAsADuplicateTakesNoIndex() throws {
        // Two children share an identifier: the second is left out, and the one after it is child 1, where
        // GetChildAtIndex finds it.
        let f = try CalendarFixture()
        let group = Widget(id: "group")
        group.accessibilityLabel = "Shipping"
        group.addChild(Label(id: "line", text: "Free over 50"))
        group.addChild(Label(id: "line", text: "A second line, same identifier"))
        group.addChild(Label(id: "note", text: "Two to four days"))
        f.root.addChild(group)
        f.root.layout(size: Size(width: 800, height: 600))
        f.handler.invalidate()
        let groupPath = CalendarFixture.path("group"), note = CalendarFixture.path("note")
        #expect(paths(onlyValue(f.call(groupPath, I.accessible, "GetChildren"))) == [CalendarFixture.path("line"), note])
        #expect(onlyValue(f.call(note, I.accessible, "GetIndexInParent")) == .int32(1))
        #expect(path(onlyValue(f.call(groupPath, I.accessible, "GetChildAtIndex", [.int32(1)]))) == note)
    }
}
