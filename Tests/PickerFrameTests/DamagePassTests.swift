import PickerCore
@testable import PickerFrame
import PickerTestSupport
import Testing

/// How a frame's damaged rectangles are grouped into drawing passes (`PanelStack.passRects(for:within:)`).
@Suite struct DamagePassTests {
    static func area(_ rects: [PixelRect]) -> Int { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// Bands across a card a few rows apart (its rounded end, a hairline, the strip a scroll uncovers) are
    /// drawn in one pass; a band far from them keeps a pass of its own.
    @Test func nearBandsShareAPassAndAFarOneDoesNot() {
        let end = PixelRect(x: 120, y: 128, width: 560, height: 13)
        let hairline = PixelRect(x: 120, y: 150, width: 560, height: 2)
        let strip = PixelRect(x: 120, y: 400, width: 560, height: 6)
        let joined = PanelStack.joiningNearbyRects([end, strip, hairline])
        // 9 rows of 560 pixels between the end and the hairline cost less than a pass; 248 rows do not.
        #expect(joined.count == 2)
        #expect(joined.contains { $0.y == 128 && $0.height == 24 && $0.x == 120 && $0.width == 560 })
        #expect(joined.contains { $0.y == strip.y && $0.height == strip.height })
    }

    /// A frame's passes: the card's rounded end and the hairline under it in one, the strip a scroll
    /// uncovers far below in another (each alone, the three would be three passes).
    @Test func aFrameDrawsNearBandsInOnePass() {
        let stack = PanelStack(
            sizeInPoints: Size(width: 800, height: 600), pixelsPerPoint: 1, textMeasurer: FixedAdvanceTextMeasurer(),
            softwareBackend: nil)
        var region = DamageRegion.none
        region.add(Rect(x: 120, y: 128, width: 560, height: 13))
        region.add(Rect(x: 120, y: 150, width: 560, height: 2))
        region.add(Rect(x: 120, y: 400, width: 560, height: 6))
        let passes = stack.passRects(for: region, within: PixelRect(x: 0, y: 0, width: 800, height: 600))
        #expect(passes.count == 2, "\(passes)")
        #expect(passes.contains { $0.y == 128 && $0.height == 24 })
    }

    /// Overlapping rectangles are drawn once, in their bounds.
    @Test func overlappingRectanglesAreJoined() {
        let a = PixelRect(x: 0, y: 0, width: 100, height: 100), b = PixelRect(x: 50, y: 50, width: 100, height: 100)
        let joined = PanelStack.joiningNearbyRects([a, b])
        #expect(joined.count == 1 && Self.area(joined) == 150 * 150)
    }

    /// Nothing is joined when every gap costs more than a pass, and what is joined still covers every
    /// rectangle.
    @Test func joinedRectanglesCoverTheirParts() {
        let far = [PixelRect(x: 0, y: 0, width: 400, height: 10), PixelRect(x: 0, y: 300, width: 400, height: 10), PixelRect(x: 0, y: 600, width: 400, height: 10)]
        #expect(PanelStack.joiningNearbyRects(far).count == 3)
        let near = [PixelRect(x: 0, y: 0, width: 40, height: 10), PixelRect(x: 60, y: 0, width: 40, height: 10), PixelRect(x: 0, y: 700, width: 400, height: 10)]
        let joined = PanelStack.joiningNearbyRects(near)
        #expect(joined.count == 2)
        for part in near {
            #expect(joined.contains { $0.intersection(part) == part })
        }
    }
}
