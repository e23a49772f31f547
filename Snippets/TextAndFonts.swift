// Measuring and drawing text with its paragraph direction, and registering fonts of your own.
// The examples of the Right to Left and Text article ("Text", "Fonts").
// snippet.hide
import Foundation
import PickerKit

/// A label that always reads from the right: it passes the direction to measuring and drawing.
final class RightToLeftTitle: Widget {
    var title = "21 נובמבר 2026"

    override func drawContent(in canvas: Canvas, theme: Theme) {
        let font = Font(size: 17, weight: .regular)
        let origin = Point(x: frame.minX, y: frame.minY)
        let cell = frame
        // snippet.show
        let size = canvas.textMeasurer.size(of: title, font: font, direction: .rightToLeft)
        canvas.drawText(title, style: TextStyle(font: font, color: theme.text, direction: .rightToLeft), at: origin)
        canvas.drawText(
            title, style: TextStyle(font: font, color: theme.text, verticalScale: 0.8, direction: .rightToLeft), at: origin)
        canvas.drawText(title, style: TextStyle(font: font, color: theme.text, direction: .rightToLeft), centeredIn: cell)
        // snippet.hide
        _ = size
    }
}

let host = try WindowHost(title: "Fonts", size: Size(width: 300, height: 80))
let boldFontData = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"))
// snippet.show
try host.fonts.registerFont(atPath: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", for: .regular)
try host.fonts.registerFont(data: boldFontData, name: "MyFont-Bold", for: .bold)
host.fonts.locale = Locale(identifier: "ja_JP")   // fallback faces for Japanese text
// snippet.hide
let root = WidgetRoot(textMeasurer: host.textMeasurer, theme: .light)
let label = RightToLeftTitle(id: "title")
label.frame = Rect(x: 20, y: 20, width: 260, height: 40)
root.addChild(label)
try host.run(scene: root)
