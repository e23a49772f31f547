import Foundation

/// One wheel of a date picker as the settle rule sees it.
public struct DatePickerWheel: Equatable, Sendable {
    /// The row the wheel rests on (while it moves, the row it last stopped on).
    public var row: Int
    /// Whether the wheel has stopped: nothing moves it and no pointer holds it.
    public var isStopped: Bool

    public init(row: Int, isStopped: Bool) {
        self.row = row
        self.isStopped = isStopped
    }
}

/// A scroll-back the wheels were sent on: the rows they must reach and why.
public struct DatePickerScrollBack: Equatable, Sendable {
    /// The row each column is sent to.
    public var rows: [Int]
    /// Why: the limit the combination lay beyond, an impossible day, or another normalisation.
    public var reason: DatePickerResolution.Adjustment

    public init(rows: [Int], reason: DatePickerResolution.Adjustment) {
        self.rows = rows
        self.reason = reason
    }
}

/// What a date picker does with its wheels as they stand (``DatePickerModel/settlement(for:scrollBack:)``).
public enum DatePickerSettlement: Equatable, Sendable {
    /// A wheel still moves or a pointer holds one: nothing yet.
    case wait
    /// Every wheel has stopped on the committed value: nothing changes, and a scroll-back is over.
    case unchanged
    /// Every wheel has stopped on a combination that is not allowed: the wheels scroll to the scroll-back's
    /// rows, and the rule is asked again once they stop there.
    case scrollBack(DatePickerScrollBack)
    /// Every wheel has stopped on an allowed new value: it is committed and reported once. `scrolledBack`
    /// is the reason of the scroll-back that brought the wheels there, or nil when the user's own motion
    /// did (or input during a scroll-back led elsewhere).
    case commit(DatePickerResolution, scrolledBack: DatePickerResolution.Adjustment?)
}

extension DatePickerModel {
    /// The date picker's settle rule, a pure function of the wheels, the configuration and the committed
    /// value (nothing is changed): once every wheel has stopped, a combination that is not allowed scrolls
    /// back (out of range to the nearest limit, then an impossible day such as 30 February to the month's
    /// last day, a time a daylight-saving change skips forwards, see ``resolve(rows:)``), an allowed new one
    /// is committed, and the committed one leaves everything as it is.
    ///
    /// The rows a scroll-back sends the wheels to are allowed, so once the wheels stop there the answer is
    /// ``DatePickerSettlement/commit(_:scrolledBack:)`` (or ``DatePickerSettlement/unchanged`` when they
    /// show the committed value) with the scroll-back's reason; a second scroll-back (a day the limit's
    /// month lacks) keeps the first one's reason.
    /// - Parameters:
    ///   - wheels: one per column, left to right in the model's column order.
    ///   - scrollBack: the scroll-back the wheels were last sent on, if it has not ended (the last answer's).
    public func settlement(for wheels: [DatePickerWheel], scrollBack: DatePickerScrollBack?) -> DatePickerSettlement {
        guard wheels.allSatisfy(\.isStopped) else { return .wait }
        let rows = wheels.map(\.row)
        guard rows != selectedRows else { return .unchanged }
        let resolution = resolve(rows: rows)
        // The reason counts only when the wheels stand where the scroll-back sent them: input during the
        // scroll-back that led elsewhere produced these rows, not the scroll-back.
        let sentHere = scrollBack.flatMap { $0.rows == rows ? $0.reason : nil }
        if resolution.rows != rows {
            return .scrollBack(DatePickerScrollBack(rows: resolution.rows, reason: sentHere ?? resolution.adjustment))
        }
        return .commit(resolution, scrolledBack: sentHere == DatePickerResolution.Adjustment.none ? nil : sentHere)
    }
}
