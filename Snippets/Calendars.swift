// A calendar picker for a range of weekdays between an opening and a closing day, in Dutch, with
// week numbers. The example of the Calendars article.
// snippet.hide
import Foundation
import PickerKit

let today = Date(timeIntervalSince1970: 1_795_000_000)
let opening = today.addingTimeInterval(-30 * 86_400)
let closing = today.addingTimeInterval(90 * 86_400)

final class Screen: WidgetRoot {
    init(textMeasurer: TextMeasurer) throws {
        super.init(textMeasurer: textMeasurer, theme: .light)
        // snippet.show
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "nl_NL")
        let rules = try CalendarDayRules(minimumDate: opening, maximumDate: closing,
                                         isDateEnabled: { !calendar.isDateInWeekend($0) })
        let picker = try CalendarPicker(calendar: calendar, today: today,
                                        selection: CalendarSelection(mode: .range), rules: rules)
        picker.showsWeekNumbers = true
        picker.onValueChanged = { selection in print(selection.range as Any) }
        // snippet.hide
        picker.frame = Rect(x: 20, y: 20, width: 340, height: 360)
        addChild(picker)
    }
}

let host = try WindowHost(title: "Calendar", size: Size(width: 380, height: 400))
try host.run(scene: Screen(textMeasurer: host.textMeasurer))
