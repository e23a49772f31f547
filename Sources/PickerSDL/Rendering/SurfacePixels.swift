import CPixelKernels
import CSDL2
import Foundation

/// The pixels the software renderer draws into, borrowed for writing directly: a surface PickerKit owns
/// (`OffscreenRenderer`) or a window's surface (`WindowHost` on the software renderer).
///
/// Filling a rectangle here costs a plain store per pixel that stays in the cache for the drawing that follows.
/// `SDL_FillRect` streams its stores past the cache (`movntps`), which is fast for a whole 64-byte-aligned
/// surface but several times slower for a rectangle whose rows start anywhere, and leaves the pixels the
/// widgets then blend over in main memory.
struct SurfacePixels {
    /// Gives the surface when asked (a window's surface changes when the window is resized); borrowed.
    var surface: () -> UnsafeMutablePointer<SDL_Surface>?

    /// Whether `fill(_:with:)` can write the surface (32 bits a pixel).
    var acceptsFills: Bool { surface()?.pointee.format?.pointee.BytesPerPixel == 4 }

    /// Fills `rect` (surface pixels, cut to the surface) with `color` exactly as `SDL_FillRect` with
    /// `SDL_MapRGBA` would, replacing what is there; false (nothing written) when the surface is not 32 bits
    /// a pixel or cannot be locked, so the caller fills through the renderer instead.
    func fill(_ rect: SDL_Rect, with color: SDL_Color) -> Bool {
        var pixel: UInt32?
        return rows(of: rect, where: { _ in true }) { format, _, _, row, width in
            let mapped = pixel ?? SDL_MapRGBA(format, color.r, color.g, color.b, color.a)
            pixel = mapped
            pk_fill_row(row, Int32(width), mapped)
        }
    }

    /// Copies a picture in the surface's own pixel format (`format`, an `SDL_PixelFormatEnum` raw value) over
    /// `area` (surface pixels, cut to the surface) of `whole`, the rectangle where the picture's pixel at
    /// `picture` lands: rows `pitch` bytes apart, replacing what is there, as `SDL_BlitCopy` copies between
    /// surfaces of one format (an opaque picture drawn without blending), but with stores that stay in the
    /// cache for what is blended over it next. False (nothing written) for a surface of another format.
    func copy(picture: UnsafeRawPointer, pitch: Int, format: UInt32, over area: SDL_Rect, of whole: SDL_Rect) -> Bool {
        rows(of: area, where: { $0.pointee.format == format }) { _, x, y, line, width in
            let row = picture + (y - Int(whole.y)) * pitch + (x - Int(whole.x)) * 4
            UnsafeMutableRawPointer(line).copyMemory(from: row, byteCount: width * 4)
        }
    }

    /// Blends a picture over `area` (surface pixels, cut to the surface) of `whole`, the rectangle where the
    /// picture's pixel at `picture` lands: ARGB8888 rows with straight alpha, `pitch` bytes apart. Gives exactly
    /// the pixels of SDL 2.26's blended blit of an ARGB8888 picture onto an (A)RGB8888 surface
    /// (`BlitRGBtoRGBPixelAlphaMMX`, what `SDL_RenderCopy` of a blended texture does on the software renderer).
    /// False (nothing written) for a surface of another layout, so the caller copies through SDL instead.
    ///
    /// With `fade` below 255 each alpha of the picture is first multiplied by `fade` / 255 (integer division,
    /// as SDL modulates alpha): the bytes of blending the picture faded so (`pk_blend_faded_row`).
    func blend(picture: UnsafeRawPointer, pitch: Int, over area: SDL_Rect, of whole: SDL_Rect, fade: UInt8 = 255) -> Bool {
        // One call for all the rows (`pk_blend_rect`): a text is a score of short rows, a layer's side strip
        // hundreds of rows a pixel or two wide.
        region(of: area, where: Self.blendsLikeSDL) { _, cut, start, surfacePitch in
            let first = picture + (Int(cut.y) - Int(whole.y)) * pitch + (Int(cut.x) - Int(whole.x)) * 4
            pk_blend_rect(
                start.assumingMemoryBound(to: UInt32.self), surfacePitch, first.assumingMemoryBound(to: UInt32.self), pitch,
                Int32(cut.w), Int32(cut.h), UInt32(fade))
        }
    }

    /// Blends `color` (straight alpha, its alpha neither 0 nor 255) over `rect` (surface pixels, cut to the
    /// surface), giving exactly the pixels SDL 2.26's blit of an ARGB8888 picture of that one colour onto an
    /// (A)RGB8888 surface gives (`BlitRGBtoRGBPixelAlphaMMX`: each channel `s * a >> 8` plus `d * (255 - a) >> 8`,
    /// the alpha byte `a * 255 >> 8` plus `d * (255 - a) >> 8`), without reading a picture. False (nothing
    /// written) for a surface of another layout, so the caller copies the picture instead.
    func blend(_ rect: SDL_Rect, with color: SDL_Color) -> Bool {
        guard color.a != 0, color.a != 255 else { return false }
        return rows(of: rect, where: Self.blendsLikeSDL) { _, _, _, line, width in
            pk_blend_color_row(line, Int32(width), color.r, color.g, color.b, color.a)
        }
    }

    /// Blends `color` (straight alpha, its alpha neither 0 nor 255) over `rect` (surface pixels, cut to the
    /// surface) as SDL 2.26 fills a rectangle blended (`SDL_BlendFillRect`: the colour premultiplied as
    /// `c * a / 255`, then each channel `d * (255 - a) / 255` plus it; on a surface with alpha the alpha
    /// byte `d * (255 - a) / 255 + a`, without it 0). False (nothing written) for a surface other than
    /// (A)RGB8888, so the caller fills through SDL instead.
    func blendFill(_ rect: SDL_Rect, with color: SDL_Color) -> Bool {
        guard color.a != 0, color.a != 255 else { return false }
        return rows(of: rect, where: Self.blendsLikeSDL) { format, _, _, line, width in
            pk_blend_fill_row(line, Int32(width), color.r, color.g, color.b, color.a, Self.hasAlpha(format))
        }
    }

    /// 1 when an (A)RGB8888 `format` keeps an alpha byte (ARGB8888), 0 when it does not (RGB888): what the
    /// blended fills write there.
    static func hasAlpha(_ format: UnsafeMutablePointer<SDL_PixelFormat>) -> Int32 {
        format.pointee.Amask == 0xFF00_0000 ? 1 : 0
    }

    /// Whether SDL 2.26 blends an ARGB8888 picture onto a surface of `format` with `BlitRGBtoRGBPixelAlphaMMX`
    /// ((A)RGB8888), the arithmetic the blends here repeat.
    static func blendsLikeSDL(_ format: UnsafeMutablePointer<SDL_PixelFormat>) -> Bool {
        format.pointee.Rmask == 0x00FF_0000 && format.pointee.Gmask == 0x0000_FF00 && format.pointee.Bmask == 0x0000_00FF
            && (format.pointee.Amask == 0 || format.pointee.Amask == 0xFF00_0000)
    }

    /// Moves the pixels of `rect` (surface pixels, cut to the surface) by `dx` pixels right and `dy` down,
    /// cut to `rect`: each pixel of `rect` whose source `dx`, `dy` back lies in `rect` becomes that source's
    /// (overlapping rows are moved safely); the others keep what they had. Any pixel layout. Returns the
    /// rectangle written (surface pixels), or nil, having written nothing, when the surface cannot be locked.
    func move(_ rect: SDL_Rect, dx: Int, dy: Int) -> SDL_Rect? {
        guard let surface = surface(), let format = surface.pointee.format else { return nil }
        var whole = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        var wanted = rect
        var area = SDL_Rect()
        guard SDL_IntersectRect(&wanted, &whole, &area) == SDL_TRUE else { return SDL_Rect() }
        var moved = SDL_Rect(x: area.x + Int32(dx), y: area.y + Int32(dy), w: area.w, h: area.h)
        var target = SDL_Rect()
        guard SDL_IntersectRect(&moved, &area, &target) == SDL_TRUE else { return SDL_Rect() }
        let mustLock = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if mustLock, SDL_LockSurface(surface) != 0 { return nil }
        defer { if mustLock { SDL_UnlockSurface(surface) } }
        guard let pixels = surface.pointee.pixels else { return nil }
        let pitch = Int(surface.pointee.pitch), bytes = Int(format.pointee.BytesPerPixel)
        let rowBytes = Int(target.w) * bytes
        // Rows moving down are copied from the bottom up, rows moving up from the top down, so no source
        // row is overwritten before it is read.
        let top = Int(target.y), height = Int(target.h)
        for row in 0..<height {
            let y = dy > 0 ? top + height - 1 - row : top + row
            let to = pixels + y * pitch + Int(target.x) * bytes
            let from = pixels + (y - dy) * pitch + (Int(target.x) - dx) * bytes
            memmove(to, from, rowBytes)
        }
        return target
    }

    /// Calls `body` with each row of `rect` (cut to the surface) as 32-bit pixels, with the surface's format
    /// and the surface position of the row's first pixel, when the surface is 32 bits a pixel and `accepts`
    /// its format; false (nothing done) otherwise.
    func rows(
        of rect: SDL_Rect, where accepts: (UnsafeMutablePointer<SDL_PixelFormat>) -> Bool,
        _ body: (UnsafeMutablePointer<SDL_PixelFormat>, _ x: Int, _ y: Int, UnsafeMutablePointer<UInt32>, Int) -> Void
    ) -> Bool {
        region(of: rect, where: accepts) { format, area, start, pitch in
            for row in 0..<Int(area.h) {
                body(format, Int(area.x), Int(area.y) + row, (start + row * pitch).assumingMemoryBound(to: UInt32.self), Int(area.w))
            }
        }
    }

    /// Calls `body` once with `rect` cut to the surface (not at all when nothing is left), the address of its
    /// first pixel and the surface's pitch in bytes, when the surface is 32 bits a pixel and `accepts` its
    /// format; false (nothing done) otherwise.
    func region(
        of rect: SDL_Rect, where accepts: (UnsafeMutablePointer<SDL_PixelFormat>) -> Bool,
        _ body: (UnsafeMutablePointer<SDL_PixelFormat>, _ area: SDL_Rect, _ start: UnsafeMutableRawPointer, _ pitch: Int) -> Void
    ) -> Bool {
        guard let surface = surface(), let format = surface.pointee.format, format.pointee.BytesPerPixel == 4,
            accepts(format)
        else { return false }
        var whole = SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h)
        var wanted = rect
        var area = SDL_Rect()
        guard SDL_IntersectRect(&wanted, &whole, &area) == SDL_TRUE else { return true }
        let mustLock = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if mustLock, SDL_LockSurface(surface) != 0 { return false }
        defer { if mustLock { SDL_UnlockSurface(surface) } }
        guard let pixels = surface.pointee.pixels else { return false }
        let pitch = Int(surface.pointee.pitch)
        body(format, area, pixels + Int(area.y) * pitch + Int(area.x) * 4, pitch)
        return true
    }
}
