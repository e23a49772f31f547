/// Where one visible row of a wheel sits on its cylinder, seen from the front: its angle, its projected
/// band, and how much its contents are squashed and faded.
///
/// Offsets are in points from the viewport's vertical centre, positive downwards.
public struct WheelRowPlacement: Hashable, Sendable {
    /// The row relative to `position.row` (0 is the row at the scroll position, 1 the next, -1 the
    /// previous). Pass it to ``WheelComponentModel`` or `ItemScroller.dataRow(forUnwrappedRow:offsetBy:)`,
    /// which wrap without overflow.
    public var rowOffset: Int
    /// The angle of the row's middle on the cylinder, in radians: 0 at the viewport's centre, positive
    /// below it, ±π/2 at the top and bottom of the cylinder.
    public var angle: Double
    /// Where the row's middle projects: `radius * sin(angle)`, in points from the viewport's centre.
    public var centerOffset: Double
    /// The projected top edge of the row, in points from the viewport's centre (negative: above it).
    public var top: Double
    /// The projected bottom edge of the row, in points from the viewport's centre.
    public var bottom: Double
    /// How much the row's contents are squashed vertically: `cos(angle)`, 1 at the centre, 0 at the edges.
    public var scale: Double
    /// How opaque the row's contents are drawn, from 1 at the centre to the geometry's edge opacity, 0...1.
    public var opacity: Double

    /// Creates a placement; ``WheelGeometry`` computes them.
    public init(rowOffset: Int, angle: Double, centerOffset: Double, top: Double, bottom: Double, scale: Double, opacity: Double) {
        self.rowOffset = rowOffset
        self.angle = angle
        self.centerOffset = centerOffset
        self.top = top
        self.bottom = bottom
        self.scale = scale
        self.opacity = opacity
    }

    /// The projected height of the row, in points: `bottom - top` (about `rowHeight * cos(angle)`).
    public var height: Double { bottom - top }
}

/// A visible row of a wheel component: the data row it shows and where it is drawn.
public struct WheelVisibleRow: Hashable, Sendable {
    /// The data row, in 0..<count.
    public var row: Int
    /// Where the row sits on the cylinder.
    public var placement: WheelRowPlacement

    /// Creates a visible row.
    public init(row: Int, placement: WheelRowPlacement) {
        self.row = row
        self.placement = placement
    }
}
