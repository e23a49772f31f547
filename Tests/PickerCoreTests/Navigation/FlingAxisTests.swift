import PickerCore
import Testing

@Suite struct FlingAxisTests {
    @Test func eachHigherLevelFlingsOnceAtItsSpeed() {
        var axis = FlingAxis()
        #expect(axis.update(deflection: 0.1) == nil)
        #expect(axis.update(deflection: 0.35) == 0.3)
        #expect(axis.update(deflection: 0.4) == nil, "still the same level")
        #expect(axis.update(deflection: 1) == 0.9, "a hard push flings at the top level at once")
        #expect(axis.update(deflection: 0.95) == nil)
        #expect(axis.update(deflection: 0.5) == nil, "easing off never flings")
        #expect(axis.update(deflection: 0.7) == 0.6, "pushing again past a level flings again")
        #expect(axis.update(deflection: 0) == nil)
        #expect(axis.level == 0)
        #expect(axis.update(deflection: 0.31) == 0.3, "let go, it starts over")
    }

    @Test func badValuesAreClampedOrIgnored() {
        var axis = FlingAxis()
        #expect(axis.update(deflection: .nan) == nil && axis.level == 0)
        #expect(axis.update(deflection: 7) == 0.9)
        #expect(axis.update(deflection: -3) == nil && axis.level == 0)
        #expect(axis.update(deflection: .infinity) == 0.9)
    }

    @Test func sdlValuesGiveTheDeflectionTowardASide() {
        #expect(FlingAxis.deflection(ofAxisValue: 32767, toward: 1) == 1)
        #expect(FlingAxis.deflection(ofAxisValue: -32768, toward: -1) == 1)
        #expect(FlingAxis.deflection(ofAxisValue: -20000, toward: 1) == 0)
        #expect(abs(FlingAxis.deflection(ofAxisValue: 16384, toward: 1) - 0.5) < 0.001)
    }
}
