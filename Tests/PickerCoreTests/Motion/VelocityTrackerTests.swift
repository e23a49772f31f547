import Testing
@testable import PickerCore

@Suite struct VelocityTrackerTests {
    @Test func constantVelocity() {
        var tracker = VelocityTracker()
        for i in 0...10 {
            let time = 100 + Double(i) / 120
            tracker.addSample(position: 20 + 500 * (time - 100), time: time)
        }
        #expect(isClose(tracker.velocity(at: 100 + 10.0 / 120), 500, within: 1e-9))
    }

    @Test func fewerThanTwoSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.addSample(position: 3, time: 1)
        #expect(tracker.velocity(at: 1) == 0)
    }

    @Test func samplesOutsideTheWindowAreIgnored() {
        var tracker = VelocityTracker(window: 0.1)
        // A fast move long ago, then 200 units per second for the last 0.09 s.
        tracker.addSample(position: 0, time: 0)
        tracker.addSample(position: 1000, time: 0.05)
        for i in 0...9 {
            let time = 0.2 + Double(i) * 0.01
            tracker.addSample(position: 1000 - 200 * (time - 0.2), time: time)
        }
        #expect(isClose(tracker.velocity(at: 0.29), -200, within: 1e-9))
    }

    @Test func pauseLongerThanTheWindowGivesZero() {
        var tracker = VelocityTracker(window: 0.1)
        for i in 0...5 { tracker.addSample(position: Double(i) * 10, time: Double(i) * 0.01) }
        #expect(isClose(tracker.velocity(at: 0.05), 1000, within: 1e-9))
        #expect(tracker.velocity(at: 0.2) == 0)
    }

    @Test func resetForgets() {
        var tracker = VelocityTracker()
        tracker.addSample(position: 0, time: 0)
        tracker.addSample(position: 1, time: 0.01)
        tracker.reset()
        #expect(tracker.velocity(at: 0.01) == 0)
    }

    @Test func keepsAtMostTwentySamples() {
        var tracker = VelocityTracker(window: 10)
        // 30 samples: the first ten (moving fast) fall out, the last twenty move at 2 per second.
        for i in 0..<10 { tracker.addSample(position: Double(i) * 100, time: Double(i) * 0.01) }
        for i in 10..<30 { tracker.addSample(position: 900 + 2 * Double(i) * 0.01, time: Double(i) * 0.01) }
        #expect(isClose(tracker.velocity(at: 0.29), 2, within: 1e-9))
    }
}
