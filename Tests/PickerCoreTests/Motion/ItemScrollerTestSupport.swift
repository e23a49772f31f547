@testable import PickerCore

/// Records every `onSettle` call of a scroller.
final class SettleRecorder {
    var rows: [Int] = []

    init(_ scroller: ItemScroller) {
        scroller.onSettle = { [unowned self] row in self.rows.append(row) }
    }
}

/// Anything driven by `tick(now:)` until it stops animating (scrollers, wheel components).
protocol TickDriven: AnyObject {
    var isAnimating: Bool { get }
    func tick(now: Double)
}

extension TickDriven {
    /// Ticks at `fps` from `start` until the motion ends (at most 30 s), calling `observe` after each
    /// tick; returns the time of the last tick.
    @discardableResult
    func runUntilSettled(from start: Double, fps: Double = 60, observe: (() -> Void)? = nil) -> Double {
        var frame = 0
        var now = start
        while isAnimating && frame < Int(30 * fps) {
            frame += 1
            now = start + Double(frame) / fps
            tick(now: now)
            observe?()
        }
        return now
    }
}

extension ItemScroller: TickDriven {}

extension ItemScroller {
    /// A drag of the pointer from `from` to `to` (rows) over `duration` seconds in `steps` even moves,
    /// starting at `start`; released at the end after `pause` seconds without moving.
    func performDrag(from: Double, to: Double, start: Double = 0, duration: Double = 0.1, steps: Int = 10, pause: Double = 0) {
        beginDrag(at: from, time: start)
        for i in 1...steps {
            let fraction = Double(i) / Double(steps)
            drag(to: from + (to - from) * fraction, time: start + duration * fraction)
        }
        endDrag(at: to, time: start + duration + pause)
    }
}
