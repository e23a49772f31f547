import CSDL2
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
            let joined = PanelHost.joiningNear([end, strip, hairline])
            // 9 rows of 560 pixels between the end and the hairline cost less than a pass; 248 rows do not.
            #expect(joined.count == 2)
            #expect(joined.contains { $0.y == 128 && $0.h == 24 && $0.x == 120 && $0.w == 560 })
            #expect(joined.contains { $0.y == strip.y && $0.h == strip.h })
        }

        /// Overlapping rectangles are drawn once, in their bounds.
        @Test func overlappingRectanglesAreJoined() {
            let a = SDL_Rect(x: 0, y: 0, w: 100, h: 100), b = SDL_Rect(x: 50, y: 50, w: 100, h: 100)
            let joined = PanelHost.joiningNear([a, b])
            #expect(joined.count == 1 && Self.area(joined) == 150 * 150)
        }

        /// Nothing is joined when every gap costs more than a pass, and what is joined still covers every
        /// rectangle.
        @Test func joinedRectanglesCoverTheirParts() {
            let far = [SDL_Rect(x: 0, y: 0, w: 400, h: 10), SDL_Rect(x: 0, y: 300, w: 400, h: 10), SDL_Rect(x: 0, y: 600, w: 400, h: 10)]
            #expect(PanelHost.joiningNear(far).count == 3)
            let near = [SDL_Rect(x: 0, y: 0, w: 40, h: 10), SDL_Rect(x: 60, y: 0, w: 40, h: 10), SDL_Rect(x: 0, y: 700, w: 400, h: 10)]
            let joined = PanelHost.joiningNear(near)
            #expect(joined.count == 2)
            for var part in near {
                #expect(joined.contains { var rect = $0, common = SDL_Rect(); return SDL_IntersectRect(&part, &rect, &common) == SDL_TRUE && common.w == part.w && common.h == part.h })
            }
        }
    }
}
