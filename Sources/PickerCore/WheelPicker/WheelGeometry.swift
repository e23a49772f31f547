import Foundation

/// The projection of a wheel's rows onto the screen: rows of equal height wrapped round a horizontal
/// cylinder and seen from the front (an orthographic view, as in DESIGN.md section 5).
///
/// Row `j` rows after the scroll position's row has its middle `d = j - fraction` rows from the centre,
/// at the angle `d * rowHeight / radius` (so the centre row keeps its full height, measured along the
/// cylinder). A row's middle projects to `radius * sin(angle)` and its contents are squashed by
/// `cos(angle)`; the back half of the cylinder is never drawn. By default the radius is half the
/// viewport's height, so the cylinder's top and bottom edges touch the viewport's: a compact three-row
/// wheel and a tall one curve alike.
///
/// All lengths are in points, angles in radians. Every query costs O(visible rows), whatever the row
/// count and however far the position is from zero.
public struct WheelGeometry: Hashable, Sendable {
    /// The smallest row height accepted, in points.
    public static let minimumRowHeight = 1.0
    /// The most rows ``visibleRows(at:)`` returns, whatever the proportions (a safety bound; a real
    /// wheel shows a few dozen at most).
    public static let maximumVisibleRows = 10_000

    /// The height of a row at the centre of the cylinder (its arc length), in points.
    public private(set) var rowHeight: Double
    /// The viewport's height in points (0 or more; other values count as 0).
    public var viewportHeight: Double {
        didSet { if !(viewportHeight >= 0 && viewportHeight.isFinite) { viewportHeight = 0 } }
    }
    /// A fixed cylinder radius in points, or nil for half the viewport's height.
    public private(set) var fixedRadius: Double?
    /// The opacity of a row at the top and bottom edges of the cylinder, 0...1; rows fade linearly in
    /// `cos(angle)` from 1 at the centre to it. Values set outside 0...1 are clamped (NaN gives 0).
    public var edgeOpacity: Double {
        didSet { edgeOpacity = edgeOpacity.isNaN ? 0 : min(max(edgeOpacity, 0), 1) }
    }

    /// Creates a geometry.
    /// - Parameters:
    ///   - rowHeight: a row's height at the centre, in points (at least ``minimumRowHeight``).
    ///   - viewportHeight: the visible height, in points (negative or non-finite values count as 0).
    ///   - radius: the cylinder's radius in points (positive), or nil for `viewportHeight / 2`.
    ///   - edgeOpacity: the opacity of rows at the cylinder's edges, 0...1.
    /// - Throws: `PickerError.invalidConfiguration` for a row height below 1 pt or not finite, a radius
    ///   that is not positive and finite, or an edge opacity outside 0...1.
    public init(rowHeight: Double, viewportHeight: Double, radius: Double? = nil, edgeOpacity: Double = 0.15) throws {
        guard rowHeight >= Self.minimumRowHeight && rowHeight.isFinite else {
            throw PickerError.invalidConfiguration(
                "WheelGeometry: rowHeight must be a finite number of points >= \(Self.minimumRowHeight) (got \(rowHeight))")
        }
        if let radius, !(radius > 0 && radius.isFinite) {
            throw PickerError.invalidConfiguration("WheelGeometry: radius must be positive and finite (got \(radius))")
        }
        guard (0...1).contains(edgeOpacity) else {
            throw PickerError.invalidConfiguration("WheelGeometry: edgeOpacity must be in 0...1 (got \(edgeOpacity))")
        }
        self.rowHeight = rowHeight
        self.viewportHeight = viewportHeight >= 0 && viewportHeight.isFinite ? viewportHeight : 0
        self.fixedRadius = radius
        self.edgeOpacity = edgeOpacity
    }

    /// The cylinder's radius in points: the fixed radius, or half the viewport's height.
    public var radius: Double { fixedRadius ?? viewportHeight / 2 }

    /// The angle one row spans on the cylinder, in radians (`rowHeight / radius`); 0 when the radius is 0.
    public var rowAngle: Double { radius > 0 ? rowHeight / radius : 0 }

    /// The viewport's height in rows (how far a rubber band may pull past an end).
    public var viewportRowCount: Double { viewportHeight / rowHeight }

    /// Where the row `rowOffset` rows after the position's row sits when the position is `fraction`
    /// (0 <= fraction < 1) past that row; nil when no part of it is in view (on the back of the cylinder
    /// or outside the viewport).
    public func placement(ofRowOffset rowOffset: Int, fraction: Double) -> WheelRowPlacement? {
        let alpha = rowAngle
        guard alpha > 0, fraction.isFinite else { return nil }
        let distance = Double(rowOffset) - fraction
        let angle = distance * alpha
        let low = angle - alpha / 2, high = angle + alpha / 2
        let halfTurn = Double.pi / 2
        guard high > -halfTurn, low < halfTurn else { return nil }
        let r = radius
        let top = r * sin(max(low, -halfTurn))
        let bottom = r * sin(min(high, halfTurn))
        let half = viewportHeight / 2
        guard bottom > top, bottom > -half, top < half else { return nil }
        let scale = max(0, cos(angle))
        let opacity = edgeOpacity + (1 - edgeOpacity) * scale
        return WheelRowPlacement(
            rowOffset: rowOffset, angle: angle, centerOffset: r * sin(min(max(angle, -halfTurn), halfTurn)),
            top: top, bottom: bottom, scale: scale, opacity: opacity)
    }

    /// The rows in view at `position`, top to bottom.
    /// - Complexity: O(visible rows): about `pi * radius / rowHeight + 2`, at most ``maximumVisibleRows``.
    public func visibleRows(at position: ScrollPosition) -> [WheelRowPlacement] {
        let alpha = rowAngle
        guard alpha > 0, viewportHeight > 0, position.fraction.isFinite else { return [] }
        // A row is in front while |d| < pi / (2 alpha) + 1/2, with d = j - fraction.
        let reach = min(Double.pi / (2 * alpha) + 0.5, Double(Self.maximumVisibleRows) / 2)
        let first = Int((position.fraction - reach).rounded(.down))
        let last = Int((position.fraction + reach).rounded(.up))
        var rows: [WheelRowPlacement] = []
        rows.reserveCapacity(last - first + 1)
        for j in first...last {
            if let placement = placement(ofRowOffset: j, fraction: position.fraction) { rows.append(placement) }
        }
        return rows
    }

    /// The row (relative to the position's row, as in ``WheelRowPlacement/rowOffset``) whose projected
    /// band holds `y` points from the viewport's centre, when the position is `fraction` past its row;
    /// nil outside the viewport.
    public func rowOffset(atY y: Double, fraction: Double) -> Int? {
        let alpha = rowAngle
        let half = viewportHeight / 2
        guard alpha > 0, y.isFinite, fraction.isFinite, y >= -half, y <= half else { return nil }
        let angle = asin(min(max(y / radius, -1), 1))
        return RowArithmetic.int((angle / alpha + fraction).rounded())
    }
}
