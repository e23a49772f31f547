import PickerCore

/// Measures text as `FontStore` shapes it (through the host's SDL_ttf) at the physical pixel size and
/// reports points, so that layout agrees with what the backends draw: a text mask `w` pixels wide
/// measures `w / pixelsPerPoint` points.
///
/// Results are cached per (text, font) in a bounded LRU cache; changing `pixelsPerPoint` empties it.
public final class ShapedTextMeasurer: TextMeasurer {
    private struct Key: Hashable {
        var text: String
        var font: Font
        var direction: LayoutDirection?
        /// `FontStore.revision` when measured: a newly registered face makes older sizes stale.
        var fontRevision: Int
    }

    private let fonts: FontStore
    @exclusivity(unchecked) private var sizes = LRUCache<Key, Size>()
    private let maxCachedSizes: Int
    /// The line metrics of each font asked for, and the `FontStore.revision` they were read at (a text field
    /// asks on every frame it draws; the font store's look-up of the opened face costs more than this).
    @exclusivity(unchecked) private var metrics: [Font: LineMetrics] = [:]
    private var metricsRevision = 0

    /// Pixels per point of the target the measured text will be drawn to.
    public var pixelsPerPoint: Double {
        didSet {
            if pixelsPerPoint != oldValue {
                sizes.removeAll()
                metrics.removeAll()
            }
        }
    }

    /// - Parameters:
    ///   - fonts: where fonts are opened (share it with the backend).
    ///   - pixelsPerPoint: physical pixels per point.
    ///   - maxCachedSizes: how many measured strings are remembered.
    public init(fonts: FontStore, pixelsPerPoint: Double, maxCachedSizes: Int = 4096) {
        self.fonts = fonts
        self.pixelsPerPoint = pixelsPerPoint
        self.maxCachedSizes = maxCachedSizes
    }

    /// The advance width and line height of `text` in `font`, in points, with the base direction taken
    /// from the text. Zero when the font cannot be opened.
    public func size(of text: String, font: Font) -> Size {
        size(of: text, font: font, direction: nil)
    }

    /// The advance width and line height of `text` in `font` laid out with the paragraph base `direction`
    /// (nil: from the first strong character), in points, exactly as the backends draw it:
    /// bidi runs, scripts and faces shaped piece by piece. Zero when the font cannot be opened.
    public func size(of text: String, font: Font, direction: LayoutDirection?) -> Size {
        let key = Key(text: text, font: font, direction: direction, fontRevision: fonts.revision)
        if let cached = sizes.value(for: key) { return cached }
        let measured: Size
        do {
            let pixels = try fonts.pixelSize(of: text, font: font, direction: direction, pixelsPerPoint: pixelsPerPoint)
            measured = Size(width: Double(pixels.width) / pixelsPerPoint, height: Double(pixels.height) / pixelsPerPoint)
        } catch {
            measured = .zero
        }
        sizes.insert(measured, for: key)
        sizes.evict(toCount: maxCachedSizes)
        return measured
    }

    /// The line metrics of `font` in points. `ascent + descent` equals the height of a text image
    /// (SDL_ttf's line height), so text drawn at a line box's top sits on the reported baseline.
    public func lineMetrics(for font: Font) -> LineMetrics {
        if metricsRevision != fonts.revision {
            metrics.removeAll()
            metricsRevision = fonts.revision
        }
        if let known = metrics[font] { return known }
        guard let ttf = try? fonts.face(for: font, pixelsPerPoint: pixelsPerPoint) else {
            return LineMetrics(ascent: 0, descent: 0)
        }
        let measured = LineMetrics(
            ascent: Double(ttf.ascent) / pixelsPerPoint,
            descent: Double(ttf.height - ttf.ascent) / pixelsPerPoint)
        // Bounded by the fonts an app uses; emptied when there are many (a zoom that runs through sizes).
        if metrics.count >= 256 { metrics.removeAll() }
        metrics[font] = measured
        return measured
    }
}
