import CPixelBlend

/// Rasterises a line of text into a coverage mask: how a software backend gets glyphs.
public protocol TextRasterizer: AnyObject {
    /// `text` in `font` at `pixelsPerPoint`, laid out with the paragraph base `direction` (nil: from the
    /// first strong character): one mask the height of the font's line; nil for empty text or on failure.
    func coverageMask(for text: String, font: Font, direction: LayoutDirection?, pixelsPerPoint: Double) -> CoverageMask?
    /// Changes whenever the same text would come out differently (fonts registered): kept masks of an
    /// earlier revision are not used.
    var revision: Int { get }
}

/// PickerKit's own renderer: plays draw lists into a `PixelImage` with its own arithmetic, so the same
/// drawing gives the same pixels whatever SDL draws with.
///
/// Shapes are tessellated (`Tessellator`, whose fringes anti-alias them) and filled by `TriangleFiller`;
/// texts are coverage masks from the `TextRasterizer`, tinted and squashed as they are drawn; a layer is
/// drawn once into a picture of its own that later frames draw while its key stays the same. Masks and
/// layer pictures are kept in one `PictureStore`.
public final class SoftwareBackend {
    /// Gives texts' coverage masks.
    public let textRasterizer: TextRasterizer
    /// What the backend keeps between frames.
    public let store: PictureStore<SoftwarePicture>
    private var tessellator = Tessellator()
    private var lastRowClip: (pass: PixelRect, region: ConvexClipRegion?, clip: RowClip)?
    private var clips = ClipStack()
    private let clipMemo = ClipMemo()

    public init(textRasterizer: TextRasterizer, budget: PictureBudget = PictureBudget()) {
        self.textRasterizer = textRasterizer
        store = PictureStore(budget: budget)
    }

    /// Draws `commands` into `image`, cut to `pass` (pixels of the image), over what is there.
    public func play(_ commands: [DrawCommand], into image: PixelImage, within pass: PixelRect) {
        let pass = pass.intersection(image.bounds)
        guard !pass.isEmpty else { return }
        clips = ClipStack()
        play(commands, into: image, pass: pass, memo: clipMemo)
    }

    /// Ends a frame: lets kept pictures go while the store is over its budget.
    public func endFrame() {
        store.endFrame()
    }

    private func play(_ commands: [DrawCommand], into image: PixelImage, pass: PixelRect, memo: ClipMemo?) {
        for command in commands {
            switch command {
            case .fill(let shape, let color):
                tessellator.fill(shape, color: color)
                fillTessellation(into: image, pass: pass, memo: memo)
            case .stroke(let shape, let lineWidth, let color):
                tessellator.stroke(shape, lineWidth: lineWidth, color: color)
                fillTessellation(into: image, pass: pass, memo: memo)
            case .text(let drawing):
                draw(drawing, into: image, clip: rowClip(pass: pass, memo: memo))
            case .pushClip(let shape):
                clips.push(shape)
            case .popClip:
                clips.pop()
            case .layer(let layer):
                guard let picture = picture(of: layer) else { continue }
                draw(picture, at: layer.region, into: image, clip: rowClip(pass: pass, memo: memo))
            }
        }
    }

    /// The current clip's rows within `pass`: reused while the clip and the pass stay the same, as they do for
    /// every text and shape inside one widget's clip.
    private func rowClip(pass: PixelRect, memo: ClipMemo?) -> RowClip {
        let region = clips.resolved(memo: memo)
        if let last = lastRowClip, last.pass == pass, last.region == region { return last.clip }
        let clip = RowClip(pass: pass, region: region)
        lastRowClip = (pass, region, clip)
        return clip
    }

    private func fillTessellation(into image: PixelImage, pass: PixelRect, memo: ClipMemo?) {
        let clip = rowClip(pass: pass, memo: memo)
        TriangleFiller.fill(tessellator.vertices, tessellator.indices, into: image, clip: clip)
        tessellator.removeAll(keepingCapacity: true)
    }

    // MARK: - Layers

    /// The layer's picture: kept, or drawn now into a transparent image of its region and kept.
    private func picture(of layer: LayerDrawing) -> LayerPicture? {
        let key = PictureKey.layer(layer.key)
        if case .layer(let picture) = store.picture(for: key) { return picture }
        let region = layer.region
        guard !region.isEmpty, region.width <= 1 << 14, region.height <= 1 << 14 else { return nil }
        let image = PixelImage(width: region.width, height: region.height)
        let outerClips = clips
        clips = ClipStack()
        play(Self.moved(layer.commands, by: PixelOffset(dx: -region.x, dy: -region.y)), into: image, pass: image.bounds, memo: nil)
        clips = outerClips
        let picture = LayerPicture(image)
        store.keep(.layer(picture), byteCount: region.width * region.height * 4, for: key)
        return picture
    }

    /// `commands` moved by whole pixels: a layer's drawing placed in its own picture.
    private static func moved(_ commands: [DrawCommand], by offset: PixelOffset) -> [DrawCommand] {
        let delta = Point(x: Double(offset.dx), y: Double(offset.dy))
        func move(_ rect: Rect) -> Rect { Rect(x: rect.minX + delta.x, y: rect.minY + delta.y, width: rect.width, height: rect.height) }
        func move(_ shape: Shape) -> Shape {
            switch shape {
            case .roundedRect(let rect, let radius): return .roundedRect(move(rect), cornerRadius: radius)
            case .circle(let center, let radius): return .circle(center: center + delta, radius: radius)
            case .polyline(let points, let closed): return .polyline(points.map { $0 + delta }, closed: closed)
            }
        }
        return commands.map { command in
            switch command {
            case .fill(let shape, let color): return .fill(move(shape), color)
            case .stroke(let shape, let width, let color): return .stroke(move(shape), lineWidth: width, color)
            case .text(var drawing):
                drawing.origin = PixelOffset(dx: drawing.origin.dx + offset.dx, dy: drawing.origin.dy + offset.dy)
                return .text(drawing)
            case .pushClip(var shape):
                shape.rect = move(shape.rect)
                return .pushClip(shape)
            case .popClip: return .popClip
            case .layer(var layer):
                layer.region = layer.region.offsetBy(dx: offset.dx, dy: offset.dy)
                layer.commands = moved(layer.commands, by: offset)
                return .layer(layer)
            }
        }
    }

    /// Draws a layer's picture with its top-left pixel at `region`'s, over the target: its solid spans filled,
    /// its other opaque spans copied, its transparent ones skipped, the rest blended.
    private func draw(_ picture: LayerPicture, at region: PixelRect, into image: PixelImage, clip: RowClip) {
        let width = image.width, pictureWidth = picture.image.width
        image.pixels.withUnsafeMutableBufferPointer { target in
            picture.image.pixels.withUnsafeBufferPointer { source in
                guard let targetBase = target.baseAddress, let sourceBase = source.baseAddress else { return }
                for y in clip.rows where y >= region.y && y < region.y + picture.image.height {
                    let columns = clip.columns(inRow: y).clamped(to: region.x..<(region.x + pictureWidth))
                    guard !columns.isEmpty else { continue }
                    let row = y * width, sourceRow = (y - region.y) * pictureWidth - region.x
                    for span in picture.spans[y - region.y] {
                        let start = max(span.range.lowerBound + region.x, columns.lowerBound)
                        let end = min(span.range.upperBound + region.x, columns.upperBound)
                        guard start < end else { continue }
                        switch span.kind {
                        case .transparent: break
                        case .solid(let color): (targetBase + row + start).update(repeating: color, count: end - start)
                        case .opaque: (targetBase + row + start).update(from: sourceBase + sourceRow + start, count: end - start)
                        case .translucent: pk_over_row(targetBase + row + start, sourceBase + sourceRow + start, Int32(end - start))
                        }
                    }
                }
            }
        }
    }

    // MARK: - Text

    private func mask(for drawing: TextDrawing) -> TextMask? {
        let key = PictureKey.text(drawing.text, drawing.font, drawing.direction,
                                  pixelsPerPoint: drawing.pixelsPerPoint, fontRevision: textRasterizer.revision)
        if case .text(let mask) = store.picture(for: key) { return mask }
        guard let coverage = textRasterizer.coverageMask(
            for: drawing.text, font: drawing.font, direction: drawing.direction, pixelsPerPoint: drawing.pixelsPerPoint)
        else { return nil }
        let mask = TextMask(coverage)
        store.keep(.text(mask), byteCount: mask.byteCount, for: key)
        return mask
    }

    /// Draws `drawing`'s mask tinted by its colour: each row's spans of no coverage skipped, of full coverage
    /// in an opaque colour filled, the rest blended. A squashed text samples the mask linearly between rows.
    private func draw(_ drawing: TextDrawing, into image: PixelImage, clip: RowClip) {
        guard let mask = mask(for: drawing), mask.width > 0, mask.height > 0 else { return }
        let height = TextDrawing.squashedHeight(mask.height, verticalScale: drawing.verticalScale)
        guard height > 0 else { return }
        let color = PixelArithmetic.byte(drawing.color.alpha) << 24 | PixelArithmetic.byte(drawing.color.red) << 16
            | PixelArithmetic.byte(drawing.color.green) << 8 | PixelArithmetic.byte(drawing.color.blue)
        let solid = PixelArithmetic.premultiplied(drawing.color)
        let left = drawing.origin.dx, top = drawing.origin.dy
        let rows = clip.rows.clamped(to: top..<(top + height))
        let width = image.width, maskWidth = mask.width
        let scale = Double(mask.height) / Double(height)
        image.pixels.withUnsafeMutableBufferPointer { target in
            mask.coverage.withUnsafeBufferPointer { coverage in
                guard let targetBase = target.baseAddress, let coverageBase = coverage.baseAddress else { return }
                for y in rows {
                    let columns = clip.columns(inRow: y).clamped(to: left..<(left + maskWidth))
                    guard !columns.isEmpty else { continue }
                    let row = targetBase + y * width
                    if height == mask.height {
                        let line = coverageBase + (y - top) * maskWidth - left
                        for index in Int(mask.firstSpan[y - top])..<Int(mask.firstSpan[y - top + 1]) {
                            let span = mask.spans[index]
                            let start = max(Int(span.start) + left, columns.lowerBound)
                            let end = min(Int(span.end) + left, columns.upperBound)
                            guard start < end else { continue }
                            if span.isFull, solid >> 24 == 255 {
                                (row + start).update(repeating: solid, count: end - start)
                            } else {
                                pk_coverage_row(row + start, line + start, Int32(end - start), color)
                            }
                        }
                        continue
                    }
                    // The two mask rows this row shows, with the weight of the lower one in 256ths.
                    let position = max(0, (Double(y - top) + 0.5) * scale - 0.5)
                    let upper = min(Int(position), mask.height - 1), lower = min(upper + 1, mask.height - 1)
                    let weight = UInt32((position - Double(upper)) * 256 + 0.5)
                    let first = Int(min(mask.inkStart[upper], mask.inkStart[lower]))
                    let last = Int(max(mask.inkEnd[upper], mask.inkEnd[lower]))
                    let start = max(first + left, columns.lowerBound), end = min(last + left, columns.upperBound)
                    guard start < end else { continue }
                    pk_coverage_mix_row(
                        row + start, coverageBase + upper * maskWidth - left + start, coverageBase + lower * maskWidth - left + start,
                        weight, Int32(end - start), color)
                }
            }
        }
    }
}

/// A picture a software backend keeps: a text's mask or a layer's picture.
public enum SoftwarePicture {
    case text(TextMask)
    case layer(LayerPicture)
}
