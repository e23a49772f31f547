import Foundation
import PickerCore

extension Date {
    /// The instant in ISO 8601 with `timeZone`'s offset, as `--log-events` and `--dump-layout` write
    /// dates: "1776-07-04T12:00:00-05:00" ("Z" in UTC), the year as `ISO8601Day` writes it.
    public func iso8601Text(in timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        // Foundation writes the year of the era (1 BC as 0001) and no sign past 9999: put ISO's in front.
        let text = formatter.string(from: self)
        guard let dash = text.firstIndex(of: "-") else { return text }
        return ISO8601Day.year(of: self, in: timeZone) + text[dash...]
    }
}
