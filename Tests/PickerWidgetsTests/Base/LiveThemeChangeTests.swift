import Foundation
import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// A theme given to a live tree reaches every widget at once, as reduced motion does: a page built at
/// 100% and switched to 200% lays out exactly as the same page built at 200% (the README's steps).
@Suite("Live theme change")
struct LiveThemeChangeTests {
    static func theme(_ textSize: Double) -> Theme { (try? Theme.light.withTextSize(textSize)) ?? .light }

    /// A page of one of each widget, stacked top to bottom as an app lays one out: the wheels at a frame of
    /// the page's own (which a text size does not change), the others at their natural sizes.
    final class Page: WidgetRoot {
        let wheel: WheelPicker
        let datePicker: DatePicker
        let calendar: CalendarPicker
        let mini: MiniPicker
        let field: TextField
        let form: FormTable

        init(theme: Theme) throws {
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = TimeZone(identifier: "UTC")!
            let day = gregorian.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: 12))!
            wheel = try WheelPicker(id: "wheel", titles: [(1...40).map(String.init), ["am", "pm"]])
            datePicker = try DatePicker(id: "date", mode: .date, date: day, calendar: gregorian, timeZone: gregorian.timeZone)
            calendar = try CalendarPicker(id: "calendar", calendar: gregorian, today: day)
            mini = try MiniPicker(id: "mini", titles: [["Jan", "Feb", "Mar"], ["2025", "2026"]])
            field = TextField(id: "field", text: "Jane", placeholder: "Name")
            form = try FormTable(
                id: "form", fields: [.text("name", title: "Name", "Jane"), .date("born", title: "Born", day)],
                pickerDate: day, calendar: gregorian, timeZone: gregorian.timeZone)
            super.init(textMeasurer: FixedAdvanceTextMeasurer(), theme: theme)
            for widget: Widget in [wheel, datePicker, calendar, mini, field, form] { addChild(widget) }
        }

        override func layoutChildren() {
            let theme = self.theme
            var y = 10.0
            func place(_ widget: Widget, _ size: Size) {
                widget.frame = Rect(x: 10, y: y, width: size.width, height: size.height)
                y += size.height + 10
            }
            place(wheel, Size(width: 400, height: 216))
            place(datePicker, Size(width: 700, height: 216))
            place(calendar, calendar.intrinsicSize)
            place(mini, Size(width: theme.scaledValue(for: 200), height: theme.scaledValue(for: 44)))
            place(field, Size(width: 300, height: theme.scaledValue(for: 44)))
            place(form, Size(width: 400, height: 300))
        }
    }

    static func dump(_ page: Page) -> String { page.layoutNode().jsonValue.serialized() }

    @Test(arguments: [(1.0, 2.0), (2.0, 1.0), (1.0, 1.5)])
    func aPageSwitchedToATextSizeLaysOutAsOneBuiltAtIt(from: Double, to: Double) throws {
        let size = Size(width: 1400, height: 2000)
        let built = try Page(theme: Self.theme(to))
        built.layout(size: size)
        let switched = try Page(theme: Self.theme(from))
        switched.layout(size: size)
        switched.rootTheme = Self.theme(to)
        switched.layout(size: size)

        // The wheel's rows are as tall as its text needs, and the date picker shows as many of them.
        #expect(switched.wheel.rowSize(forComponent: 0) == built.wheel.rowSize(forComponent: 0))
        #expect(switched.wheel.rowSize(forComponent: 0)?.height == 34 * to)
        #expect(switched.wheel.visibleRowFrames(inComponent: 0) == built.wheel.visibleRowFrames(inComponent: 0))
        #expect(switched.datePicker.layoutParts == built.datePicker.layoutParts)
        // And every frame, row and value of the page is the same.
        #expect(Self.dump(switched) == Self.dump(built))
    }
}
