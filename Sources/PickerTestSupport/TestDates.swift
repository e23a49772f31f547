import Foundation

/// A date for the tests' own constants, written as `Date`'s description writes it,
/// "1773-12-16 12:00:00 -0500" (Gregorian, POSIX). Traps on a malformed string.
public func testDate(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
    guard let date = formatter.date(from: text) else { fatalError("bad test date \(text)") }
    return date
}

/// The limits of the Independence Day date picker (the demo's `datepicker` page has it too).
public enum IndependenceDayLimits {
    /// The Boston Tea Party, 16 December 1773, 12:00 -0500.
    public static let minimum = testDate("1773-12-16 12:00:00 -0500")
    /// Independence Day, 4 July 1776, 12:00 -0500.
    public static let maximum = testDate("1776-07-04 12:00:00 -0500")
    /// The zone of those dates, a fixed -05:00.
    public static let zone = TimeZone(secondsFromGMT: -5 * 3600)!
}
