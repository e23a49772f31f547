/// Where drawing may land in each row of the target: the pass's rectangle cut by the current clip.
///
/// A pixel belongs to a clip when its centre does (centres on the left or top edge in, on the right or
/// bottom edge out). The clip region is convex, so each row holds one span of pixels; the spans are worked
/// out once for all the rows the clip reaches, or once for all when the region is a rectangle.
struct RowClip {
    /// The pass's rectangle, in target pixels.
    let pass: PixelRect
    /// The rows any drawing may touch.
    let rows: Range<Int>
    /// The columns of every row, when they are the same (no clip, or a rectangle).
    private let sharedColumns: Range<Int>?
    /// Each row's columns, from `rows.lowerBound` on, when they differ.
    private let spans: [Range<Int>]

    /// The pass cut by `region` (none: the whole pass).
    init(pass: PixelRect, region: ConvexClipRegion?) {
        self.pass = pass
        guard let region else {
            rows = pass.y..<pass.maxY
            sharedColumns = pass.x..<pass.maxX
            spans = []
            return
        }
        let top = region.isEmpty ? pass.y : max(pass.y, Self.firstPixel(from: region.bounds.minY))
        let bottom = region.isEmpty ? pass.y : min(pass.maxY, Self.firstPixel(from: region.bounds.maxY))
        rows = top..<max(top, bottom)
        if !region.isEmpty, region.safeRect == region.bounds {
            let first = max(pass.x, Self.firstPixel(from: region.bounds.minX))
            sharedColumns = first..<max(first, min(pass.maxX, Self.firstPixel(from: region.bounds.maxX)))
            spans = []
            return
        }
        sharedColumns = nil
        spans = rows.map { y in
            guard let (left, right) = Self.span(of: region.polygon, atY: Double(y) + 0.5) else { return pass.x..<pass.x }
            let first = max(pass.x, Self.firstPixel(from: left)), end = min(pass.maxX, Self.firstPixel(from: right))
            return first..<max(first, end)
        }
    }

    /// The columns of row `y` (one of `rows`) that drawing may touch (empty when none).
    @inline(__always)
    func columns(inRow y: Int) -> Range<Int> {
        sharedColumns ?? spans[y - rows.lowerBound]
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
