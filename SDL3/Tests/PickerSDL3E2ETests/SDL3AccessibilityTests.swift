import Foundation
import Testing

extension PickerE2E {
    /// picker-demo-sdl3 on a real accessibility bus, read from outside through AT-SPI as Orca reads it (the root's
    /// `AccessibilityReader`): the SDL 3 host joins the same bridge as SDL 2's. The root's own AT-SPI suite is not
    /// linked whole, to keep this leg's time; these cover the tree, the focus and paging announcements, and keys.
    @Suite("SDL 3 on the AT-SPI bus")
    struct SDL3Accessibility {
        @Test("the calendar page is an application with spin buttons and named days, and Tab and Page Down announce the day")
        func calendarIsReadAndPagingAnnouncesTheDay() throws {
            let report = try AccessibilityReader.read(Demo.calendar, steps: ["--tab", "3", "--keys", "Next,shift+Prior"])
            #expect(report.toolkit == "PickerKit")
            #expect(report.tree.role == "application" && report.tree.name == "PickerKit demo")
            let nodes = report.tree.allNodes
            #expect(nodes.contains { $0.role == "spin button" && $0.name == "Month" && $0.valueText == "November" })
            #expect(nodes.contains { $0.role == "table cell" && $0.name == "Saturday, November 21, 2026" })
            #expect(report.focusEvents == [
                "Year", "Month", "Saturday, November 21, 2026", "Monday, December 21, 2026", "Sunday, December 21, 2025",
            ])
        }

        @Test("keys go to the screen reader first, which keeps the ones it consumes from the widgets")
        func keysReachTheScreenReaderFirst() throws {
            let report = try AccessibilityReader.read(Demo.calendar, steps: ["--tab", "2", "--keys", "Left,Up", "--consume", "Left"])
            let keys = report.keyEvents.filter(\.isPress).map(\.string)
            #expect(keys == ["Tab", "Tab", "Left", "Up"], "\(report.keyEvents)")
            // Left was consumed; Up stepped the month back, and it was announced.
            let months = report.log.filter { $0["widget"] as? String == "calendar.header" }.compactMap { $0["value"] as? String }
            #expect(months == ["October"], "\(report.log)")
            #expect(report.valueEvents.map(\.valueText) == ["October"], "\(report.valueEvents)")
        }
    }
}
