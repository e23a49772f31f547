import PickerCore

extension WheelPicker {
    /// ``defaultIntrinsicContentSize`` with its width at `theme`'s text size.
    static func intrinsicContentSize(theme: Theme) -> Size {
        let size = defaultIntrinsicContentSize
        return Size(width: theme.scaledValue(for: size.width), height: size.height)
    }
    /// Applies the frame and theme to every component's model and lays the components out side by side:
    /// widths the delegate gave are kept; the others are fitted to their widest title and share what space
    /// is left (or shrink in proportion when there is too little). A row of components narrower than the
    /// frame is centred. The components run from the left in the order `componentsFromLeft()` gives
    /// (mirrored in right to left).
    func layOutComponents() {
        let theme = self.theme
        for component in components.indices {
            let model = components[component].model
            model.viewportHeight = frame.height
            model.edgeOpacity = Self.clampedOpacity(theme.wheelEdgeOpacity)
            let rowHeight = components[component].requestedRowHeight ?? theme.wheelRowHeight
            // A theme row height below 1 pt keeps the last good one (reloading reports it as an error).
            if model.rowHeight != rowHeight { try? model.setRowHeight(rowHeight) }
        }
        let count = components.count
        guard count > 0 else { return }
        let spacing = Self.nonNegative(theme.wheelComponentSpacing)
        let widths = componentWidths(available: max(0, frame.width - spacing * Double(count - 1)), theme: theme)
        let total = widths.reduce(0, +) + spacing * Double(count - 1)
        var x = frame.minX + max(0, (frame.width - total) / 2)
        for component in componentsFromLeft() {
            components[component].frame = Rect(x: x, y: frame.minY, width: widths[component], height: frame.height)
            x += widths[component] + spacing
        }
    }

    /// The width of each component for `available` points in all.
    func componentWidths(available: Double, theme: Theme) -> [Double] {
        var widths = components.map { $0.requestedWidth ?? 0 }
        let open = components.indices.filter { components[$0].requestedWidth == nil }
        guard !open.isEmpty else { return widths }
        let remaining = max(0, available - widths.reduce(0, +))
        let fitted = open.map { fittedWidth(ofComponent: $0, theme: theme) }
        let total = fitted.reduce(0) { $0 + ($1 ?? 0) }
        for (index, component) in open.enumerated() {
            if fitted.contains(where: { $0 == nil }) || total <= 0 {
                widths[component] = remaining / Double(open.count)  // nothing to measure with: equal shares
            } else if total <= remaining {
                let share = (remaining - total) / Double(open.count)
                widths[component] = fitted[index]! + min(share, maximumExtraComponentWidth.isNaN ? 0 : max(0, maximumExtraComponentWidth))
            } else {
                widths[component] = fitted[index]! * remaining / total
            }
        }
        return widths
    }

    /// The widest title of `component` plus `theme.wheelRowPadding` on each side, measured once per reload
    /// and font over at most ``widthSampleLimit`` rows; nil before the picker has a text measurer.
    func fittedWidth(ofComponent component: Int, theme: Theme) -> Double? {
        guard let measurer = textMeasurer else { return nil }
        let font = theme.wheelFont
        let padding = Self.nonNegative(theme.wheelRowPadding)
        if let cached = components[component].fittedWidth, cached.font == font, cached.padding == padding {
            return cached.width
        }
        var widest = 0.0
        for row in sampledRows(count: components[component].model.count) {
            if let title = title(forRow: row, inComponent: component), !title.isEmpty {
                widest = max(widest, measurer.size(of: title, font: font).width)
            }
        }
        let width = widest + 2 * padding
        components[component].fittedWidth = (font, padding, width)
        return width
    }

    /// All rows when there are at most ``widthSampleLimit``, else the first and last half of that many.
    func sampledRows(count: Int) -> [Int] {
        let limit = max(2, widthSampleLimit)
        guard count > limit else { return Array(0..<count) }
        let half = limit / 2
        return Array(0..<half) + Array((count - half)..<count)
    }

    static func nonNegative(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }

    /// A row of a component in view, with where it is drawn.
    public struct RowFrame: Hashable, Sendable {
        /// The data row, in 0..<numberOfRows(inComponent:).
        public var row: Int
        /// The row's place counted from the row nearest the centre (0; -1 above it, +1 below it).
        public var offsetFromCenter: Int
        /// The row's projected band on the cylinder, in window points: the component's width, the row's
        /// squashed height.
        public var frame: Rect
    }

    /// The rows of `component` in view, top to bottom, with their frames (empty for a component that does
    /// not exist). O(visible rows).
    public func visibleRowFrames(inComponent component: Int) -> [RowFrame] {
        guard components.indices.contains(component) else { return [] }
        let state = components[component]
        let nearest = state.model.position.fraction >= 0.5 ? 1 : 0
        return state.model.visibleRows().map { visible in
            RowFrame(
                row: visible.row, offsetFromCenter: visible.placement.rowOffset - nearest,
                frame: Rect(
                    x: state.frame.minX, y: state.frame.midY + visible.placement.top,
                    width: state.frame.width, height: visible.placement.height))
        }
    }
}
