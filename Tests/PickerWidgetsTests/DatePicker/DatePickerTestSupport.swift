import Foundation
import PickerCore
import PickerTestSupport
@testable import PickerWidgets

typealias DateHarness = WidgetHarness<DatePicker>

enum Independence {
    static let minimum = IndependenceDayLimits.minimum
    static let maximum = IndependenceDayLimits.maximum
    static let zone = IndependenceDayLimits.zone

    /// The Independence Day picker in UIKit's 320 x 216 at the window's origin: month, day and year wheels.
    static func harness(locale: String = "en_US", mode: DatePickerMode = .date) throws -> DateHarness {
        let picker = try DatePicker(
            id: "independence", mode: mode, date: minimum, locale: Locale(identifier: locale), timeZone: zone,
            minimumDate: minimum, maximumDate: maximum)
        return DateHarness(picker)
    }
}

extension WidgetHarness where W == DatePicker {
    convenience init(_ picker: DatePicker, frame: Rect = Rect(x: 0, y: 0, width: 320, height: 216), theme: Theme = .light) {
        self.init(widget: picker, frame: frame, theme: theme)
    }

    var picker: DatePicker { widget }

    /// The x of the middle of the component showing `kind`.
    func x(of kind: DatePickerColumn.Kind) -> Double {
        guard let component = picker.model.column(of: kind), let frame = picker.wheels.frame(ofComponent: component) else { return -1 }
        return frame.midX
    }

    /// Drags the wheel of `kind` by `rows` rows forwards (up the screen) slowly, so that it does not fling.
    func turn(_ kind: DatePickerColumn.Kind, by rows: Int, at t: Double, pointer: PointerID = .mouse) {
        let midY = picker.frame.midY
        slowDrag(x: x(of: kind), from: midY, to: midY - Double(rows) * 34, at: t, pointer: pointer)
    }

    /// The date events' ISO dates.
    var reportedDates: [String] {
        changes.compactMap { if case .string(let date)? = $0["date"] { date } else { nil } }
    }

    /// Runs frames until nothing moves (at most `limit` seconds more).
    func settle(limit: Double = 10) {
        let end = now + limit
        while root.isAnimating && now < end { run(until: now + 0.25) }
    }

    /// The date in the picker's zone, "1776-07-04 12:00".
    var wallClock: String { wallClock(picker.date) }

    /// `date` in the picker's zone, "1776-07-04 12:00".
    func wallClock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = picker.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
