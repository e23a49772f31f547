/// Where drawing may land in each row of the target: the pass's rectangle cut by the current clip.
///
/// A pixel belongs to a clip when its centre does (centres on the left or top edge in, on the right or
/// bottom edge out). The clip region is convex, so each row holds one run of pixels.
struct RowClip {
    /// The pass's rectangle, in target pixels.
    let pass: PixelRect
    /// The clip pushed by the drawing, if any.
    let region: ConvexClipRegion?

    /// The rows any drawing may touch.
    var rows: Range<Int> {
        guard let region else { return pass.y..<pass.maxY }
        if region.isEmpty { return pass.y..<pass.y }
        let top = max(pass.y, Self.firstPixel(from: region.bounds.minY))
        let bottom = min(pass.maxY, Self.firstPixel(from: region.bounds.maxY))
        return top..<max(top, bottom)
    }

    /// The columns of row `y` that drawing may touch (empty when none).
    func columns(inRow y: Int) -> Range<Int> {
        guard let region else { return pass.x..<pass.maxX }
        let safe = region.safeRect
        let centre = Double(y) + 0.5
        var left: Double, right: Double
        if !safe.isEmpty, centre >= safe.minY, centre < safe.maxY, region.polygon.count == 4 {
            left = safe.minX
            right = safe.maxX
        } else if let span = Self.span(of: region.polygon, atY: centre) {
            (left, right) = span
        } else {
            return pass.x..<pass.x
        }
        let first = max(pass.x, Self.firstPixel(from: left)), end = min(pass.maxX, Self.firstPixel(from: right))
        return first..<max(first, end)
    }

    /// The first pixel whose centre is at or past `edge`.
    static func firstPixel(from edge: Double) -> Int {
        let value = (edge - 0.5).rounded(.up)
        return Int(min(max(value, -1e9), 1e9))
    }

    /// Where the horizontal line at `y` enters and leaves the convex `polygon`; nil when it misses it.
    static func span(of polygon: [Point], atY y: Double) -> (Double, Double)? {
        var left = Double.infinity, right = -Double.infinity
        var previous = polygon[polygon.count - 1]
        for point in polygon {
            let (a, b) = previous.y <= point.y ? (previous, point) : (point, previous)
            if a.y <= y, y < b.y {
                let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                left = min(left, x)
                right = max(right, x)
            }
            previous = point
        }
        return left < right ? (left, right) : nil
    }
}
