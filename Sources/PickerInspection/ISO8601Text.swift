import Foundation

extension Date {
    /// The instant in ISO 8601 with `timeZone`'s offset, as `--log-events` and `--dump-layout` write
    /// dates: "1776-07-04T12:00:00-05:00" ("Z" in UTC).
    public func iso8601Text(in timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: self)
    }
}
