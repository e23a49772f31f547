import PickerCore

extension OnScreenKeyboard {
    /// The metrics the keys are laid out with, in points.
    struct Metrics: Equatable {
        /// The distance from one key unit's start to the next (a one-unit key plus the gap).
        var pitch: Double
        /// A key's height.
        var keyHeight: Double
        /// The space between keys.
        var gap: Double
        /// The space between the card's edge and the keys.
        var padding: Double
    }

    /// A one-unit key's width and height at 100% text, in points.
    static let keySize = 40.0
    /// The space between keys at 100% text, in points.
    static let keyGap = 6.0
    /// The card's padding around the keys at 100% text, in points.
    static let cardPadding = 8.0
    /// The space left between the keyboard and the field, and between the keyboard and the window's edge.
    static let margin = 8.0

    /// The keys' metrics for `theme`'s text size, made smaller when the keyboard would not fit in `room`.
    func metrics(fitting room: Rect) -> Metrics {
        let layout = model.layout
        let units = max(1, layout.widthInUnits), rows = Double(max(1, layout.rowCount))
        let gap = theme.scaledValue(for: Self.keyGap), padding = theme.scaledValue(for: Self.cardPadding)
        // Largest pitch that fits: units * pitch - gap + 2 padding <= width, and the same for the rows.
        let widest = (room.width - 2 * padding + gap) / units
        let tallest = (room.height - 2 * padding + gap) / rows
        let natural = theme.scaledValue(for: Self.keySize) + gap
        let pitch = max(gap + 1, min(natural, widest, tallest))
        return Metrics(pitch: pitch, keyHeight: pitch - gap, gap: gap, padding: padding)
    }

    /// The keyboard's size with `metrics`.
    func size(with metrics: Metrics) -> Size {
        let layout = model.layout
        return Size(
            width: layout.widthInUnits * metrics.pitch - metrics.gap + 2 * metrics.padding,
            height: Double(layout.rowCount) * (metrics.keyHeight + metrics.gap) - metrics.gap + 2 * metrics.padding)
    }

    /// The smallest share of its size a key may shrink to so that the keyboard fits beside the field
    /// rather than over it.
    static let smallestShrink = 0.6

    /// Where the keyboard goes for a field at `field` in `bounds` (both in root points), and its metrics:
    /// below the field when it fits there, else above it; else, with smaller keys, on the side with more
    /// room; else over the field at that side's window edge. Its leading edge lines up with the field's
    /// (the right edge in right to left), and it always lies wholly inside `bounds`.
    func placement(for field: Rect, in bounds: Rect) -> (frame: Rect, metrics: Metrics) {
        let room = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        var metrics = metrics(fitting: room)
        var size = size(with: metrics)
        let belowTop = field.maxY + Self.margin, aboveBottom = field.minY - Self.margin
        let y: Double
        if belowTop + size.height <= room.maxY {
            y = belowTop
        } else if aboveBottom - size.height >= room.minY {
            y = aboveBottom - size.height
        } else {
            let below = room.maxY - belowTop, above = aboveBottom - room.minY
            let side = Rect(x: room.minX, y: 0, width: room.width, height: max(0, max(below, above)))
            let smaller = self.metrics(fitting: side)
            if smaller.pitch >= metrics.pitch * Self.smallestShrink {
                metrics = smaller
                size = self.size(with: smaller)
                y = below >= above ? belowTop : aboveBottom - size.height
            } else {
                y = below >= above ? room.maxY - size.height : room.minY
            }
        }
        let leading = effectiveLayoutDirection.isRightToLeft ? field.maxX - size.width : field.minX
        let x = min(max(leading, room.minX), max(room.minX, room.maxX - size.width))
        return (Rect(x: x, y: max(room.minY, y), width: size.width, height: size.height), metrics)
    }

    /// Places the keyboard by its target, when the target's frame or `bounds` changed since it was placed.
    func follow(in bounds: Rect) {
        guard let target else { return }
        if let placed = placedFor, placed.target == target.frame, placed.bounds == bounds { return }
        let placement = placement(for: target.frame, in: bounds)
        placedFor = (target.frame, bounds, placement.metrics)
        frame = placement.frame
    }

    /// The metrics of the keyboard as placed.
    var currentMetrics: Metrics { placedFor?.metrics ?? metrics(fitting: frame) }

    /// The frame of the key at `position`, in root points.
    func keyFrame(_ position: OnScreenKeyboardModel.Position, metrics: Metrics) -> Rect {
        let span = model.span(ofKeyAt: position)
        return Rect(
            x: frame.minX + metrics.padding + span.start * metrics.pitch,
            y: frame.minY + metrics.padding + Double(position.row) * (metrics.keyHeight + metrics.gap),
            width: span.width * metrics.pitch - metrics.gap, height: metrics.keyHeight)
    }

    /// Every key's position and frame, row by row.
    func keyFrames() -> [(position: OnScreenKeyboardModel.Position, key: KeyboardKey, frame: Rect)] {
        let metrics = currentMetrics
        return model.rows.enumerated().flatMap { row, keys in
            keys.indices.map { index in
                let position = OnScreenKeyboardModel.Position(row: row, index: index)
                return (position, keys[index], keyFrame(position, metrics: metrics))
            }
        }
    }

    /// The key under `point` (root points), or nil between keys and outside.
    func keyPosition(at point: Point) -> OnScreenKeyboardModel.Position? {
        keyFrames().first { $0.frame.contains(point) }?.position
    }
}
