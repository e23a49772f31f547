import Foundation
import Testing

extension PickerE2E {
    /// picker-demo on a real accessibility bus (dbus-run-session, Xvfb, at-spi-bus-launcher), read from
    /// outside through AT-SPI by `Scripts/atspi_reader.py` with Python's gi Atspi, as Orca reads it.
    @Suite("AT-SPI bus")
    struct AccessibilityBus {
        @Test("the calendar page is an application with a frame, spin buttons and named days where --dump-layout puts them")
        func calendarTree() throws {
            let report = try AccessibilityReader.read(Demo.calendar)
            #expect(report.toolkit == "PickerKit")
            #expect(report.tree.role == "application" && report.tree.name == "PickerKit demo")
            // Clients call the app over a socket of its own, skipping the bus daemon (a walk of the tree then
            // takes a fifth of the time), as GTK's bridge offers.
            #expect(report.direct?.name == "PickerKit demo" && report.direct?.children == ["/org/a11y/atspi/accessible/window"])
            let frame = try #require(report.tree.children.first)
            #expect(frame.role == "frame" && frame.states.contains("active"))
            #expect(frame.children.map(\.role) == ["panel"])
            let nodes = report.tree.allNodes
            let month = try #require(nodes.first { $0.role == "spin button" && $0.name == "Month" })
            #expect(month.valueText == "November" && month.value == 10)
            #expect(nodes.contains { $0.role == "spin button" && $0.name == "Year" && $0.valueText == "2026" })
            #expect(nodes.contains { $0.role == "table" && $0.name == "November 2026" })
            #expect(nodes.contains { $0.role == "table cell" && $0.name == "Saturday, November 21, 2026" })

            // Extents in window coordinates (scale 1) are --dump-layout's frames.
            let layout = try Demo.layout(Demo.calendar)
            for node in nodes where !node.id.isEmpty {
                guard let laidOut = layout.find(node.id), let extents = node.extents else { continue }
                let frame = laidOut.frame
                let expected = [frame.x, frame.y, frame.width, frame.height].map { Int($0.rounded()) }
                #expect(zip(extents, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(node.id): \(extents) vs \(expected)")
            }
        }

        @Test("setting the Month spin button's value turns the picker and logs the change")
        func setValue() throws {
            let report = try AccessibilityReader.read(Demo.calendar, steps: ["--set", "Month=3"])
            #expect(report.log.contains { $0["widget"] as? String == "calendar.header" && JSON.number($0["row"]) == 3 && $0["value"] as? String == "April" })
            let month = try #require(report.after.allNodes.first { $0.role == "spin button" && $0.name == "Month" })
            #expect(month.valueText == "April" && month.value == 3)
        }

        @Test("a day's click action selects it, and Tab moves a focus event along the pickers")
        func clickAndTab() throws {
            let report = try AccessibilityReader.read(Demo.calendar, steps: ["--click", "Saturday, November 21, 2026", "--tab", "3"])
            #expect(report.log.contains { $0["widget"] as? String == "calendar" && $0["date"] as? String == "2026-11-21" })
            #expect(report.focusEvents == ["Year", "Month", "Saturday, November 21, 2026"])
            let day = try #require(report.after.allNodes.first { $0.name == "Saturday, November 21, 2026" })
            #expect(day.states.contains("selected") && day.states.contains("focused"))
        }

        @Test("Page Down and Up in the calendar's grid announce the day the focus lands on, in other months and years")
        func pagingAnnouncesTheDay() throws {
            let report = try AccessibilityReader.read(Demo.calendar, steps: ["--tab", "3", "--keys", "Next,Next,shift+Prior"])
            #expect(report.focusEvents == [
                "Year", "Month", "Saturday, November 21, 2026", "Monday, December 21, 2026", "Thursday, January 21, 2027",
                "Wednesday, January 21, 2026",
            ])
        }

        @Test("keys go to the screen reader first, which echoes them and keeps the ones it consumes from the widgets")
        func keysReachTheScreenReader() throws {
            let report = try AccessibilityReader.read(Demo.calendar, steps: ["--tab", "1", "--keys", "Down,Right", "--consume", "Down"])
            #expect(report.keyEvents.map { "\($0.string) \($0.isPress ? "down" : "up")" } == [
                "Tab down", "Tab up", "Down down", "Down up", "Right down", "Right up",
            ])
            // Down was consumed: only Right stepped the year.
            let years = report.log.filter { $0["widget"] as? String == "calendar.header" }.compactMap { $0["value"] as? String }
            #expect(years == ["2027"])
        }

        @Test("a key step on a spin button is announced with its new value at once, and once")
        func stepsAreAnnouncedOnce() throws {
            let report = try AccessibilityReader.read(Demo.calendar, steps: ["--tab", "2", "--keys", "Down"])
            #expect(report.valueEvents.map(\.valueText) == ["December"], "\(report.valueEvents)")
        }

        @Test(
            "on every page, spin buttons are named with value texts and extents are --dump-layout's frames", .serialized,
            arguments: ["overview", "minipicker", "wheel", "odometer", "datepicker", "form"])
        func pages(page: String) throws {
            let arguments = ["--page", page, "--today", "2026-11-21", "--time-zone", "UTC", "--size", "800x600", "--scale", "1"]
            let report = try AccessibilityReader.read(arguments)
            let nodes = report.tree.allNodes
            let spinButtons = nodes.filter { $0.role == "spin button" }
            #expect(!spinButtons.isEmpty)
            for button in spinButtons {
                #expect(!button.name.isEmpty && !(button.valueText ?? "").isEmpty, "\(button.id)")
            }
            if page == "datepicker" { #expect(nodes.contains { $0.role == "date editor" && !($0.valueText ?? "").isEmpty }) }
            if page == "form" { #expect(nodes.contains { $0.role == "entry" && !$0.name.isEmpty }) }
            let layout = try Demo.layout(arguments)
            var compared = 0
            for node in nodes where !node.id.isEmpty {
                guard let laidOut = layout.find(node.id), let extents = node.extents else { continue }
                let frame = laidOut.frame
                let expected = [frame.x, frame.y, frame.width, frame.height].map { Int($0.rounded()) }
                #expect(zip(extents, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(page) \(node.id): \(extents) vs \(expected)")
                compared += 1
            }
            #expect(compared > 3)
        }
    }
}
