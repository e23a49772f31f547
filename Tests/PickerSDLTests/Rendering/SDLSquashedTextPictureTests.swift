import Foundation
import PickerCore
import Testing
@testable import PickerSDL
import CSDL2

extension SDLTests {
    /// On the software renderer, squashed and faded text (wheel rows) is drawn from pictures prepared once
    /// at their whole-pixel height with the fade in their alpha, and copied 1:1, or, the first time, stretched
    /// and blended straight into the target's pixels; it must look as SDL's own stretch-and-modulate does,
    /// and both ways must give the same pixels.
    @Suite struct SquashedTextPictures {
        init() throws { _ = try SDLTests.library() }

        static let rows: [(scale: Double, alpha: Double)] = [
            (1.0, 1.0), (0.9, 0.8), (0.7, 0.55), (0.45, 0.3), (1.0, 0.5), (0.3, 1.0), (0.05, 0.9), (0.97, 0.02),
        ]

        /// Rows of "Sinuous Melanesian" at several squashes and fades, dark green on a tinted background (to see
        /// the blend), at `scale` pixels per point, the last one cut by `clip` (pixels) when given.
        func render(
            prepared: Bool, direct: Bool = false, scale: Double = 1, clip: SDL_Rect? = nil
        ) throws -> (pixels: [UInt8], backend: SDLMeshBackend) {
            let offscreen = try OffscreenRenderer(
                pixelWidth: Int(260 * scale), pixelHeight: Int(260 * scale), pixelsPerPoint: scale)
            offscreen.backend.drawsTextInParts = prepared
            if !direct { offscreen.host.surfacePixels = nil }
            try offscreen.clear(Color(red: 0.9, green: 0.85, blue: 0.6))
            let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: scale)
            for (row, (squash, alpha)) in Self.rows.enumerated() {
                if row == Self.rows.count - 1, var clip {
                    canvas.flush()
                    SDL_RenderSetClipRect(offscreen.renderer.pointer, &clip)
                }
                canvas.drawText(
                    "Sinuous Melanesian", font: Font(size: 20), color: Color(red: 0.1, green: 0.5, blue: 0.3, alpha: alpha),
                    at: Point(x: 4.3, y: 4.6 + Double(row) * 31), verticalScale: squash)
            }
            canvas.flush()
            SDL_RenderSetClipRect(offscreen.renderer.pointer, nil)
            try offscreen.present()
            #expect(offscreen.backend.lastError == nil)
            return (try offscreen.rgbaPixels(), offscreen.backend)
        }

        @Test func preparedPicturesLookAsSDLsOwnStretch() throws {
            let sdl = try render(prepared: false)
            let prepared = try render(prepared: true)
            #expect(sdl.backend.cacheStatistics.squashedTextCount == 0)
            // Seven rows are squashed or faded; the first is drawn as it is.
            #expect(prepared.backend.cacheStatistics.squashedTextCount == 7)
            let differences = zip(sdl.pixels, prepared.pixels).map { abs(Int($0) - Int($1)) }
            let inked = sdl.pixels.enumerated().filter { $0.offset % 4 == 0 && $0.element < 200 }.count
            #expect(inked > 2000, "the rows drew \(inked) inked pixels")
            #expect(differences.max() ?? 0 <= 2, "largest channel difference \(differences.max() ?? 0)")
        }

        /// Rows seen for the first time are stretched, faded and blended straight into the target: no picture,
        /// and exactly the pixels the prepared pictures give, at 1x and 2x, whole or cut by the clip.
        @Test func rowsDrawnStraightIntoTheTargetGiveThePicturesPixels() throws {
            for scale in [1.0, 2.0] {
                for clip in [nil, SDL_Rect(x: Int32(7 * scale), y: Int32(220 * scale), w: Int32(90 * scale), h: Int32(6 * scale))] {
                    let pictures = try render(prepared: true, direct: false, scale: scale, clip: clip)
                    let direct = try render(prepared: true, direct: true, scale: scale, clip: clip)
                    #expect(pictures.backend.cacheStatistics.squashedTextCount == 7)
                    #expect(direct.backend.cacheStatistics.squashedTextCount == 0)
                    let differing = zip(pictures.pixels, direct.pixels).filter { $0 != $1 }.count
                    #expect(differing == 0, "\(differing) bytes differ at \(scale)x, clip \(String(describing: clip))")
                }
            }
        }

        /// A row whose height changes every frame (a turning wheel) never gets a picture.
        @Test func aMovingRowGetsNoPicture() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 60)
            for frame in 0..<6 {
                let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 1)
                canvas.drawText("7", font: Font(size: 20), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                                at: Point(x: 10, y: 10), verticalScale: 0.9 - Double(frame) * 0.1)
                canvas.flush()
                try offscreen.present()
            }
            #expect(offscreen.backend.cacheStatistics.squashedTextMadeCount == 0)
            #expect(offscreen.backend.lastError == nil)
        }

        @Test func theSameRowAgainReusesItsPicture() throws {
            let offscreen = try OffscreenRenderer(pixelWidth: 200, pixelHeight: 60)
            for frame in 0..<3 {
                let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: 1)
                canvas.drawText("7", font: Font(size: 20), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                                at: Point(x: 10, y: 10), verticalScale: 0.6)
                // The same text at the same height sliding by a pixel a frame (a turning row) gets no picture.
                canvas.drawText("7", font: Font(size: 20), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                                at: Point(x: 60 + Double(frame), y: 10), verticalScale: 0.7)
                canvas.flush()
                try offscreen.present()
            }
            // The first frame draws it straight into the target; the second makes its picture, the third reuses it.
            #expect(offscreen.backend.cacheStatistics.squashedTextCount == 1)
            #expect(offscreen.backend.cacheStatistics.squashedTextMadeCount == 1)
        }

        /// Where the target's pixels are at hand, a row's picture is kept unfaded, once per height, and blended
        /// at each fade: rows at rest drawn from their pictures, at their own fades and at others, give the bytes
        /// of the same rows stretched, faded and blended straight into the target.
        @Test func aPictureKeptPerHeightGivesTheDirectPixelsAtEveryFade() throws {
            for scale in [1.0, 2.0] {
                let fades = [Self.rows.map(\.alpha), Self.rows.map { 1 - $0.alpha * 0.7 }]
                func frame(_ offscreen: OffscreenRenderer, fades: [Double]) throws -> [UInt8] {
                    try offscreen.clear(Color(red: 0.9, green: 0.85, blue: 0.6))
                    let canvas = MeshCanvas(backend: offscreen.backend, pixelsPerPoint: scale)
                    for (row, (squash, _)) in Self.rows.enumerated() {
                        canvas.drawText(
                            "Sinuous Melanesian", font: Font(size: 20),
                            color: Color(red: 0.1, green: 0.5, blue: 0.3, alpha: fades[row]),
                            at: Point(x: 4.3, y: 4.6 + Double(row) * 31), verticalScale: squash)
                    }
                    canvas.flush()
                    try offscreen.present()
                    #expect(offscreen.backend.lastError == nil)
                    return try offscreen.rgbaPixels()
                }
                func renderer() throws -> OffscreenRenderer {
                    try OffscreenRenderer(pixelWidth: Int(260 * scale), pixelHeight: Int(260 * scale), pixelsPerPoint: scale)
                }
                let kept = try renderer()
                let straight = try frame(kept, fades: fades[0])
                #expect(kept.backend.cacheStatistics.squashedTextMadeCount == 0)
                let pictured = try frame(kept, fades: fades[0])
                // Six rows are squashed (two are full height: the text's own picture blended at its fade).
                #expect(kept.backend.cacheStatistics.squashedTextMadeCount == 6)
                let refaded = try frame(kept, fades: fades[1])
                #expect(kept.backend.cacheStatistics.squashedTextMadeCount == 6)
                #expect(straight == pictured, "at \(scale)x")
                #expect(refaded == (try frame(try renderer(), fades: fades[1])), "at \(scale)x")
            }
        }
    }
}
