import Foundation
import PickerCore
import PickerWidgets

/// The `form` page: an employee form. A person's fields in a ``FormTable`` (a tap on a date row
/// opens a date picker row below it), and above the table a line with the person's current values,
/// rewritten on every change.
public final class FormPage: ScrollingPage {
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
    private let hint: Paragraph

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
        hint = Paragraph(id: "hint", variants: Self.hints, alignment: .center)
        super.init(id: "formpage", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        accessibilityLabelWidget = title
        person.color = options.theme.accent
        personDates.color = options.theme.accent
        hint.color = options.theme.secondaryText
        for widget in [title, person, personDates, table, hint] as [Widget] { addChild(widget) }
        table.onValueChanged = { [weak self] _ in self?.updatePerson() }
        updatePerson()
    }

    public override var kind: String { "Page" }

    /// The first line above the table: the text fields' values as their rows show them.
    public var personText: String { personTexts[0] }

    /// ``personText``, then shorter with fewer of the values, down to the first.
    var personTexts: [String] {
        let values = table.rows.filter { !$0.isDateRow }.map(\.valueText).filter { !$0.isEmpty }
        return stride(from: values.count, through: min(1, values.count), by: -1).map { values.prefix($0).joined(separator: ", ") }
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

    override func layoutPage() {
        let margin = 32.0
        let width = max(0, frame.width - 2 * margin)
        let pageTop = topMargin
        title.frame = Rect(x: margin, y: pageTop, width: width, height: scaled(28))
        person.frame = Rect(x: margin, y: pageTop + scaled(40), width: width, height: scaled(20))
        showPerson()
        personDates.frame = Rect(x: margin, y: pageTop + scaled(62), width: width, height: scaled(20))
        let tableWidth = min(width, scaled(560))
        let top = pageTop + scaled(96)
        let hintHeight = hint.height(forWidth: width)
        let bottom = frame.height - margin - 8 - hintHeight
        // The table takes the rest of the window, and at least four rows: under large text on a short
        // window the page scrolls instead.
        table.frame = Rect(x: (frame.width - tableWidth) / 2, y: top, width: tableWidth, height: max(4 * table.rowHeight, bottom - top))
        hint.frame = Rect(x: margin, y: table.frame.maxY + 10, width: width, height: hintHeight)
        mirrorChildFramesIfRightToLeft()
    }

    /// The values line: every value, cut with an ellipsis when too long; under large text, where a cut
    /// would hide most of it, as many whole values as fit (the rows below show every value).
    private func showPerson() {
        if theme.textSize > 1 {
            person.showFirstFitting(personTexts)
        } else {
            person.text = personText
        }
    }

    private func updatePerson() {
        showPerson()
        personDates.text = personDatesText
    }
}
