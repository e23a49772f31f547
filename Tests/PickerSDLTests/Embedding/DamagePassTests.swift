import CSDL2
import PickerCore
@testable import PickerSDL
import Testing

extension SDLTests {
    /// How a frame's damaged rectangles are grouped into drawing passes (`PanelHost.clipRects(for:within:)`).
    @Suite struct DamagePassTests {
        static func area(_ rects: [SDL_Rect]) -> Int { rects.reduce(0) { $0 + Int($1.w) * Int($1.h) } }

        /// Bands across a card a few rows apart (its rounded end, a hairline, the strip a scroll uncovers) are
        /// drawn in one pass; a band far from them keeps a pass of its own.
        @Test func nearBandsShareAPassAndAFarOneDoesNot() {
            let end = SDL_Rect(x: 120, y: 128, w: 560, h: 13)
            let hairline = SDL_Rect(x: 120, y: 150, w: 560, h: 2)
            let strip = SDL_Rect(x: 120, y: 400, w: 560, h: 6)
            let joined = PanelHost.joiningNearbyRects([end, strip, hairline])
            // 9 rows of 560 pixels between the end and the hairline cost less than a pass; 248 rows do not.
            #expect(joined.count == 2)
            #expect(joined.contains { $0.y == 128 && $0.h == 24 && $0.x == 120 && $0.w == 560 })
            #expect(joined.contains { $0.y == strip.y && $0.h == strip.h })
        }

        /// A frame's passes: the card's rounded end and the hairline under it in one, the strip a scroll
        /// uncovers far below in another (each alone, the three would be three passes).
        @Test func aFrameDrawsNearBandsInOnePass() throws {
            _ = try SDLTests.library()
            let renderer = try OffscreenRenderer(pixelWidth: 800, pixelHeight: 600, pixelsPerPoint: 1)
            var region = DamageRegion.none
            region.add(Rect(x: 120, y: 128, width: 560, height: 13))
            region.add(Rect(x: 120, y: 150, width: 560, height: 2))
            region.add(Rect(x: 120, y: 400, width: 560, height: 6))
            let passes = renderer.host.clipRects(for: region, within: SDL_Rect(x: 0, y: 0, w: 800, h: 600)).compactMap { $0 }
            #expect(passes.count == 2, "\(passes)")
            #expect(passes.contains { $0.y == 128 && $0.h == 24 })
        }

        /// Overlapping rectangles are drawn once, in their bounds.
        @Test func overlappingRectanglesAreJoined() {
            let a = SDL_Rect(x: 0, y: 0, w: 100, h: 100), b = SDL_Rect(x: 50, y: 50, w: 100, h: 100)
            let joined = PanelHost.joiningNearbyRects([a, b])
            #expect(joined.count == 1 && Self.area(joined) == 150 * 150)
        }

        /// Nothing is joined when every gap costs more than a pass, and what is joined still covers every
        /// rectangle.
        @Test func joinedRectanglesCoverTheirParts() {
            let far = [SDL_Rect(x: 0, y: 0, w: 400, h: 10), SDL_Rect(x: 0, y: 300, w: 400, h: 10), SDL_Rect(x: 0, y: 600, w: 400, h: 10)]
            #expect(PanelHost.joiningNearbyRects(far).count == 3)
            let near = [SDL_Rect(x: 0, y: 0, w: 40, h: 10), SDL_Rect(x: 60, y: 0, w: 40, h: 10), SDL_Rect(x: 0, y: 700, w: 400, h: 10)]
            let joined = PanelHost.joiningNearbyRects(near)
            #expect(joined.count == 2)
            for var part in near {
                #expect(joined.contains { var rect = $0, common = SDL_Rect(); return SDL_IntersectRect(&part, &rect, &common) == SDL_TRUE && common.w == part.w && common.h == part.h })
            }
        }
    }
}
