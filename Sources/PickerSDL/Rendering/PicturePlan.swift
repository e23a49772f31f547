import PickerCore

/// How to draw a layer picture with as few pixels blended as possible: a core rectangle that is
/// wholly opaque (copied without blending), wholly transparent (skipped) or of one partial alpha (a
/// selection band's tint: blended as one colour where the target's pixels are at hand), and up to four
/// strips around it, trimmed to their visible pixels and blended.
///
/// SDL's software renderer spends about a nanosecond per blended pixel (more than on a plain copy)
/// and about a microsecond per copy call, so a picture with a large uniform core (a field's white
/// inside, the empty middle of its border) is drawn in parts, and any other picture whole.
struct PicturePlan: Hashable {
    enum CoreKind: Hashable {
        case opaque
        case transparent
        /// Every pixel has the same alpha, neither 0 nor 255 (the picture's colour must be checked too).
        case translucent
    }

    /// The core, in picture pixels, or `nil` to draw the picture whole.
    var core: PixelRect?
    var coreKind: CoreKind
    /// The rectangles (picture pixels) to draw blended: around the core, or the whole picture.
    var strips: [PixelRect]

    /// A core smaller than this many pixels is not worth the extra copies.
    static let minimumCoreArea = 2048

    /// Plans a picture of `width` x `height` pixels whose alpha bytes are `alpha` (row-major).
    init(width: Int, height: Int, alpha: [UInt8]) {
        precondition(alpha.count == width * height, "one alpha byte per pixel")
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        // No core can reach the minimum in a smaller picture: skip the search (a small layer made again
        // every frame, such as a ring sliding by fractions of a pixel, would spend more on it than on drawing).
        guard width * height >= Self.minimumCoreArea else {
            self.init(whole: whole)
            return
        }
        let opaque = Self.largestRect(width: width, height: height, bytes: alpha, equalTo: 255)
        let transparent = Self.largestRect(width: width, height: height, bytes: alpha, equalTo: 0)
        var (core, kind) = opaque.area >= transparent.area ? (opaque, CoreKind.opaque) : (transparent, .transparent)
        // A tint: the alpha of the picture's middle, when partial, and the largest rectangle of it.
        let middle = alpha[(height / 2) * width + width / 2]
        if middle != 0, middle != 255 {
            let tint = Self.largestRect(width: width, height: height, bytes: alpha, equalTo: middle)
            if tint.area > core.area { (core, kind) = (tint, .translucent) }
        }
        guard core.area >= Self.minimumCoreArea, core.area * 4 >= width * height else {
            self.init(whole: whole)
            return
        }
        self.init(width: width, height: height, alpha: alpha, core: core, kind: kind)
    }

    /// A picture drawn whole, without a core.
    private init(whole: PixelRect) {
        core = nil
        coreKind = .opaque
        strips = [whole]
    }

    /// Plans a picture of `width` x `height` pixels whose alpha bytes are `alpha` (row-major) around a
    /// `core` of `kind` chosen by the caller: the strips are what lies around it, trimmed to visible pixels.
    init(width: Int, height: Int, alpha: [UInt8], core: PixelRect, kind: CoreKind) {
        self.core = core
        coreKind = kind
        let around = [
            PixelRect(x: 0, y: 0, width: width, height: core.y),
            PixelRect(x: 0, y: core.y + core.height, width: width, height: height - core.y - core.height),
            PixelRect(x: 0, y: core.y, width: core.x, height: core.height),
            PixelRect(x: core.x + core.width, y: core.y, width: width - core.x - core.width, height: core.height),
        ]
        strips = around.compactMap { strip in
            strip.isEmpty ? nil : Self.visiblePart(of: strip, width: width) { alpha[$1 * width + $0] != 0 }
        }
    }

    /// The largest rectangle of pixels that all satisfy `isIn(x, y)`, by the histogram method: O(width * height).
    static func largestRect(width: Int, height: Int, _ isIn: (Int, Int) -> Bool) -> PixelRect {
        guard width > 0, height > 0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        var mask = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width where isIn(x, y) { mask[y * width + x] = 1 }
        }
        return largestRect(width: width, height: height, bytes: mask, equalTo: 1)
    }

    /// The largest rectangle of pixels whose byte in the row-major `bytes` is `value`, by the histogram
    /// method: O(width * height), on raw buffers (a picture made again every frame is planned every frame).
    static func largestRect(width: Int, height: Int, bytes: [UInt8], equalTo value: UInt8) -> PixelRect {
        var best = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard width > 0, height > 0, bytes.count >= width * height else { return best }
        var bestArea = 0
        var heights = [Int](repeating: 0, count: width)
        var stack = [Int](repeating: 0, count: width + 1)
        bytes.withUnsafeBufferPointer { bytes in
            heights.withUnsafeMutableBufferPointer { heights in
                stack.withUnsafeMutableBufferPointer { stack in
                    for y in 0..<height {
                        let row = y * width
                        for x in 0..<width { heights[x] = bytes[row + x] == value ? heights[x] + 1 : 0 }
                        // The largest rectangle under the histogram of run lengths ending on this row.
                        var count = 0
                        for x in 0...width {
                            let current = x < width ? heights[x] : 0
                            while count > 0, heights[stack[count - 1]] >= current {
                                let top = stack[count - 1]
                                count -= 1
                                let left = count > 0 ? stack[count - 1] + 1 : 0
                                let area = (x - left) * heights[top]
                                if area > bestArea {
                                    bestArea = area
                                    best = PixelRect(x: left, y: y - heights[top] + 1, width: x - left, height: heights[top])
                                }
                            }
                            stack[count] = x
                            count += 1
                        }
                    }
                }
            }
        }
        return best
    }

    /// The bounding box of the pixels of `rect` that satisfy `isVisible(x, y)`, or `nil` when none does.
    static func visiblePart(of rect: PixelRect, width: Int, _ isVisible: (Int, Int) -> Bool) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) where isVisible(x, y) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

extension PixelRect {
    /// The number of pixels.
    var area: Int { isEmpty ? 0 : width * height }
}
