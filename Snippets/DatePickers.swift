// A date picker limited to the days from the Boston Tea Party to the Declaration of Independence.
// The example of the Date Pickers article.
// snippet.hide
import Foundation
import PickerKit

var boston = Calendar(identifier: .gregorian)
boston.timeZone = TimeZone(secondsFromGMT: -5 * 3600)!
let teaParty = boston.date(from: DateComponents(year: 1773, month: 12, day: 16, hour: 12))!
let independenceDay = boston.date(from: DateComponents(year: 1776, month: 7, day: 4, hour: 12))!

final class Screen: WidgetRoot {
    init(textMeasurer: TextMeasurer) throws {
        super.init(textMeasurer: textMeasurer, theme: .light)
        // snippet.show
        let picker = try DatePicker(id: "independence", mode: .date, date: teaParty,
                                    timeZone: TimeZone(secondsFromGMT: -5 * 3600),
                                    minimumDate: teaParty, maximumDate: independenceDay)
        picker.onValueChanged = { date in print(date) }   // the committed date, once per settled change
        picker.setDate(independenceDay, animated: true)   // not reported, as in UIKit
        try picker.setMinuteInterval(15)                  // 7 throws: it must divide 60 and lie in 1...30
        // snippet.hide
        picker.frame = Rect(x: 20, y: 20, width: 320, height: 216)
        addChild(picker)
    }
}

let host = try WindowHost(title: "Independence", size: Size(width: 360, height: 256))
try host.run(scene: Screen(textMeasurer: host.textMeasurer))
