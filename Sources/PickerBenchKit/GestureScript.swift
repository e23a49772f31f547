import Foundation
import PickerCore
import PickerDemoPages

/// Builds a timed input script in code, gesture by gesture, with a cursor that moves forward in time.
///
/// The result is `picker-demo --script` text (see `InputScript`), so a bench gesture can be replayed
/// and looked at in the demo too (`picker-bench --print-script`). Pointer moves come at `moveRate`
/// per second, like a real mouse, independent of the frame rate.
struct GestureScript {
    /// Pointer samples per second during drags and flings.
    var moveRate: Double = 120
    /// The script lines so far, without the `fps` and `end` lines.
    private(set) var lines: [String] = []
    /// Where the next gesture starts, in seconds from the start of the script.
    private(set) var time: Double = 0

    /// Lets `seconds` pass with no input (animations run on).
    mutating func wait(_ seconds: Double) {
        time += seconds
    }

    /// Presses at `start`, moves horizontally by `dx` points at an even speed over `duration` seconds,
    /// holds still for `hold` seconds (so the release carries no velocity when `hold` > 0.1) and releases.
    mutating func drag(from start: Point, by dx: Double, duration: Double, hold: Double) {
        drag(from: start, to: Point(x: start.x + dx, y: start.y), duration: duration, hold: hold)
    }

    /// Like `drag(from:by:duration:hold:)`, vertically by `dy` points (for wheels).
    mutating func drag(from start: Point, byY dy: Double, duration: Double, hold: Double) {
        drag(from: start, to: Point(x: start.x, y: start.y + dy), duration: duration, hold: hold)
    }

    /// A quick drag released while moving: the picker flings on from the release velocity
    /// (`dx / duration` points per second).
    mutating func fling(from start: Point, by dx: Double, duration: Double) {
        drag(from: start, by: dx, duration: duration, hold: 0)
    }

    /// A vertical fling by `dy` points over `duration` seconds (for wheels).
    mutating func fling(from start: Point, byY dy: Double, duration: Double) {
        drag(from: start, byY: dy, duration: duration, hold: 0)
    }

    /// A key press (a `--script` key name, e.g. `R` or `Down`).
    mutating func key(_ name: String) {
        lines.append("\(Self.format(time)) key \(name)")
    }

    private mutating func drag(from start: Point, to end: Point, duration: Double, hold: Double) {
        add("down", start)
        let steps = max(1, Int((duration * moveRate).rounded()))
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            time += duration / Double(steps)
            add("move", Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        time += hold
        add("up", end)
    }

    /// The script for a replay at `framesPerSecond`, ending at the cursor.
    func inputScript(framesPerSecond: Double) throws -> InputScript {
        try InputScript(parsing: text(framesPerSecond: framesPerSecond))
    }

    /// The script as `picker-demo --script` text.
    func text(framesPerSecond: Double) -> String {
        (["fps \(Self.format(framesPerSecond))"] + lines + ["\(Self.format(time)) end"]).joined(separator: "\n") + "\n"
    }

    private mutating func add(_ action: String, _ point: Point) {
        lines.append("\(Self.format(time)) \(action) \(Self.format(point.x)) \(Self.format(point.y))")
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.4f", value)
    }
}
