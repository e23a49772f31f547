// Large text: a root at 150% text, and a page that sizes its own frames with the theme's factor.
// The examples of the Themes article ("Text size").
import Foundation
import PickerKit

final class LargeTextScreen: WidgetRoot {
    let month: MonthMiniPicker

    init(textMeasurer: TextMeasurer) throws {
        month = try MonthMiniPicker(locale: Locale(identifier: "en_US"), month: 11)
        super.init(textMeasurer: textMeasurer, theme: .light)
        addChild(month)
    }

    override func layoutChildren() {
        // 44 points at 100% text, 66 at 150%.
        month.frame = Rect(x: 40, y: 40, width: theme.scaledValue(for: 160), height: theme.scaledValue(for: 44))
    }
}

func showLarge(textMeasurer: TextMeasurer) throws -> WidgetRoot {
    let root = try LargeTextScreen(textMeasurer: textMeasurer)
    let large = try Theme.light.withTextSize(1.5)
    root.rootTheme = large
    root.layout(size: Size(width: 400, height: 200))
    return root
}

// A factor outside 1...2 is refused, and the theme is unchanged.
var theme = Theme.dark
do {
    try theme.setTextSize(3)
} catch {
    print(error)  // Theme: textSize must be a factor from 1 to 2 (got 3.0)
}
print(theme.textSize)  // 1.0
