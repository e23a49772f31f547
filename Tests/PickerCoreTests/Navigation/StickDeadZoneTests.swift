import Testing
@testable import PickerCore

@Suite struct StickDeadZoneTests {
    /// The SDL axis value of a deflection.
    func axis(_ deflection: Double) -> Int { Int((deflection * 32767).rounded()) }

    @Test func crossingTheEngageThresholdPressesOnce() {
        var stick = StickDeadZone()
        #expect(stick.update(.horizontal, value: axis(0.45)).isEmpty)
        #expect(stick.update(.horizontal, value: axis(0.55)) == [.press(.right)])
        #expect(stick.update(.horizontal, value: axis(0.45)).isEmpty)   // still above the release threshold
        #expect(stick.update(.horizontal, value: axis(0.35)).isEmpty)
        #expect(stick.update(.horizontal, value: axis(0.9)).isEmpty)    // no second press while held
        #expect(stick.heldDirections == [.right])
        #expect(stick.update(.horizontal, value: axis(0.25)) == [.release(.right)])
        #expect(stick.heldDirections.isEmpty)
    }

    @Test func jitterInsideTheDeadZoneDoesNothingAfterARelease() {
        var stick = StickDeadZone()
        #expect(stick.update(.vertical, value: axis(-0.6)) == [.press(.up)])
        #expect(stick.update(.vertical, value: axis(-0.2)) == [.release(.up)])
        for deflection in [-0.4, -0.45, -0.35, -0.42, -0.38, 0.4, 0.45, -0.49] {
            #expect(stick.update(.vertical, value: axis(deflection)).isEmpty)
        }
        #expect(stick.update(.vertical, value: -32768) == [.press(.up)])
    }

    @Test func takesSDLsFullRange() {
        #expect(StickDeadZone.deflection(ofAxisValue: -32768) == -1)
        #expect(StickDeadZone.deflection(ofAxisValue: 32767) == 1)
        #expect(StickDeadZone.deflection(ofAxisValue: 0) == 0)
        var stick = StickDeadZone()
        #expect(stick.update(.vertical, value: 32767) == [.press(.down)])
        #expect(stick.update(.horizontal, value: -32768) == [.press(.left)])
        #expect(Set(stick.heldDirections) == [.down, .left])   // a diagonal holds both
    }

    @Test func flickingAcrossTheCentreReleasesThenPresses() {
        var stick = StickDeadZone()
        #expect(stick.update(.horizontal, value: axis(0.8)) == [.press(.right)])
        #expect(stick.update(.horizontal, value: axis(-0.8)) == [.release(.right), .press(.left)])
        #expect(stick.update(.horizontal, value: axis(0.1)) == [.release(.left)])
    }

    @Test func releaseAllLetsGoOfEverything() {
        var stick = StickDeadZone(engageThreshold: 0.6, releaseThreshold: 0.4)
        #expect(stick.update(.horizontal, value: axis(0.55)).isEmpty)   // below this stick's threshold
        #expect(stick.update(.horizontal, value: axis(0.65)) == [.press(.right)])
        #expect(stick.update(.vertical, value: axis(0.7)) == [.press(.down)])
        #expect(Set(stick.releaseAll()) == [.release(.right), .release(.down)])
        #expect(stick.heldDirections.isEmpty && stick.releaseAll().isEmpty)
    }
}
