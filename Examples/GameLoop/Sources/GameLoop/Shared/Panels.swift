import Foundation
import PickerCore
import PickerWidgets

/// The settings panel: a date picker and a calendar picker, each a PickerKit widget.
final class SettingsPanel: WidgetRoot {
    let title = Label(id: "settings.title", text: "Settings")
    let datePicker: DatePicker
    let calendarPicker: CalendarPicker

    init(today: Date, calendar: Calendar, textMeasurer: TextMeasurer) throws {
        datePicker = try DatePicker(
            id: "start", mode: .date, date: today, locale: calendar.locale ?? Locale(identifier: "en_US"),
            calendar: calendar, timeZone: calendar.timeZone)
        calendarPicker = try CalendarPicker(id: "calendar", calendar: calendar, today: today)
        super.init(id: "settings", textMeasurer: textMeasurer, theme: .light)
        title.font = Theme.light.titleFont
        addChild(title)
        addChild(datePicker)
        addChild(calendarPicker)
    }

    /// The panel's natural size in points.
    var preferredSize: Size {
        Size(width: max(340, calendarPicker.intrinsicSize.width + 32), height: 16 + 28 + 8 + 216 + 16 + calendarPicker.intrinsicSize.height + 16)
    }

    override func layoutChildren() {
        let width = frame.width - 32
        title.frame = Rect(x: 16, y: 16, width: width, height: 28)
        datePicker.frame = Rect(x: 16, y: title.frame.maxY + 8, width: width, height: 216)
        calendarPicker.frame = Rect(
            x: 16, y: datePicker.frame.maxY + 16, width: width, height: calendarPicker.intrinsicSize.height)
    }
}

/// A second, small panel: a wheel of difficulty levels.
final class DifficultyPanel: WidgetRoot {
    static let levels = ["Easy", "Normal", "Hard", "Nightmare"]
    let title = Label(id: "difficulty.title", text: "Difficulty")
    let wheel: WheelPicker

    init(textMeasurer: TextMeasurer) throws {
        wheel = try WheelPicker(id: "difficulty", titles: [Self.levels], componentIdentifiers: ["level"])
        super.init(id: "difficultyPanel", textMeasurer: textMeasurer, theme: .dark)
        title.font = Theme.dark.titleFont
        addChild(title)
        addChild(wheel)
        try wheel.selectRow(1, inComponent: 0, animated: false)
    }

    override func layoutChildren() {
        title.frame = Rect(x: 16, y: 12, width: frame.width - 32, height: 28)
        wheel.frame = Rect(x: 8, y: title.frame.maxY + 4, width: frame.width - 16, height: frame.height - title.frame.maxY - 12)
    }
}
