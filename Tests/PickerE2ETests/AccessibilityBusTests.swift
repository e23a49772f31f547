import Foundation
import Testing

extension PickerE2E {
    /// picker-demo on a real accessibility bus (dbus-run-session, Xvfb, at-spi-bus-launcher), read from
    /// outside through AT-SPI by `Scripts/atspi_reader.py` with Python's gi Atspi, as Orca reads it.
    @Suite("AT-SPI bus")
    struct AccessibilityBus {
        /// One node of the tree as the reader saw it.
        struct Node {
            let json: [String: Any]
            var role: String { json["role"] as? String ?? "" }
            var name: String { json["name"] as? String ?? "" }
            var id: String { json["id"] as? String ?? "" }
            var value: Double? { JSON.number(json["value"]) }
            var valueText: String? { json["valueText"] as? String }
            var states: [String] { json["states"] as? [String] ?? [] }
            var extents: [Int]? { (json["extents"] as? [Any])?.compactMap { JSON.number($0).map { Int($0) } } }
            var children: [Node] { (json["children"] as? [[String: Any]] ?? []).map(Node.init) }
            var allNodes: [Node] { [self] + children.flatMap(\.allNodes) }
            init(_ json: [String: Any]) { self.json = json }
        }

        /// What the reader reported: the tree before and after its steps, focus events, the demo's log.
        struct Report {
            let tree: Node
            let after: Node
            let toolkit: String
            let focusEvents: [String]
            let log: [[String: Any]]
            /// The key events the registry handed to a key listener: what the key said, and whether it went down.
            let keyEvents: [(string: String, isPress: Bool)]
            /// The value changes announced: on which node, with what value text.
            let valueEvents: [(name: String, valueText: String)]
        }

        /// Runs the reader on `demoArguments`, doing `steps` (`--set NAME=VALUE`, `--click NAME`, `--tab N`).
        static func read(_ demoArguments: [String], steps: [String] = []) throws -> Report {
            _ = try Tools.require("dbus-run-session")
            _ = try Tools.require("xdotool")
            guard FileManager.default.fileExists(atPath: "/usr/libexec/at-spi-bus-launcher") else {
                throw E2EError("at-spi2-core is not installed: run scripts/install-deps.sh --test")
            }
            let display = try XvfbDisplay.start()
            defer { display.stop() }
            let script = Demo.e2eFolder.appendingPathComponent("Scripts/atspi_reader.py")
            var environment = Demo.environment(display: display.name)
            environment["PICKERKIT_ACCESSIBILITY"] = nil
            let result = try ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
                ["--", "/usr/bin/python3", script.path, "--demo", try Demo.binary().path] + steps + ["--"] + demoArguments,
                environment: environment, timeout: 90)
            guard result.status == 0, let line = result.stdout.split(separator: "\n").last,
                let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let tree = json["tree"] as? [String: Any], let after = json["after"] as? [String: Any]
            else {
                let errors = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("dbus-daemon[") }.suffix(20)
                throw E2EError("atspi_reader.py exited \(result.status) (needs gir1.2-atspi-2.0 and python3-gi): \(errors.joined(separator: "\n"))")
            }
            let events = (json["focusEvents"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            let log = (json["log"] as? [String] ?? []).compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            }
            let keys = (json["keyEvents"] as? [[String: Any]] ?? []).map { ($0["string"] as? String ?? "", $0["pressed"] as? Bool ?? false) }
            let values = (json["valueEvents"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["valueText"] as? String ?? "") }
            return Report(
                tree: Node(tree), after: Node(after), toolkit: json["toolkit"] as? String ?? "", focusEvents: events, log: log,
                keyEvents: keys, valueEvents: values)
        }

        @Test("the calendar page is an application with a frame, spin buttons and named days where --dump-layout puts them")
        func calendarTree() throws {
            let report = try Self.read(Demo.calendar)
            #expect(report.toolkit == "PickerKit")
            #expect(report.tree.role == "application" && report.tree.name == "PickerKit demo")
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
            let report = try Self.read(Demo.calendar, steps: ["--set", "Month=3"])
            #expect(report.log.contains { $0["widget"] as? String == "calendar.header" && JSON.number($0["row"]) == 3 && $0["value"] as? String == "April" })
            let month = try #require(report.after.allNodes.first { $0.role == "spin button" && $0.name == "Month" })
            #expect(month.valueText == "April" && month.value == 3)
        }

        @Test("a day's click action selects it, and Tab moves a focus event along the pickers")
        func clickAndTab() throws {
            let report = try Self.read(Demo.calendar, steps: ["--click", "Saturday, November 21, 2026", "--tab", "3"])
            #expect(report.log.contains { $0["widget"] as? String == "calendar" && $0["date"] as? String == "2026-11-21" })
            #expect(report.focusEvents == ["Year", "Month", "Saturday, November 21, 2026"])
            let day = try #require(report.after.allNodes.first { $0.name == "Saturday, November 21, 2026" })
            #expect(day.states.contains("selected") && day.states.contains("focused"))
        }

        @Test("Page Down and Up in the calendar's grid announce the day the focus lands on, in other months and years")
        func pagingAnnouncesTheDay() throws {
            let report = try Self.read(Demo.calendar, steps: ["--tab", "3", "--keys", "Next,Next,shift+Prior"])
            #expect(report.focusEvents == [
                "Year", "Month", "Saturday, November 21, 2026", "Monday, December 21, 2026", "Thursday, January 21, 2027",
                "Wednesday, January 21, 2026",
            ])
        }

        @Test("keys go to the screen reader first, which echoes them and keeps the ones it consumes from the widgets")
        func keysReachTheScreenReader() throws {
            let report = try Self.read(Demo.calendar, steps: ["--tab", "1", "--keys", "Down,Right", "--consume", "Down"])
            #expect(report.keyEvents.map { "\($0.string) \($0.isPress ? "down" : "up")" } == [
                "Tab down", "Tab up", "Down down", "Down up", "Right down", "Right up",
            ])
            // Down was consumed: only Right stepped the year.
            let years = report.log.filter { $0["widget"] as? String == "calendar.header" }.compactMap { $0["value"] as? String }
            #expect(years == ["2027"])
        }

        @Test("a key step on a spin button is announced with its new value at once, and once")
        func stepsAreAnnouncedOnce() throws {
            let report = try Self.read(Demo.calendar, steps: ["--tab", "2", "--keys", "Down"])
            #expect(report.valueEvents.map(\.valueText) == ["December"], "\(report.valueEvents)")
        }

        @Test(
            "on every page, spin buttons are named with value texts and extents are --dump-layout's frames", .serialized,
            arguments: ["overview", "minipicker", "wheel", "odometer", "datepicker", "form"])
        func pages(page: String) throws {
            let arguments = ["--page", page, "--today", "2026-11-21", "--time-zone", "UTC", "--size", "800x600", "--scale", "1"]
            let report = try Self.read(arguments)
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
