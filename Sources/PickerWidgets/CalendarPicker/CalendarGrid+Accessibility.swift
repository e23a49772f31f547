import Foundation
import PickerCore

/// The formatters a grid's semantics tree reads with, made once per grid (its calendar never changes): the
/// tree is read on every screen reader call after a change, and making a formatter costs far more than using one.
struct CalendarFormatters {
    /// "Saturday, November 21, 2026": a day cell's name.
    let fullDay: DateFormatter
    /// "November 21, 2026": days of the selection.
    let longDay: DateFormatter
    /// "November 2026": the table's name.
    let monthAndYear: DateFormatter

    init(calendar: Calendar) {
        func make(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.locale = calendar.locale
            formatter.timeZone = calendar.timeZone
            configure(formatter)
            return formatter
        }
        fullDay = make { $0.dateStyle = .full; $0.timeStyle = .none }
        longDay = make { $0.dateStyle = .long; $0.timeStyle = .none }
        monthAndYear = make { $0.setLocalizedDateFormatFromTemplate("MMMMy") }
    }
}

extension CalendarGrid {
    /// "November 2026" for the month holding `date`, as the locale writes a month and year.
    func monthTitle(_ date: Date) -> String {
        formatters.monthAndYear.string(from: date)
    }

    /// The ISO 8601 day ("2026-11-21") of `date` in the grid's time zone.
    private func isoDay(_ date: Date) -> String { ISO8601Day.day(of: date, in: calendar.timeZone) }

    /// The identifier of `day`'s cell: `<picker id>.day.<ISO day>`, as `--dump-layout` names it.
    func cellIdentifier(_ day: Date) -> String {
        "\(parent?.id ?? id).day.\(isoDay(day))"
    }

    /// The shown month's cells as table cells: named by their full date ("Saturday, November 21, 2026"),
    /// selected, focused and enabled as drawn, each with a "click" that chooses the day.
    func dayCellNodes() -> [AccessibilityNode] {
        let full = formatters.fullDay
        return dayCells.map { cell in
            var states = partStates(isFocusedPart: calendar.isDate(cell.day.date, inSameDayAs: focusedDay), isEnabled: !cell.day.isDisabled)
            if cell.day.isSelected { states.insert(.selected) }
            return AccessibilityNode(
                identifier: cellIdentifier(cell.day.date), role: .tableCell, name: full.string(from: cell.day.date),
                valueText: cell.text, states: states, actions: [.click], frame: cell.frame)
        }
    }

    /// Chooses the day of the cell `identifier` on a "click", as a tap on it does (reported as the user's change).
    func clickCell(identifiedBy identifier: String, action: AccessibilityAction) -> Bool {
        guard action == .click, let cell = dayCells.first(where: { cellIdentifier($0.day.date) == identifier }),
              dayRules.isEnabled(cell.day.date, calendar: calendar)
        else { return false }
        choose(cell.day.date, extending: false, time: root?.currentTime ?? 0)
        setNeedsDisplay()
        return true
    }

    /// The selection as the locale writes days ("November 21, 2026"), a range as "start – end", several
    /// days separated by semicolons; nil when nothing is selected.
    func selectionText() -> String? {
        let long = formatters.longDay
        if selection.mode == .range {
            return selection.range.map { "\(long.string(from: $0.lowerBound)) – \(long.string(from: $0.upperBound))" }
        }
        let days = selection.sortedDates.map(long.string(from:))
        return days.isEmpty ? nil : days.joined(separator: "; ")
    }
}
