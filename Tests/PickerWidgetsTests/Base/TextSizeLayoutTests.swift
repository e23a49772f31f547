import Foundation
import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The text size setting (issue 35) as widget layout: what holds text grows with the theme's factor, and
/// a theme changed on a live tree lays the widgets out again.
@Suite("Text size layout")
struct TextSizeLayoutTests {
    static func theme(_ textSize: Double) -> Theme { (try? Theme.light.withTextSize(textSize)) ?? .light }

    @Test(arguments: [1.0, 1.5, 2.0])
    func aCalendarsHeaderWeekdayRowAndCellsGrow(textSize: Double) throws {
        let picker = try CalendarPicker(id: "c", calendar: Calendar(identifier: .gregorian), today: nil)
        let h = WidgetHarness(widget: picker, frame: .zero, theme: Self.theme(textSize))
        let size = picker.intrinsicSize
        #expect(size == Size(width: 308 * textSize, height: 44 * textSize + 12 + 24 * textSize + 240 * textSize))
        picker.frame = Rect(origin: Point(x: 10, y: 20), size: size)
        #expect(picker.header.frame == Rect(x: 10, y: 20, width: size.width, height: 44 * textSize))
        let geometry = picker.grid.geometry
        #expect(geometry.weekdayFrame(column: 0) == Rect(x: 10, y: 20 + 44 * textSize + 12, width: 44 * textSize, height: 24 * textSize))
        #expect(geometry.cellSize == Size(width: 44 * textSize, height: 40 * textSize))
        withExtendedLifetime(h) {}
    }

    @Test func aCalendarWithWeekNumbersWidensItsColumn() throws {
        let picker = try CalendarPicker(id: "c", calendar: Calendar(identifier: .gregorian), today: nil)
        picker.showsWeekNumbers = true
        let h = WidgetHarness(widget: picker, frame: .zero, theme: Self.theme(2))
        #expect(picker.intrinsicSize.width == 616 + 60)
        withExtendedLifetime(h) {}
    }

    @Test func aFormsRowsGrowAndFollowALiveChange() throws {
        let h = try SamplePerson.harness(height: 560, theme: Self.theme(2))
        #expect(h.table.rowHeight == 88)
        #expect(h.table.rows[1].frame.minY - h.table.rows[0].frame.minY == 88)
        #expect(h.table.contentHeight == 7 * 88)
        h.root.rootTheme = .light
        #expect(h.table.rowHeight == 44 && h.table.contentHeight == 7 * 44)
        #expect(h.table.rows[1].frame.minY - h.table.rows[0].frame.minY == 44)
    }

    /// A 200% wheel has rows twice as tall in the same 216 points: fewer of them show, as in UIKit.
    @Test func aWheelShowsFewerTallerRows() throws {
        let source = WheelSource(rows: [100])
        let picker = try WheelPicker(id: "w", dataSource: source, delegate: source)
        let h = WheelHarness(picker, theme: Self.theme(2))
        h.retainedSource = source
        #expect(picker.intrinsicContentSize == Size(width: 640, height: 216))
        #expect(picker.rowSize(forComponent: 0)?.height == 68)
        // A live change reaches the rows at once.
        h.root.rootTheme = .light
        #expect(picker.intrinsicContentSize == Size(width: 320, height: 216))
        #expect(picker.rowSize(forComponent: 0)?.height == 34)
    }

    @Test func aDatePickersNaturalWidthGrows() throws {
        let picker = try DatePicker(id: "d", mode: .dateAndTime, date: Date(timeIntervalSince1970: 0))
        let h = WidgetHarness(widget: picker, frame: Rect(x: 0, y: 0, width: 640, height: 216), theme: Self.theme(1.5))
        #expect(picker.intrinsicContentSize == Size(width: 480, height: 216))
        withExtendedLifetime(h) {}
    }
}
