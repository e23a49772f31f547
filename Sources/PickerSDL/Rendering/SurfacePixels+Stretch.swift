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
            Int(source.pointee.w) == Int(whole.w), whole.h > 0, source.pointee.h > 0,
            source.pointee.flags & UInt32(SDL_RLEACCEL) == 0, let sourcePixels = source.pointee.pixels
        else { return false }
        let rows = VerticalStretch(sourceHeight: Int(source.pointee.h), height: Int(whole.h))
        let sourcePitch = Int(source.pointee.pitch)
        let factor = UInt32(alpha)
        return self.rows(of: area, where: Self.blendsLikeSDL) { _, x, y, line, width in
            let (first, second, weight) = rows.sourceRows(forRow: y - Int(whole.y))
            let column0 = x - Int(whole.x)
            let upper = (sourcePixels + first * sourcePitch).assumingMemoryBound(to: UInt32.self) + column0
            let lower = (sourcePixels + second * sourcePitch).assumingMemoryBound(to: UInt32.self) + column0
            let w1 = weight, w0 = 128 &- weight
            // Four pixels at a time, then the rest one by one; both give the same bytes.
            var column = 0
            let four = Pixels4(w0: w0, w1: w1, factor: factor)
            while column + 4 <= width {
                four.blend(upper + column, lower + column, over: line + column)
                column += 4
            }
            while column < width {
                let s0 = upper[column], s1 = lower[column]
                // Most of a line of text is clear: skip it before any arithmetic.
                if (s0 | s1) < 0x0100_0000 {
                    column += 1
                    continue
                }
                var a = ((s0 &>> 24) &* w0 &+ (s1 &>> 24) &* w1) &>> 7
                if factor < 255 { a = a &* factor / 255 }
                if a == 0 {
                    column += 1
                    continue
                }
                // Red and blue side by side in one word: each product stays under 16 bits.
                let rb = (((s0 & 0x00FF_00FF) &* w0 &+ (s1 & 0x00FF_00FF) &* w1) &>> 7) & 0x00FF_00FF
                let g = ((((s0 &>> 8) & 0xFF) &* w0 &+ ((s1 &>> 8) & 0xFF) &* w1) &>> 7)
                if a == 255 {
                    line[column] = 0xFF00_0000 | rb | g &<< 8
                } else {
                    let d = line[column], keep = 255 &- a
                    // SDL: each channel `s * a >> 8` plus `d * (255 - a) >> 8`; the alpha byte `a * 255 >> 8`
                    // plus `d * (255 - a) >> 8`. (Swift shifts before it multiplies: every product is bracketed.)
                    let b = (((rb & 0xFF) &* a) &>> 8) &+ (((d & 0xFF) &* keep) &>> 8)
                    let gg = ((g &* a) &>> 8) &+ ((((d &>> 8) & 0xFF) &* keep) &>> 8)
                    let r = (((rb &>> 16) &* a) &>> 8) &+ ((((d &>> 16) & 0xFF) &* keep) &>> 8)
                    let top = ((a &* 255) &>> 8) &+ (((d &>> 24) &* keep) &>> 8)
                    line[column] = top &<< 24 | r &<< 16 | gg &<< 8 | b
                }
                column += 1
            }
        }
    }
}

/// `SurfacePixels.blendStretched`'s arithmetic on four pixels at once (SIMD lanes), for the same bytes.
private struct Pixels4 {
    typealias Lanes = SIMD4<UInt32>
    let w0: Lanes, w1: Lanes, factor: Lanes
    let fades: Bool

    init(w0: UInt32, w1: UInt32, factor: UInt32) {
        self.w0 = Lanes(repeating: w0)
        self.w1 = Lanes(repeating: w1)
        self.factor = Lanes(repeating: factor)
        self.fades = factor < 255
    }

    /// Mixes four pixels of rows `upper` and `lower`, fades them and blends them over four pixels at `target`.
    @inline(__always)
    func blend(_ upper: UnsafeMutablePointer<UInt32>, _ lower: UnsafeMutablePointer<UInt32>, over target: UnsafeMutablePointer<UInt32>) {
        let s0 = UnsafeRawPointer(upper).loadUnaligned(as: Lanes.self)
        let s1 = UnsafeRawPointer(lower).loadUnaligned(as: Lanes.self)
        // Four clear pixels: nothing to do.
        if (s0 | s1) &>> 24 == .zero { return }
        var a = ((s0 &>> 24) &* w0 &+ (s1 &>> 24) &* w1) &>> 7
        // x / 255 for x up to 255 * 255, as (x * 0x8081) >> 23.
        if fades { a = ((a &* factor) &* 0x8081) &>> 23 }
        let rb = (((s0 & 0x00FF_00FF) &* w0 &+ (s1 & 0x00FF_00FF) &* w1) &>> 7) & 0x00FF_00FF
        let g = ((((s0 &>> 8) & 0xFF) &* w0 &+ ((s1 &>> 8) & 0xFF) &* w1) &>> 7)
        let d = UnsafeRawPointer(target).loadUnaligned(as: Lanes.self)
        let keep = 255 &- a
        let b = (((rb & 0xFF) &* a) &>> 8) &+ (((d & 0xFF) &* keep) &>> 8)
        let gg = ((g &* a) &>> 8) &+ ((((d &>> 8) & 0xFF) &* keep) &>> 8)
        let r = (((rb &>> 16) &* a) &>> 8) &+ ((((d &>> 16) & 0xFF) &* keep) &>> 8)
        let top = ((a &* 255) &>> 8) &+ (((d &>> 24) &* keep) &>> 8)
        var out = top &<< 24 | r &<< 16 | gg &<< 8 | b
        out.replace(with: 0xFF00_0000 | rb | g &<< 8, where: a .== 255)
        out.replace(with: d, where: a .== 0)
        UnsafeMutableRawPointer(target).storeBytes(of: out, as: Lanes.self)
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
