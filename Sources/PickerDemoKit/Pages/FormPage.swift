import Foundation
import PickerKit

/// The `form` page: an employee form. A person's fields in a ``FormTable`` (a tap on a date row
/// opens a date picker row below it), and above the table a line with the person's current values,
/// rewritten on every change.
public final class FormPage: WidgetRoot {
    /// The sample employee, Jane Appleseed, with fixed dates (independent of `--today`): started 03/14/2019, not ended.
    public static func samplePerson(calendar: Calendar) -> [FormField] {
        let started = calendar.date(from: DateComponents(year: 2019, month: 3, day: 14, hour: 12))
        return [
            .text("name", title: "Name", "Jane Appleseed", placeholder: "Full name"),
            .text("email", title: "Email", "jane@example.com", placeholder: "name@example.com"),
            .date("startedWork", title: "Started work", started),
            .date("endedWork", title: "Ended work", nil, notBefore: "startedWork", isOptional: true),
            .text("phone", title: "Phone number", "+1 555 0100", placeholder: "Phone"),
            .text("maritalStatus", title: "Marital status", "Married"),
            .text("address", title: "Address", "1 Infinite Loop, Cupertino", placeholder: "Street, city"),
        ]
    }

    /// The form (`form`).
    public let table: FormTable
    /// The person's current text values (`person`).
    public let person: Label
    /// The person's dates (`personDates`), on a second line.
    public let personDates: Label
    private let title: Label
    private let hint: Label

    public init(options: PageOptions, textMeasurer: TextMeasurer) throws {
        let calendar = options.calendar
        var today = options.today
        today.hour = 12
        table = try FormTable(
            id: "form", fields: Self.samplePerson(calendar: calendar), pickerDate: calendar.date(from: today) ?? Date(timeIntervalSince1970: 0),
            locale: options.locale, calendar: calendar, timeZone: options.timeZone)
        table.accessibilityLabel = "Employee"
        title = Label(id: "title", text: "Employee form")
        person = Label(id: "person")
        personDates = Label(id: "personDates")
        hint = Label(
            id: "hint", text: Self.hints[0],
            alignment: .center)
        super.init(id: "formpage", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        person.color = options.theme.accent
        personDates.color = options.theme.accent
        hint.color = options.theme.secondaryText
        for widget in [title, person, personDates, table, hint] as [Widget] { addChild(widget) }
        table.onValueChanged = { [weak self] _ in self?.updatePerson() }
        updatePerson()
    }

    public override var kind: String { "Page" }

    /// The first line above the table: the text fields' values as their rows show them.
    public var personText: String {
        table.rows.filter { !$0.isDateRow }.map(\.valueText).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The second line: the dates as their rows show them ("Started work 03/14/2019 · Ended work -").
    public var personDatesText: String {
        table.rows.filter(\.isDateRow).map { "\($0.title) \($0.valueText)" }.joined(separator: " · ")
    }

    /// The hint under the table, longest first (a narrow window shows a shorter one).
    static let hints = [
        "Tap a date to pick it below its row; Tab moves between rows, Enter opens a date, Delete clears it.",
        "Tap a date to pick it; Tab moves, Enter opens a date, Delete clears it.",
    ]

    public override func layoutChildren() {
        let margin = 32.0
        let width = max(0, frame.width - 2 * margin)
        title.frame = Rect(x: margin, y: margin, width: width, height: 28)
        person.frame = Rect(x: margin, y: margin + 40, width: width, height: 20)
        personDates.frame = Rect(x: margin, y: margin + 62, width: width, height: 20)
        let tableWidth = min(width, 560)
        let top = margin + 96
        let bottom = frame.height - margin - 28
        table.frame = Rect(x: (frame.width - tableWidth) / 2, y: top, width: tableWidth, height: max(0, bottom - top))
        hint.frame = Rect(x: margin, y: bottom + 10, width: width, height: 20)
        hint.showFirstFitting(Self.hints)
        mirrorChildFramesIfRightToLeft()
    }

    private func updatePerson() {
        person.text = personText
        personDates.text = personDatesText
    }
}
