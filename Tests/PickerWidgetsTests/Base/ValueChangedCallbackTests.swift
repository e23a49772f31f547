import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
@testable import PickerWidgets
import Testing

/// One callback convention: each widget's `onValueChanged` gets a typed value, and the root's
/// `onValueChanged` gets the same change as a `WidgetValueChange` (widget, component, row, time), once,
/// after the widget's own closure; programmatic changes reach neither.
@Suite("onValueChanged and WidgetValueChange")
struct ValueChangedCallbackTests {
    @Test func aMiniPickerReportsASelectedRowAndTheRootHearsTheSameChange() throws {
        let picker = try MiniPicker(id: "dm", titles: [["a", "b", "c"], ["x", "y", "z"]])
        let h = WidgetHarness(widget: picker, frame: Rect(x: 0, y: 0, width: 302, height: 44))
        var order: [String] = []
        var selected: [SelectedRow] = []
        var heard: [WidgetValueChange] = []
        picker.onValueChanged = { selected.append($0); order.append("widget") }
        h.root.onValueChanged = { heard.append($0); order.append("root") }
        try picker.selectRow(2, inComponent: 1, animated: false)   // from code: not reported
        h.root.setFocus(picker)
        h.key(.tab, at: 0.1)       // to the second segment
        h.key(.left, at: 0.2)      // from "z" back to "y"
        h.run(until: 2)
        #expect(selected == [SelectedRow(row: 1, component: 1)])
        #expect(order == ["widget", "root"])
        let change = try #require(heard.first)
        #expect(heard.count == 1 && change.widget === picker && change.component == 1 && change.row == 1)
        #expect(change.scrolledBack == nil && change.time > 0.2 && change.time <= 2)
        #expect(ValueChange(change).jsonValue.serialized()
            == #"{"widget":"dm","kind":"MiniPicker","component":1,"row":1,"value":"y","time":\#(JSONValue.double(change.time).serialized())}"#)
    }

    @Test func aFormTableReportsTheChangedFieldWithItsNewValue() throws {
        let started = Date(timeIntervalSince1970: 1_552_564_800)   // 2019-03-14T12:00:00Z
        let table = try FormTable(
            id: "form",
            fields: [.text("name", title: "Name", "Jane"), .date("ended", title: "Ended", started, isOptional: true)],
            pickerDate: started, timeZone: TimeZone(identifier: "UTC"))
        let h = WidgetHarness(widget: table, frame: Rect(x: 0, y: 0, width: 400, height: 300))
        var fields: [FormField] = []
        table.onValueChanged = { fields.append($0) }
        try table.setDate(started.addingTimeInterval(86_400), forField: 1)   // from code: not reported
        #expect(fields.isEmpty && h.changes.isEmpty)
        #expect(table.clearDate(ofField: 1))
        #expect(fields.map(\.key) == ["ended"] && fields.first?.value == .date(nil))
        #expect(table.rows[1].value == .date(nil))
        let event = try #require(h.changes.last)
        #expect(event["field"] == .string("ended") && event["value"] == .null && event["text"] == .string("-"))
    }

    @Test func aTextFieldReportsItsTextOncePerEdit() throws {
        let field = TextField(id: "name", text: "Jan")
        let h = WidgetHarness(widget: field, frame: Rect(x: 0, y: 0, width: 200, height: 44))
        var texts: [String] = []
        field.onValueChanged = { texts.append($0) }
        field.text = "Ja"                      // from code: not reported
        h.root.setFocus(field)
        h.key(.end, at: 0.1)
        h.send(.text("ne", time: 0.2))
        #expect(texts == ["Jane"])
        #expect(h.changes.map { $0.jsonValue.serialized() } == [#"{"widget":"name","kind":"TextField","value":"Jane","time":0.2}"#])
    }

    @Test func aWheelPickersVisibleRowFramesCountFromTheRowAtTheCentre() throws {
        let wheel = try WheelPicker(id: "w", titles: [(0..<20).map(String.init)])
        let h = WidgetHarness(widget: wheel, frame: Rect(x: 0, y: 0, width: 320, height: 216))
        try wheel.selectRow(5, inComponent: 0, animated: false)
        h.run(until: 0.1)
        let rows = wheel.visibleRowFrames(inComponent: 0)
        let centre = try #require(rows.first { $0.offsetFromCenter == 0 })
        #expect(centre.row == 5)
        #expect(abs(centre.frame.midY - 108) < 0.5 && centre.frame.width == wheel.frame(ofComponent: 0)?.width)
        #expect(rows.map(\.row) == rows.map { 5 + $0.offsetFromCenter })
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY + 1e-9 })
        #expect(wheel.visibleRowFrames(inComponent: 1).isEmpty)
    }
}

/// A widget of an app's own that describes itself to PickerInspection.
private final class Dial: Widget, InspectableWidget {
    var level = 3
    override var kind: String { "Dial" }
    var layoutDescription: LayoutDescription {
        LayoutDescription(value: .int(level), extra: [("maximum", .int(10))], text: .string("\(level)"))
    }
    func valueChangeFields(for change: WidgetValueChange) -> [(String, JSONValue)] { [("level", .int(level))] }
    func turn() {
        level += 1
        reportValueChange()
    }
}

@Suite("PickerInspection and widgets of an app's own")
struct InspectableWidgetTests {
    @Test func anInspectableWidgetWritesItsOwnNodeAndEventLine() {
        let dial = Dial(id: "dial")
        let h = WidgetHarness(widget: dial, frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(dial.layoutNode().jsonValue.serialized()
            == #"{"id":"dial","kind":"Dial","frame":{"x":10,"y":20,"width":30,"height":40},"value":3,"maximum":10,"text":"3","children":[]}"#)
        h.run(until: 0.5)
        dial.turn()
        #expect(h.changes.map { $0.jsonValue.serialized() } == [#"{"widget":"dial","kind":"Dial","level":4,"time":0.5}"#])
    }
}
