import Foundation

/// picker-demo in a real window on a private Xvfb, with `--log-events --log-frames`, found by xdotool.
/// Stop it with `stop()` (also on deinit): the demo first, then the X server.
final class WindowSession: @unchecked Sendable {
    let display: XvfbDisplay
    let demo: DemoProcess
    let xdo: XDoTool
    let window: Int
    let geometry: XDoTool.Geometry
    /// The window's size in points (`--size`), to turn window points into screen pixels.
    let pointSize: (width: Double, height: Double)

    /// Starts Xvfb and the demo (or another program that takes `--log-events --log-frames`, such as the
    /// GameLoop example), and waits for its first frame and its window, found by a name pattern.
    init(
        arguments: [String], pointSize: (width: Double, height: Double) = (800, 600), startupTimeout: Double = 20,
        executable: URL? = nil, windowName: String = "^PickerKit"
    ) throws {
        let trace = Trace("window session")
        display = try XvfbDisplay.start()
        trace.lap("Xvfb \(display.name) ready")
        do {
            demo = try DemoProcess(arguments + ["--log-events", "--log-frames"], display: display.name, executable: executable)
            xdo = try XDoTool(display: display.name)
            try demo.waitForFirstFrame(timeout: startupTimeout)
            trace.lap("first frame")
            window = try xdo.waitForWindow(name: windowName, timeout: 5)
            geometry = try xdo.geometry(window: window)
            trace.lap("window \(window) at \(geometry)")
        } catch {
            display.stop()
            throw error
        }
        self.pointSize = pointSize
    }

    deinit {
        stop()
    }

    func stop() {
        let trace = Trace("stop")
        demo.terminate()
        trace.lap("demo exited with \(demo.exitStatus.map(String.init) ?? "-")")
        display.stop()
        trace.lap("Xvfb stopped")
    }

    /// Screen pixels per window point (1 at `--scale 1` on X11).
    var pixelsPerPoint: Double { Double(geometry.width) / pointSize.width }

    /// The screen pixel for a point in the window.
    func screen(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
        (geometry.x + Int((x * pixelsPerPoint).rounded()), geometry.y + Int((y * Double(geometry.height) / pointSize.height).rounded()))
    }

    /// Presses the left button at `path[0]` (window points), moves through the rest of `path` with
    /// `stepDelay` seconds between moves, holds still for `hold` seconds and releases: one xdotool
    /// call, so the timing is xdotool's and not process start-ups'.
    func mouseDrag(path: [(x: Double, y: Double)], stepDelay: Double = 0.005, hold: Double = 0.3) throws {
        precondition(path.count >= 2)
        let first = screen(path[0].x, path[0].y)
        var args = ["mousemove", String(first.x), String(first.y), "sleep", "0.1", "mousedown", "1"]
        for point in path.dropFirst() {
            let p = screen(point.x, point.y)
            args += ["sleep", String(format: "%.3f", stepDelay), "mousemove", String(p.x), String(p.y)]
        }
        args += ["sleep", String(format: "%.3f", hold), "mouseup", "1"]
        try xdo.run(args, timeout: 20)
    }
}

/// Points from `a` to `b` in `steps` equal steps (without `a`).
func steps(from a: (x: Double, y: Double), to b: (x: Double, y: Double), count: Int) -> [(x: Double, y: Double)] {
    (1...count).map { i in
        let t = Double(i) / Double(count)
        return (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}

/// Timings of the harness's steps on stderr when `PICKER_E2E_TRACE=1`, to see where a slow test spends its time.
struct Trace {
    static let enabled = ProcessInfo.processInfo.environment["PICKER_E2E_TRACE"] == "1"
    let name: String
    let start = ChildProcess.now()

    init(_ name: String) { self.name = name }

    func lap(_ what: String) {
        guard Trace.enabled else { return }
        FileHandle.standardError.write(Data(String(format: "[e2e] %@: %@ after %.3f s\n", name, what, ChildProcess.now() - start).utf8))
    }
}

extension WindowSession {
    /// Presses F2 in the window and parses the layout line it prints.
    func layoutFromF2() throws -> LayoutNode {
        let before = demo.lines.count
        let centre = screen(pointSize.width / 2, 10)
        // Keys go to the window under the pointer (no window manager). No --sync: it would wait forever
        // when the pointer is already there.
        try xdo.run(["mousemove", String(centre.x), String(centre.y), "sleep", "0.05", "key", "F2"])
        // Only a line printed after this press: an earlier F2's layout is stale.
        let line = demo.child.waitForLine(from: before, timeout: 5, matching: { $0.hasPrefix("{\"id\":") })
        guard let line else { throw LayoutDumpMissing(lastLines: demo.lines.suffix(5).joined(separator: "\n")) }
        return try LayoutNode(parsing: line)
    }
}

/// F2 printed no layout line in time.
struct LayoutDumpMissing: Error, CustomStringConvertible {
    var lastLines: String
    var description: String { "F2 printed no layout; stdout ends: \(lastLines)" }
}
