import Foundation
import PickerCore
import PickerWidgets

/// The `wheel` page: the NosePicker. A wheel picker with a shape and a size component, and
/// above it the order it makes, "One Medium, Aquiline schnoz: Coming right up!", rewritten each time a
/// wheel settles on a new row.
public final class WheelPage: ScrollingPage {
    public let picker: WheelPicker
    /// The order line above the wheels.
    public let order: Label
    /// The rows and titles, and the picker's data source and delegate (the picker holds it weakly).
    public let menu: NoseMenu
    private let title: Label
    private let hint: Paragraph

    public init(options: PageOptions, textMeasurer: TextMeasurer) throws {
        menu = NoseMenu()
        picker = try WheelPicker(id: "nose", dataSource: menu, delegate: menu, componentIdentifiers: ["shape", "size"])
        picker.accessibilityLabel = "Nose"
        try picker.selectRow(menu.selection.shape, inComponent: NoseMenu.shapeComponent, animated: false)
        try picker.selectRow(menu.selection.size, inComponent: NoseMenu.sizeComponent, animated: false)
        order = Label(id: "order", alignment: .center)
        title = Label(id: "title", text: "Wheel picker")
        hint = Paragraph(
            id: "hint", variants: ["Drag, fling or click a row; the mouse wheel and the arrow keys work too."],
            alignment: .center)
        super.init(id: "wheelpage", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        accessibilityLabelWidget = title
        order.font = options.theme.bodyFont
        hint.color = options.theme.secondaryText
        for widget in [title, order, picker, hint] as [Widget] {
            addChild(widget)
        }
        menu.onChange = { [weak self] in self?.updateOrder() }
        updateOrder()
    }

    public override var kind: String { "Page" }

    override func layoutPage() {
        let margin = 32.0
        let contentWidth = min(max(0, frame.width - 2 * margin), scaled(600))
        let left = (frame.width - contentWidth) / 2
        title.frame = Rect(x: left, y: topMargin, width: contentWidth, height: scaled(28))
        // The order line, the wheels on their card and the hint, as one block under the title (centred
        // across the window, not down it: a tall window leaves no empty band under the title).
        let size = picker.intrinsicContentSize
        let pickerWidth = min(size.width, contentWidth)
        let top = topMargin + scaled(28) + 20
        order.frame = Rect(x: left, y: top, width: contentWidth, height: scaled(28))
        picker.frame = Rect(x: (frame.width - pickerWidth) / 2, y: top + scaled(28) + 24, width: pickerWidth, height: size.height)
        hint.frame = Rect(x: left, y: picker.frame.maxY + 24, width: contentWidth, height: hint.height(forWidth: contentWidth))
        mirrorChildFramesIfRightToLeft()
    }

    public override func drawContent(in canvas: Canvas, theme: Theme) {
        drawCard(behind: picker.frame, in: canvas, theme: theme)
    }

    /// The order sentence above the wheels, the menu's `orderText`.
    public var orderText: String { menu.orderText }

    private func updateOrder() {
        order.text = menu.orderText
    }
}

/// The NosePicker's data: seven nose shapes and four sizes, the selection, and the order sentence.
/// It is the picker's data source and delegate, as a UIKit view controller would be.
public final class NoseMenu: WheelPickerDataSource, WheelPickerDelegate {
    public static let shapes = ["Straight", "Aquiline", "Retrousse", "Busque", "Sinuous", "Melanesian", "African"]
    public static let sizes = ["Small", "Medium", "Large", "Super-Size"]
    public static let shapeComponent = 0
    public static let sizeComponent = 1

    /// The rows chosen in each component (starts on a Medium, Aquiline nose).
    public private(set) var selection = (shape: 1, size: 1)
    /// Called after the selection changed.
    public var onChange: (() -> Void)?

    public init() {}

    /// "One <size>, <shape> schnoz: Coming right up!"
    public var orderText: String {
        "One \(Self.sizes[selection.size]), \(Self.shapes[selection.shape]) schnoz: Coming right up!"
    }

    public func numberOfComponents(in wheelPicker: WheelPicker) -> Int { 2 }

    public func wheelPicker(_ wheelPicker: WheelPicker, numberOfRowsInComponent component: Int) -> Int {
        switch component {
        case Self.shapeComponent: Self.shapes.count
        case Self.sizeComponent: Self.sizes.count
        default: 0
        }
    }

    public func wheelPicker(_ wheelPicker: WheelPicker, titleForRow row: Int, forComponent component: Int) -> String? {
        let titles = component == Self.shapeComponent ? Self.shapes : component == Self.sizeComponent ? Self.sizes : []
        return titles.indices.contains(row) ? titles[row] : nil
    }

    public func wheelPicker(_ wheelPicker: WheelPicker, didSelectRow row: Int, inComponent component: Int) {
        switch component {
        case Self.shapeComponent where Self.shapes.indices.contains(row): selection.shape = row
        case Self.sizeComponent where Self.sizes.indices.contains(row): selection.size = row
        default: return
        }
        onChange?()
    }
}

extension Widget {
    /// A field-coloured rounded card with the field border, a little larger than `rect`, for a wheel to sit on.
    /// Drawn as a retained layer: a large anti-aliased fill is slow to rasterise every frame on the
    /// software renderer, and a kept picture of it is one copy.
    func drawCard(behind rect: Rect, in canvas: Canvas, theme: Theme) {
        guard !rect.isEmpty else { return }
        let card = rect.insetBy(dx: -8, dy: -8)
        let radius = theme.fieldCornerRadius + 4
        let border = theme.fieldBorderWidth / 2
        let key = CardLook(size: card.size, radius: radius, border: border, fill: theme.fieldBackground, stroke: theme.fieldBorder)
        canvas.drawLayer(key, bounds: card) {
            canvas.fillRoundedRect(card, cornerRadius: radius, color: theme.fieldBackground)
            canvas.strokeRoundedRect(
                card.insetBy(dx: border / 2, dy: border / 2), cornerRadius: radius - border / 2, lineWidth: border,
                color: theme.fieldBorder.multiplyingAlpha(by: 0.6))
        }
    }
}

/// What a card's picture depends on besides its position.
private struct CardLook: Hashable {
    var size: Size
    var radius: Double
    var border: Double
    var fill: Color
    var stroke: Color
}
