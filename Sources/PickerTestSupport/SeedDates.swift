import Foundation

/// A date written as the seeds write them, "1773-12-16 12:00:00 -0500" (Gregorian, POSIX). Traps on a
/// malformed string: it is for tests' own constants.
public func seedDate(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
    guard let date = formatter.date(from: text) else { fatalError("bad test date \(text)") }
    return date
}

/// The limits of seed 004's Independence Day picker.
public enum IndependenceDayLimits {
    /// The Boston Tea Party, 16 December 1773, 12:00 -0500.
    public static let minimum = seedDate("1773-12-16 12:00:00 -0500")
    /// Independence Day, 4 July 1776, 12:00 -0500.
    public static let maximum = seedDate("1776-07-04 12:00:00 -0500")
    /// The seed's zone, -05:00.
    public static let zone = TimeZone(secondsFromGMT: -5 * 3600)!
}
