// An odometer: six cyclic wheels of digits from fixed titles.
// The example of the Wheels article.
// snippet.hide
import Foundation
import PickerKit

final class Screen: WidgetRoot {
    init(textMeasurer: TextMeasurer) throws {
        super.init(textMeasurer: textMeasurer, theme: .light)
        // snippet.show
        let odometer = try WheelPicker(
            id: "odometer", titles: Array(repeating: (0...9).map(String.init), count: 6),
            cyclicComponents: Set(0..<6), componentIdentifiers: (0..<6).map { "d\($0)" })
        odometer.onValueChanged = { selection in print("digit", selection.component, "is", selection.row) }
        // snippet.hide
        odometer.frame = Rect(x: 20, y: 20, width: 320, height: 216)
        addChild(odometer)
    }
}

let host = try WindowHost(title: "Odometer", size: Size(width: 360, height: 256))
try host.run(scene: Screen(textMeasurer: host.textMeasurer))
