import Foundation

/// Turns held directions into steps: one when a direction is pressed, then, while it is held, a repeat
/// after ``initialDelay`` and every ``interval`` after that. Time is passed in; nothing reads a clock.
///
/// Holds are kept per controller, but one direction repeats at a time, on one timer: a controller pressing
/// the direction another one already holds joins that hold without a step of its own, so two controllers
/// pressed at once never double-step, and the repeat goes on until the last of them lets go. A press of a
/// different direction (on any controller) takes over: it steps at once and restarts the timer, and the
/// hold it replaced stops repeating.
public struct DirectionalRepeat: Sendable {
    /// Seconds from a press to its first repeat.
    public var initialDelay: TimeInterval
    /// Seconds between repeats after the first.
    public var interval: TimeInterval

    /// The direction repeating, who holds it, when it was pressed and how many repeats have been taken.
    private struct Hold: Sendable {
        var direction: NavigationDirection
        var holders: Set<ControllerID>
        var pressTime: TimeInterval
        var repeatsTaken = 0
    }
    private var hold: Hold?

    public init(initialDelay: TimeInterval = 0.3, interval: TimeInterval = 0.08) {
        self.initialDelay = initialDelay
        self.interval = interval
    }

    /// The direction being held (nil: none).
    public var heldDirection: NavigationDirection? { hold?.direction }

    /// When the next repeat falls due (nil: nothing is held); a host that sleeps while idle wakes by then.
    public var nextRepeatTime: TimeInterval? {
        hold.map { $0.pressTime + initialDelay + Double($0.repeatsTaken) * interval }
    }

    /// Records that `controller` pressed `direction` at `now`.
    /// - Returns: whether to step now: false when that direction is already held (by this controller or
    ///   another one).
    public mutating func press(_ direction: NavigationDirection, on controller: ControllerID, now: TimeInterval) -> Bool {
        if hold?.direction == direction {
            hold?.holders.insert(controller)
            return false
        }
        hold = Hold(direction: direction, holders: [controller], pressTime: now)
        return true
    }

    /// Records that `controller` let go of `direction`; the repeat stops once no controller holds it.
    public mutating func release(_ direction: NavigationDirection, on controller: ControllerID) {
        guard hold?.direction == direction else { return }
        let wasHolding = hold?.holders.remove(controller) != nil
        if wasHolding, hold?.holders.isEmpty == true { hold = nil }
    }

    /// Forgets `controller` (unplugged mid-hold): whatever it held stops repeating unless another
    /// controller holds it too.
    public mutating func removeController(_ controller: ControllerID) {
        hold?.holders.remove(controller)
        if hold?.holders.isEmpty == true { hold = nil }
    }

    /// Takes the repeats that have fallen due by `now` and returns how many (0 when nothing is held or
    /// none is due); a late caller gets every repeat it missed, so the count does not depend on the frame rate.
    public mutating func takeRepeats(until now: TimeInterval) -> Int {
        guard var current = hold, interval > 0 else { return 0 }
        let sinceFirst = now - current.pressTime - initialDelay
        guard sinceFirst >= 0 else { return 0 }
        let due = Int((sinceFirst / interval).rounded(.down)) + 1
        let count = max(0, due - current.repeatsTaken)
        current.repeatsTaken = max(due, current.repeatsTaken)
        hold = current
        return count
    }
}
