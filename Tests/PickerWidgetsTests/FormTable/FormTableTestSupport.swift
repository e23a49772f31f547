import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
@testable import PickerWidgets

typealias FormHarness = WidgetHarness<FormTable>

/// The employee form's person as form fields, in UTC: started 03/14/2019, ended not set.
enum SamplePerson {
    static let zone = TimeZone(identifier: "UTC")!
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
    }

    static let started = date(2019, 3, 14)
    static let today = date(2024, 6, 1)

    static var fields: [FormField] {
        [.text("name", title: "Name", "Jane Appleseed"),
         .text("email", title: "Email", "jane@example.com"),
         .date("startedWork", title: "Started work", started),
         .date("endedWork", title: "Ended work", nil, notBefore: "startedWork"),
         .text("phone", title: "Phone", "+1 555 0100"),
         .text("maritalStatus", title: "Marital status", "Married"),
         .text("address", title: "Address", "1 Infinite Loop, Cupertino")]
    }

    /// The form in a table of `height` points at (20, 20), 400 wide: 300 is shorter than the seven rows
    /// and an open picker, 560 holds them all.
    static func harness(height: Double = 560, theme: Theme = .light) throws -> FormHarness {
        let table = try FormTable(id: "form", fields: fields, pickerDate: today, calendar: calendar, timeZone: zone)
        return FormHarness(widget: table, frame: Rect(x: 20, y: 20, width: 400, height: height), theme: theme)
    }
}

/// The employee form's fields by index.
enum PersonField {
    static let name = 0, email = 1, started = 2, ended = 3, phone = 4, marital = 5, address = 6
}

extension WidgetHarness where W == FormTable {
    var table: FormTable { widget }

    /// The middle of the row of `field`, on its value (x 300).
    func rowCenter(_ field: Int) -> Point {
        Point(x: 300, y: table.rows[field].frame.midY)
    }

    /// Clicks (or taps with `pointer` a finger) the row of `field`, then runs frames for `settle` seconds.
    func tapRow(_ field: Int, at t: Double, pointer: PointerID = .mouse, settle: Double = 1) {
        let point = rowCenter(field)
        let kind: PointerEvent.Kind = pointer == .mouse ? .mouse : .touch
        send(.pointerDown(PointerEvent(pointer: pointer, kind: kind, location: point, time: t)))
        send(.pointerUp(PointerEvent(pointer: pointer, kind: kind, location: point, time: t + 0.05)))
        run(until: t + 0.05 + settle)
    }

    /// Drags from `y0` to `y1` at x in `duration` seconds with ten moves; `hold` seconds still before the
    /// release (0: a fling).
    func drag(x: Double, from y0: Double, to y1: Double, at t: Double, duration: Double = 0.2, hold: Double = 0,
              pointer: PointerID = .mouse) {
        let kind: PointerEvent.Kind = pointer == .mouse ? .mouse : .touch
        send(.pointerDown(PointerEvent(pointer: pointer, kind: kind, location: Point(x: x, y: y0), time: t)))
        for i in 1...10 {
            let f = Double(i) / 10
            send(.pointerMoved(PointerEvent(pointer: pointer, kind: kind, location: Point(x: x, y: y0 + (y1 - y0) * f), time: t + duration * f)))
        }
        send(.pointerUp(PointerEvent(pointer: pointer, kind: kind, location: Point(x: x, y: y1), time: t + duration + hold)))
    }

    func type(_ text: String, at t: Double) { send(.text(text, time: t)) }

    /// Runs frames until nothing moves (at most `limit` seconds more).
    func settle(limit: Double = 10) {
        let end = now + limit
        while root.isAnimating && now < end { run(until: now + 0.25) }
    }

    /// The picker rows attached to the table now.
    var attachedPickers: [Int] {
        table.children.compactMap { ($0 as? FormPickerRow)?.field }
    }

    /// The texts of the text fields, by field.
    var texts: [Int: String] {
        Dictionary(uniqueKeysWithValues: table.rows.compactMap { row in row.textField.map { (row.field, $0.text) } })
    }

    var formEvents: [ValueChange] { changes.filter { $0.kind == "FormTable" } }
}
