import CPixelKernels
import CSDL2

extension SurfacePixels {
    /// Blends `source` (an ARGB8888 surface, straight alpha) over the part `area` of `whole` (surface pixels;
    /// `whole` is as wide as `source`), stretched to `whole`'s height and with its alpha multiplied by
    /// `alpha` / 255, in one pass and without a picture in between. The pixels are exactly those SDL 2.26
    /// gives when the picture is made first (`SDL_SoftStretchLinear` into ARGB8888, each alpha then
    /// `a * alpha / 255`, as `SDLMeshBackend` prepares squashed text) and then blitted blended
    /// (`BlitRGBtoRGBPixelAlphaMMX`). False (nothing written) when either surface has another layout.
    ///
    /// SDL's linear stretch of a picture to its own width leaves columns as they are, and takes each row
    /// from two source rows with 7-bit weights: `(c0 * (128 - f) + c1 * f) >> 7` per channel, where source
    /// row and `f` come from 16.16 fixed-point steps of `(sourceHeight << 16) / height`, the first centred
    /// at `(step + 1) / 2 - 0.5` rows, and rows before the first or past the last source row repeat it.
    func blendStretched(
        _ source: UnsafeMutablePointer<SDL_Surface>, over area: SDL_Rect, of whole: SDL_Rect, alpha: UInt8
    ) -> Bool {
        guard let sourceFormat = source.pointee.format, sourceFormat.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            source.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let sourcePixels = source.pointee.pixels
        else { return false }
        return blendStretched(
            sourcePixels, pitch: Int(source.pointee.pitch), width: Int(source.pointee.w), height: Int(source.pointee.h),
            over: area, of: whole, alpha: alpha)
    }

    /// `blendStretched(_:over:of:alpha:)` from ARGB8888 rows at `source`, `pitch` bytes apart, `width` x
    /// `height` pixels (a locked streaming texture's, read where they are).
    func blendStretched(
        _ source: UnsafeRawPointer, pitch: Int, width: Int, height: Int, over area: SDL_Rect, of whole: SDL_Rect, alpha: UInt8
    ) -> Bool {
        guard width == Int(whole.w), whole.h > 0, height > 0 else { return false }
        let rows = VerticalStretch(sourceHeight: height, height: Int(whole.h))
        return self.rows(of: area, where: Self.blendsLikeSDL) { _, x, y, line, count in
            let (first, second, weight) = rows.sourceRows(forRow: y - Int(whole.y))
            let column0 = x - Int(whole.x)
            let upper = (source + first * pitch).assumingMemoryBound(to: UInt32.self) + column0
            let lower = (source + second * pitch).assumingMemoryBound(to: UInt32.self) + column0
            pk_blend_stretched_row(line, upper, lower, Int32(count), weight, UInt32(alpha))
        }
    }
}

/// Which source rows SDL 2.26's linear stretch (`SDL_SoftStretchLinear`) mixes for each row of a picture
/// stretched from `sourceHeight` to `height` rows, and with what weight.
struct VerticalStretch {
    let sourceHeight: Int
    let step: Int
    let start: Int

    init(sourceHeight: Int, height: Int) {
        self.sourceHeight = sourceHeight
        // 16.16 fixed point, as SDL computes it: the step in source rows, and the first row's centre at
        // half a step (rounded as SDL rounds it) less half a row.
        let step = Int(UInt32(sourceHeight) << 16 / UInt32(height))
        self.step = step
        self.start = ((step * 0x8000 + 0x8000) >> 16) - 0x8000
    }

    /// The two source rows mixed into row `row` and the second one's weight in 128ths.
    func sourceRows(forRow row: Int) -> (first: Int, second: Int, weight: UInt32) {
        let position = start + row * step
        if position < 0 { return (0, 0, 0) }
        let index = position >> 16
        if index > sourceHeight - 2 { return (sourceHeight - 1, sourceHeight - 1, 0) }
        return (index, index + 1, UInt32((position >> 9) & 127))
    }
}
