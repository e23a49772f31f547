import Foundation

/// Where a date picker's wheels must go once every wheel has stopped, and the value they then show.
public struct DatePickerResolution: Equatable, Sendable {
    /// Why the wheels must move, if they must.
    public enum Adjustment: String, Equatable, Sendable {
        /// The combination is allowed as it stands.
        case none
        /// It lay before the minimum date: the wheels go to the minimum.
        case minimum
        /// It lay after the maximum date: the wheels go to the maximum.
        case maximum
        /// The day does not exist in the month (31 April): the day goes to the month's last day.
        case impossibleDay
        /// The time does not exist (skipped by a daylight-saving change), or the value had to be aligned
        /// or clamped some other way (a count-down of zero minutes).
        case normalized
    }

    /// The date the wheels will show (in `countDownTimer` mode, the unchanged committed date).
    public var date: Date
    /// The count-down duration in seconds the wheels will show (the committed one outside that mode).
    public var countDownDuration: TimeInterval
    /// The row each column must show.
    public var rows: [Int]
    /// Why the rows differ from those the wheels stopped on (`.none` when they do not).
    public var adjustment: Adjustment
}
