import Foundation
import PickerCore
import PickerInspection
import Testing
@testable import PickerWidgets

@Suite("Form table accessibility")
struct FormTableAccessibilityTests {
    @Test func theFormIsATableOfRowsWithEntriesAndExpandableDateButtons() throws {
        let h = try SamplePerson.harness()
        let node = h.table.accessibilityNode()
        #expect(node.role == .table)
        #expect(node.children.map(\.identifier) == [
            "form.name", "form.email", "form.startedWork", "form.endedWork", "form.phone", "form.maritalStatus", "form.address",
        ])
        let name = node.children[0]
        #expect(name.role == .tableRow)
        #expect(name.name == "Name")
        let entry = try #require(name.children.first)
        #expect(entry.identifier == "form.name.text")
        #expect(entry.role == .entry)
        #expect(entry.name == "Name")
        #expect(entry.valueText == "Jane Appleseed")
        #expect(entry.states == [.focusable, .enabled, .editable])
        let started = node.children[2]
        #expect(started.role == .pushButton)
        #expect(started.name == "Started work")
        #expect(started.valueText == "03/14/2019")
        #expect(started.states == [.focusable, .enabled, .expandable])
        #expect(started.actions == [.click])
        #expect(started.frame == h.table.rows[2].frame)
        #expect(node.children[3].valueText == "-")
    }

    @Test func aDateRowsClickOpensItsPickerAsTheDateEditorThatFollowsIt() throws {
        let h = try SamplePerson.harness()
        let log = h.recordAccessibilityEvents()
        #expect(h.root.performAccessibilityAction(.click, on: "form.startedWork"))
        #expect(h.table.openPickerField == 2)
        #expect(log.identifiers(of: .focus) == ["form.startedWork"])
        #expect(log.identifiers(of: .stateChanged(.expanded, isOn: true)) == ["form.startedWork"])
        #expect(log.identifiers(of: .childrenChanged) == ["form"])
        h.run(until: 1)
        let node = h.table.accessibilityNode()
        let ids = node.children.map(\.identifier)
        let index = try #require(ids.firstIndex(of: "form.startedWork"))
        #expect(node.children[index].states.contains(.expanded))
        #expect(node.children[index].states.contains(.focused))
        let editor = node.children[index + 1]
        #expect(editor.identifier == "form.startedWork.date")
        #expect(editor.role == .dateEditor)
        #expect(editor.name == "Started work")
        #expect(editor.valueText == "March 14, 2019")
        #expect(editor.children.map(\.name) == ["Month", "Day", "Year"])
        // Clicking again closes it.
        #expect(h.root.performAccessibilityAction(.click, on: "form.startedWork"))
        #expect(log.identifiers(of: .stateChanged(.expanded, isOn: false)) == ["form.startedWork"])
        h.run(until: 2)
        #expect(!h.table.accessibilityNode().children.contains { $0.role == .dateEditor })
        // A text row has no click.
        #expect(!h.root.performAccessibilityAction(.click, on: "form.name"))
    }

    @Test(arguments: [("en_US", "March 14, 2019"), ("nl_NL", "14 maart 2019"), ("ar_EG", "١٤ مارس، ٢٠١٩")])
    func theInlinePickersValueIsWrittenInTheFormsLocale(locale: String, value: String) throws {
        let table = try FormTable(
            id: "form", fields: SamplePerson.fields, pickerDate: SamplePerson.today, locale: Locale(identifier: locale),
            calendar: SamplePerson.calendar, timeZone: SamplePerson.zone)
        let h = FormHarness(widget: table, frame: Rect(x: 20, y: 20, width: 400, height: 560))
        h.root.performAccessibilityAction(.click, on: "form.startedWork")
        h.run(until: 1)
        let editor = try #require(h.node("form.startedWork.date"))
        #expect(editor.valueText == value)
        #expect(editor.name == "Started work")
        #expect(h.node("form.startedWork")?.valueText == "03/14/2019")
    }

    @Test func turningTheInlinePickerChangesTheFieldOnce() throws {
        let h = try SamplePerson.harness()
        var changed: [FormField] = []
        h.table.onValueChanged = { changed.append($0) }
        let log = h.recordAccessibilityEvents()
        h.root.performAccessibilityAction(.click, on: "form.startedWork")
        h.run(until: 1)
        #expect(h.root.setAccessibilityValue(19, on: "form.startedWork.date.day"))
        h.run(until: 3)
        #expect(changed.map(\.key) == ["startedWork"])
        #expect(h.node("form.startedWork")?.valueText == "03/20/2019")
        #expect(h.node("form.startedWork.date")?.valueText == "March 20, 2019")
        #expect(log.identifiers(of: .valueChanged) == ["form.startedWork.date", "form.startedWork"])
    }

    @Test func downOnAnOpenDateRowGoesIntoItsPickerAndSaysTheWheel() throws {
        let h = try SamplePerson.harness()
        let log = h.recordAccessibilityEvents()
        for (index, key) in [Key.tab, .tab, .tab].enumerated() { h.key(key, at: 1 + Double(index) / 10) }
        #expect(h.root.focusedWidget === h.table.rows[PersonField.started])
        // Down on a closed row does nothing.
        #expect(!h.root.handle(.key(KeyEvent(key: .down, time: 1.4))))
        h.key(.space, at: 1.5)
        h.run(until: 2.5)
        h.key(.down, at: 2.6)
        #expect(h.root.focusedWidget === h.table.datePicker(forField: PersonField.started))
        #expect(log.identifiers(of: .focus).last == "form.startedWork.date.month")
        // The wheels take the arrows from there.
        h.key(.down, at: 2.7)
        h.run(until: 4)
        #expect(h.node("form.startedWork.date")?.valueText == "April 14, 2019")
    }
}
