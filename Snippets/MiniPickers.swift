// A mini picker of three components (day, month, year) from fixed titles, and what it reports.
// The example of the Mini Pickers article.
// snippet.hide
import Foundation
import PickerKit

let days = (1...31).map(String.init)
let months = DateFormatter().shortMonthSymbols
let years = (2000...2030).map(String.init)

final class Screen: WidgetRoot {
    init(textMeasurer: TextMeasurer) throws {
        super.init(textMeasurer: textMeasurer, theme: .light)
        // snippet.show
        let dmy = try MiniPicker(id: "dmy", titles: [days, months, years],
                                 componentIdentifiers: ["day", "month", "year"])
        dmy.onValueChanged = { selection in print(selection.component, selection.row) }
        try dmy.selectRow(3, inComponent: 1, animated: true)   // not reported, as in UIKit
        // snippet.hide
        dmy.frame = Rect(x: 20, y: 20, width: 260, height: 44)
        addChild(dmy)
    }
}

let host = try WindowHost(title: "Mini picker", size: Size(width: 300, height: 84))
try host.run(scene: Screen(textMeasurer: host.textMeasurer))
