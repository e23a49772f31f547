import Testing
@testable import PickerCore

@Suite struct MotionRubberBandTests {
    @Test func matchesTheFormula() {
        // 100 points over in a 200 point viewport: (1 - 1 / (0.275 + 1)) * 200.
        #expect(isClose(rubberBandOffset(forOverscroll: 100, dimension: 200), 43.13725490196078, within: 1e-12))
        #expect(isClose(rubberBandOffset(forOverscroll: -100, dimension: 200), -43.13725490196078, within: 1e-12))
        #expect(rubberBandOffset(forOverscroll: 0, dimension: 200) == 0)
        #expect(rubberBandOffset(forOverscroll: 1e12, dimension: 200) < 200)
        #expect(rubberBandOffset(forOverscroll: 50, dimension: 0) == 0)
    }

    @Test func inverseUndoesIt() {
        for distance in [-300.0, -12, 0.5, 80, 444] {
            let offset = rubberBandOffset(forOverscroll: distance, dimension: 44)
            #expect(isClose(overscroll(forRubberBandOffset: offset, dimension: 44), distance, within: 1e-9))
        }
    }
}
