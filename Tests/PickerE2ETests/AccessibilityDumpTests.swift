import Foundation
import Testing

extension PickerE2E {
    @Suite("--dump-accessibility")
    struct AccessibilityDump {
        @Test("the calendar page is a window holding a panel with a table of day cells named by their dates")
        func calendarPage() throws {
            let window = try Demo.accessibility(Demo.calendar)
            #expect(window.role == "frame")
            #expect(window.frame == Frame(x: 0, y: 0, width: 800, height: 600))
            let panel = try #require(window.children.first)
            #expect(window.children.count == 1)
            #expect(panel.role == "panel")
            #expect(panel.name == "Calendar picker")  // its title names it

            let tables = panel.allNodes.filter { $0.role == "table" }
            let grid = try #require(tables.first)
            #expect(grid.name == "November 2026")
            #expect(grid.children.count == 42)
            #expect(grid.children.allSatisfy { $0.role == "table cell" && $0.actions == ["click"] })
            let cell = try #require(grid.children.first { $0.name == "Saturday, November 21, 2026" })
            #expect(cell.value == "21")
            #expect(cell.states.contains("enabled"))

            // The header's pickers are spin buttons with their row as a number.
            let spinButtons = panel.allNodes.filter { $0.role == "spin button" }
            let month = try #require(spinButtons.first { $0.name == "Month" && $0.value == "November" })
            let range = try #require(month.json["range"] as? [String: Any])
            #expect(JSON.number(range["current"]) == 10 && JSON.number(range["maximum"]) == 11 && JSON.number(range["step"]) == 1)
            #expect(spinButtons.contains { $0.name == "Year" && $0.value == "2026" })
            #expect(panel.allNodes.contains { $0.role == "push button" })

            // Frames are --dump-layout's for the same widgets and parts.
            let layout = try Demo.layout(Demo.calendar)
            let laidOut = try #require(layout.find(cell.id), "no layout node \(cell.id)")
            #expect(laidOut.frame == cell.frame)
            let gridLayout = try #require(layout.find(grid.id))
            #expect(gridLayout.frame == grid.frame)
            let ids = window.allNodes.map(\.id)
            #expect(Set(ids).count == ids.count, "duplicate ids: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        }

        @Test("the calendar page's cells are named in the page's locale")
        func calendarPageInDutch() throws {
            let window = try Demo.accessibility(Demo.calendar + ["--locale", "nl_NL"])
            #expect(window.allNodes.contains { $0.role == "table cell" && $0.name == "zaterdag 21 november 2026" })
        }

        @Test("the form page's date rows are expandable push buttons")
        func formPage() throws {
            let window = try Demo.accessibility(Demo.form)
            let buttons = window.allNodes.filter { $0.role == "push button" && $0.states.contains("expandable") }
            #expect(!buttons.isEmpty)
            #expect(buttons.allSatisfy { $0.actions == ["click"] && !$0.states.contains("expanded") })
            #expect(window.allNodes.contains { $0.role == "entry" && !$0.name.isEmpty })
        }
    }
}
