import Testing
@testable import PickerCore

@Suite struct DirectionalRepeatTests {
    let pad = ControllerID(1), other = ControllerID(2)

    @Test func repeatsAfterAPauseThenEveryEightyMilliseconds() {
        var repeats = DirectionalRepeat()
        #expect(repeats.press(.down, on: pad, now: 1) == true)
        #expect(repeats.heldDirection == .down)
        #expect(repeats.takeRepeats(until: 1.299) == 0)
        #expect(abs(repeats.nextRepeatTime! - 1.3) < 1e-9)
        #expect(repeats.takeRepeats(until: 1.301) == 1)
        #expect(repeats.takeRepeats(until: 1.301) == 0)   // taken once
        #expect(repeats.takeRepeats(until: 1.379) == 0)
        #expect(repeats.takeRepeats(until: 1.381) == 1)
        #expect(abs(repeats.nextRepeatTime! - 1.46) < 1e-9)
        // A late caller gets every repeat it missed: 1.46, 1.54, 1.62, 1.70.
        #expect(repeats.takeRepeats(until: 1.71) == 4)
    }

    @Test func releaseStopsTheRepeat() {
        var repeats = DirectionalRepeat()
        #expect(repeats.press(.left, on: pad, now: 0) == true)
        #expect(repeats.takeRepeats(until: 0.35) == 1)
        repeats.release(.left, on: pad)
        #expect(repeats.heldDirection == nil && repeats.nextRepeatTime == nil)
        #expect(repeats.takeRepeats(until: 5) == 0)
        // Releasing what is not held changes nothing.
        #expect(repeats.press(.up, on: pad, now: 6) == true)
        repeats.release(.down, on: pad)
        repeats.release(.up, on: other)
        #expect(repeats.takeRepeats(until: 6.31) == 1)
    }

    @Test func removingTheControllerStopsItsRepeat() {
        var repeats = DirectionalRepeat()
        #expect(repeats.press(.right, on: pad, now: 0) == true)
        #expect(repeats.takeRepeats(until: 0.31) == 1)
        repeats.removeController(other)   // someone else's: no effect
        #expect(repeats.takeRepeats(until: 0.39) == 1)
        repeats.removeController(pad)
        #expect(repeats.heldDirection == nil)
        #expect(repeats.takeRepeats(until: 3) == 0)
    }

    @Test func twoControllersHoldingOneDirectionNeverDoubleStep() {
        var repeats = DirectionalRepeat()
        #expect(repeats.press(.down, on: pad, now: 0) == true)
        #expect(repeats.press(.down, on: other, now: 0.1) == false)   // joins the hold: no step
        #expect(repeats.press(.down, on: pad, now: 0.2) == false)     // a repeated press without release
        #expect(repeats.takeRepeats(until: 0.301) == 1)               // one timer, from the first press
        repeats.release(.down, on: pad)
        #expect(repeats.takeRepeats(until: 0.381) == 1)               // the other still holds it
        repeats.release(.down, on: other)
        #expect(repeats.takeRepeats(until: 2) == 0)
    }

    @Test func aDifferentDirectionTakesOver() {
        var repeats = DirectionalRepeat()
        #expect(repeats.press(.down, on: pad, now: 0) == true)
        #expect(repeats.press(.right, on: other, now: 0.2) == true)   // a new intent steps at once
        #expect(repeats.heldDirection == .right)
        #expect(repeats.takeRepeats(until: 0.45) == 0)                // the timer restarted at 0.2
        #expect(repeats.takeRepeats(until: 0.51) == 1)
        repeats.release(.down, on: pad)                               // the replaced hold: no effect
        #expect(repeats.takeRepeats(until: 0.59) == 1)
        repeats.removeController(other)
        #expect(repeats.takeRepeats(until: 2) == 0)
    }

    @Test func delaysCanBeTuned() {
        var repeats = DirectionalRepeat(initialDelay: 0.5, interval: 0.1)
        #expect(repeats.press(.up, on: pad, now: 0) == true)
        #expect(repeats.takeRepeats(until: 0.49) == 0)
        #expect(repeats.takeRepeats(until: 0.75) == 3)   // 0.5, 0.6, 0.7
    }
}
