import Foundation
import Testing

extension PickerE2E {
    /// The employee form in a real window: xdotool types into the name field, clicks the started-work row
    /// open, turns the month wheel of its picker, and the row's label (F2) and `--log-events` follow.
    @Suite("form")
    struct Form {
        static let rowHeight = 34.0

        @Test("typing, opening the started-work picker and turning its month wheel update the form")
        func typeOpenAndTurn() throws {
            let layout = try Demo.layout(Demo.form)
            let name = try #require(layout.find("form.name.text"))
            let started = try #require(layout.find("form.startedWork"))
            #expect(started.kind == "FormRow" && started.json["text"] as? String == "03/14/2019", "\(started.json)")
            #expect(layout.find("form.startedWork.picker") == nil, "no picker row before a tap")
            let session = try WindowSession(arguments: Demo.form)
            defer { session.stop() }
            let demo = session.demo

            // Click at the end of the name and type: the text field edits in place.
            var before = demo.lines.count
            let end = session.screen(name.frame.maxX - 4, name.frame.midY)
            try session.xdo.run([
                "mousemove", String(end.x), String(end.y), "sleep", "0.1", "click", "1", "sleep", "0.3",
                "type", "--delay", "60", " Jr.",
            ], timeout: 20)
            let typed = demo.child.waitForLine(from: before, timeout: 8) { line in
                guard let object = JSON.object(line) else { return false }
                return object["widget"] as? String == "form" && object["value"] as? String == "Jane Appleseed Jr."
            }
            #expect(typed != nil, "no FormTable event with the typed name; stdout: \(demo.lines.suffix(5))")

            // Click the started-work row: its picker row opens below it.
            let row = session.screen(started.frame.midX, started.frame.midY)
            try session.xdo.run(["mousemove", String(row.x), String(row.y), "sleep", "0.1", "click", "1"])
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering")
            let opened = try session.layoutFromF2()
            #expect(opened.find("form")?.json["openPicker"] as? String == "startedWork")
            let pickerRow = try #require(opened.find("form.startedWork.picker"))
            #expect(abs(pickerRow.frame.y - started.frame.maxY) < 0.5 && abs(pickerRow.frame.height - 216) < 0.5, "\(pickerRow.frame)")
            let month = try #require(opened.find("form.startedWork.date.month"))
            #expect(month.valueText == "March")
            // The name kept what was typed.
            #expect(opened.find("form.name.text")?.valueText == "Jane Appleseed Jr.")

            // Drag the month wheel one row up, slowly and held before the release: April.
            before = demo.lines.count
            let start = (x: month.frame.midX, y: month.frame.midY + 40)
            let stop = (x: start.x, y: start.y - Self.rowHeight)
            try session.mouseDrag(path: [start] + steps(from: start, to: stop, count: 10), stepDelay: 0.02, hold: 0.3)
            let line = demo.child.waitForLine(from: before, timeout: 8) { line in
                JSON.object(line).map { $0["widget"] as? String == "form" && $0["field"] as? String == "startedWork" } ?? false
            }
            let event = try #require(line.flatMap(JSON.object), "no FormTable date event; stdout: \(demo.lines.suffix(5))")
            #expect(event["kind"] as? String == "FormTable")
            #expect((event["value"] as? String)?.hasPrefix("2019-04-14") == true && event["text"] as? String == "04/14/2019", "\(event)")
            #expect(demo.lines.contains { JSON.object($0)?["widget"] as? String == "form.startedWork.date" }, "the DatePicker's own line")
            #expect(demo.waitUntilSettled(quiet: 0.5, timeout: 8), "the window kept rendering")

            // F2: the row's label says so, and the person line above the table too.
            let printed = try session.layoutFromF2()
            #expect(printed.find("form.startedWork")?.json["text"] as? String == "04/14/2019")
            #expect(printed.find("personDates")?.valueText?.contains("04/14/2019") == true)
            #expect(printed.find("person")?.valueText?.hasPrefix("Jane Appleseed Jr.") == true)
            #expect(demo.exitStatus == nil, "the demo exited: \(demo.stderr)")
        }
    }
}
