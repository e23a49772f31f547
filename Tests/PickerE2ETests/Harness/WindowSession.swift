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

    /// Starts Xvfb and the demo, and waits for its first frame and its window.
    init(arguments: [String], pointSize: (width: Double, height: Double) = (800, 600), startupTimeout: Double = 20) throws {
        display = try XvfbDisplay.start()
        do {
            demo = try DemoProcess(arguments + ["--log-events", "--log-frames"], display: display.name)
            xdo = try XDoTool(display: display.name)
            try demo.waitForFirstFrame(timeout: startupTimeout)
            window = try xdo.waitForWindow(name: "^PickerKit", timeout: 5)
            geometry = try xdo.geometry(window: window)
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
        demo.terminate()
        display.stop()
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
