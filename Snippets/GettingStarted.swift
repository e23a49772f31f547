// A window with two mini pickers, a month and a year, that prints the month the user picks.
// The example of README.md ("A window of your own") and of the Getting Started article.
import Foundation
import PickerKit

final class Screen: WidgetRoot {
    let month: MonthMiniPicker
    let year: YearMiniPicker

    init(textMeasurer: TextMeasurer) throws {
        month = try MonthMiniPicker(locale: Locale(identifier: "nl_NL"), month: 11)
        year = try YearMiniPicker(years: 1900...2100, year: 2026)
        super.init(textMeasurer: textMeasurer, theme: .light)
        addChild(month)
        addChild(year)
        month.onValueChanged = { selection in print("month", selection.row + 1) }
    }

    override func layoutChildren() {
        month.frame = Rect(x: 40, y: 40, width: 160, height: 44)
        year.frame = Rect(x: 220, y: 40, width: 120, height: 44)
    }
}

let host = try WindowHost(title: "My tool", size: Size(width: 400, height: 140))
let screen = try Screen(textMeasurer: host.textMeasurer)
try host.run(scene: screen)
