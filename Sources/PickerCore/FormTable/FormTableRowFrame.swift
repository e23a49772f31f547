/// One row of a form table as laid out at a moment of its animation.
public struct FormTableRowFrame: Hashable, Sendable {
    /// What the row shows. A picker row that is closing is still laid out (shrinking and fading) until it is gone.
    public var row: FormTableRow
    /// The top of the row, in points from the top of the table's content.
    public var minY: Double
    /// The row's height, in points: a field's full height, or a picker's full height times its openness.
    public var height: Double
    /// How opaque to draw the row, 0...1: 1 for field rows, the picker's openness for picker rows.
    public var opacity: Double

    public init(row: FormTableRow, minY: Double, height: Double, opacity: Double) {
        self.row = row
        self.minY = minY
        self.height = height
        self.opacity = opacity
    }

    /// The bottom of the row, in points from the top of the content.
    public var maxY: Double { minY + height }
}
