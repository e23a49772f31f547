import Testing
@testable import PickerCore

/// Content that only moved (`DamageRegion.addMove(_:by:)`): what is kept to copy and what must be drawn.
@Suite struct DamageRegionMoveTests {
    let rect = Rect(x: 10, y: 100, width: 200, height: 300)

    @Test func aMoveDownMarksTheBandItUncoversAtTheTop() {
        var region = DamageRegion.none
        region.addMove(rect, by: Point(x: 0, y: 12))
        #expect(region.moves == [DamageRegion.Move(rect: rect, delta: Point(x: 0, y: 12))])
        #expect(region.rects == [Rect(x: 10, y: 100, width: 200, height: 12)])
        #expect(!region.isEmpty)
    }

    @Test func aMoveUpAndLeftUncoversTheBottomAndRightBands() {
        var region = DamageRegion.none
        region.addMove(rect, by: Point(x: -5, y: -20))
        #expect(region.moves.count == 1)
        let bands = DamageRegion.Move(rect: rect, delta: Point(x: -5, y: -20)).exposedRects
        #expect(bands == [Rect(x: 10, y: 380, width: 200, height: 20), Rect(x: 205, y: 100, width: 5, height: 300)])
        for band in bands { #expect(region.rects.contains { $0.contains(band) }) }
    }

    @Test func changesMarkedBeforeTheMoveAreMarkedWhereTheyWent() {
        var region = DamageRegion.none
        // Half inside the rectangle: its inside half moves with the content, cut to the rectangle.
        region.add(Rect(x: 50, y: 80, width: 20, height: 40))
        region.addMove(rect, by: Point(x: 0, y: 30))
        let moved = Rect(x: 50, y: 130, width: 20, height: 20)
        #expect(region.rects.contains { $0.contains(Rect(x: 50, y: 80, width: 20, height: 40)) })
        #expect(region.rects.contains { $0.contains(moved) })
        // Marked after the move: where it is now, not moved again.
        region.add(Rect(x: 60, y: 300, width: 10, height: 10))
        #expect(region.rects.contains(Rect(x: 60, y: 300, width: 10, height: 10)))
    }

    @Test func movesOfTheSameRectangleJoinAndMovingBackLeavesNothingToCopy() {
        var region = DamageRegion.none
        region.addMove(rect, by: Point(x: 0, y: 10))
        region.addMove(rect, by: Point(x: 0, y: 15))
        #expect(region.moves == [DamageRegion.Move(rect: rect, delta: Point(x: 0, y: 25))])
        region.addMove(rect, by: Point(x: 0, y: -25))
        #expect(region.moves.isEmpty)
        // What moved in between is still marked.
        #expect(region.rects.contains { $0.contains(Rect(x: 10, y: 100, width: 200, height: 15)) })
    }

    @Test func nothingToCopyMarksTheRectangle() {
        var region = DamageRegion.none
        region.addMove(rect, by: Point(x: 0, y: 300))
        #expect(region.moves.isEmpty)
        #expect(region.rects == [rect])
        var still = DamageRegion.none
        still.addMove(rect, by: .zero)
        #expect(still.isEmpty)
        var odd = DamageRegion.none
        odd.addMove(rect, by: Point(x: 0, y: .nan))
        #expect(odd.moves.isEmpty && odd.rects == [rect])
    }

    @Test func aFullRedrawCancelsTheCopiesAndTooManyMovesAreRedrawn() {
        var region = DamageRegion.none
        for index in 0..<(DamageRegion.maximumMoveCount + 1) {
            region.addMove(Rect(x: Double(index) * 100, y: 0, width: 50, height: 50), by: Point(x: 0, y: 5))
        }
        #expect(region.moves.count == DamageRegion.maximumMoveCount)
        let last = Rect(x: Double(DamageRegion.maximumMoveCount) * 100, y: 0, width: 50, height: 50)
        #expect(region.rects.contains { $0.contains(last) })
        region.setFull()
        #expect(region.moves.isEmpty && region.isFull)
        region.addMove(rect, by: Point(x: 0, y: 5))
        #expect(region.moves.isEmpty && region.isFull)
    }

    @Test func aUnionRedrawsTheOthersMoves() {
        var region = DamageRegion.none
        var other = DamageRegion.none
        other.addMove(rect, by: Point(x: 0, y: 5))
        region.formUnion(other)
        #expect(region.moves.isEmpty)
        #expect(region.rects.contains { $0.contains(rect) })
    }
}
