import Foundation
import Testing

extension PickerE2E {
    /// The harness's own parsing and bookkeeping, without processes: a broken harness must not pass
    /// the end-to-end tests by reading nothing.
    @Suite("harness")
    struct Harness {
        @Test func layoutParsingFindsNestedNodes() throws {
            let root = try LayoutNode(parsing: """
                noise before
                {"id":"p","kind":"Page","frame":{"x":0,"y":0,"width":800,"height":600},"value":null,"children":[{"id":"dmy","kind":"MiniPicker","frame":{"x":280,"y":216,"width":380,"height":44},"value":["21","Nov","2026"],"children":[{"id":"dmy.year","kind":"MiniPickerSegment","frame":{"x":534.6667,"y":216,"width":125.3333,"height":44},"value":"2026","row":126,"children":[]}]}]}
                """)
            let year = try #require(root.find("dmy.year"))
            #expect(year.kind == "MiniPickerSegment")
            #expect(year.frame == Frame(x: 534.6667, y: 216, width: 125.3333, height: 44))
            #expect(year.valueText == "2026")
            #expect(JSON.int(year.json["row"]) == 126)
            #expect(root.find("nope") == nil)
            #expect(root.allNodes.map(\.id) == ["p", "dmy", "dmy.year"])
            #expect(throws: E2EError.self) { try LayoutNode(parsing: "no json here") }
        }

        @Test func eventAndFrameLines() {
            let event = EventLine(#"{"widget":"month","kind":"MiniPicker","component":0,"row":7,"value":"Aug","time":1.532}"#)
            #expect(event?.widget == "month" && event?.row == 7 && event?.valueText == "Aug" && event?.component == 0)
            #expect(EventLine(#"{"frame":3,"time":0.5}"#) == nil)
            #expect(FrameLine(#"{"frame":3,"time":0.5}"#)?.frame == 3)
            #expect(FrameLine(#"{"widget":"month","row":7}"#) == nil)
            #expect(FrameLine(#"{"id":"p","frame":{"x":0,"y":0,"width":1,"height":1}}"#) == nil)
            #expect(EventLine("picker-demo: not json") == nil)
        }

        @Test func childProcessCollectsLinesAndStatus() throws {
            let result = try ChildProcess.run(
                URL(fileURLWithPath: "/bin/sh"), ["-c", "echo one; echo err >&2; printf 'two\\nthree'; exit 3"], environment: [:])
            #expect(result.status == 3)
            #expect(result.stdout == "one\ntwo\nthree")
            #expect(result.stderr == "err\n")
        }

        @Test func childProcessWaitsForLinesAndTerminates() throws {
            let child = try ChildProcess(
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "echo start; sleep 0.2; echo '{\"widget\":\"month\",\"row\":9}'; exec sleep 30"], environment: [:])
            #expect(child.waitForLine(timeout: 5, matching: { EventLine($0)?.row == 9 }) != nil)
            #expect(child.waitForLine(timeout: 0.1, matching: { $0 == "never" }) == nil)
            let start = ChildProcess.now()
            child.terminate()
            #expect(child.exitStatus == 128 + SIGTERM, "a child started from a test thread must not inherit its blocked SIGTERM")
            #expect(ChildProcess.now() - start < 1)
        }

        @Test func procStatCPUTime() throws {
            let line = "1234 (picker demo (x)) S 1 2 3 4 5 6 7 8 9 10 250 50 0 0 20 0 1 0 100 0 0"
            let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
            #expect(try ProcStat.cpuSeconds(statLine: line) == 300 / ticks)
            #expect(try ProcStat.cpuSeconds(pid: getpid()) > 0)
        }

        @Test func displayNumbers() {
            #expect(XvfbDisplay.candidates(pid: 1234, environment: [:]).first == 100 + 1234 % 400)
            #expect(XvfbDisplay.candidates(pid: 399, environment: [:]).prefix(2) == [499, 100])
            #expect(XvfbDisplay.candidates(environment: ["PICKER_E2E_DISPLAYS": "60-69"]) == Array(60...69))
        }

        @Test func pngSizeAndOneLine() {
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
            png += [0, 0, 3, 0x20, 0, 0, 2, 0x58]
            #expect(PNG.size(Data(png))! == (800, 600))
            #expect(PNG.size(Data("not a png at all, really not".utf8)) == nil)
            #expect(isOneLine("picker-demo: bad\n") && isOneLine("bad"))
            #expect(!isOneLine("") && !isOneLine("\n") && !isOneLine("a\nb\n"))
        }

        @Test func expectedMonthRows() {
            #expect(MiniPickerPage.monthRow(afterDragging: 540, width: 180) == 7)
            #expect(MiniPickerPage.monthRow(afterDragging: 234, width: 180) == 9)
            #expect(MiniPickerPage.monthRow(afterDragging: 5000, width: 180) == 0)
            #expect(MiniPickerPage.monthRow(afterDragging: -180, width: 180) == 11)
        }
    }
}
