import Foundation
import Testing
@testable import PickerCore

/// A hard fling into an end overshoots it and springs back (issue 16), the same at any frame rate,
/// with one settle.
@Suite struct BounceTests {
    let spring = ScrollTuning.bounceSpring

    @Test func theBounceRunsFrictionToTheEndThenOutAndBack() throws {
        let bounce = try #require(BounceSimulation(position: 7, velocity: 40, boundary: 9, spring: spring, maximumOvershoot: 2))
        // Before the crossing it is the friction, continuous in position and velocity at the start.
        #expect(isClose(bounce.position(at: 0), 7))
        #expect(isClose(bounce.velocity(at: 0), 40))
        #expect(isClose(bounce.position(at: bounce.crossingTime), 9, within: 1e-9))
        #expect(bounce.crossingTime > 0 && bounce.crossingTime < 0.1)
        // Out past the end, never further than the cap, then back onto it exactly.
        let samples = stride(from: 0.0, through: 3, by: 0.001).map { bounce.position(at: $0) }
        let peak = samples.max() ?? 0
        #expect(peak > 9.3 && peak <= 11)
        #expect(bounce.isDone(at: 3))
        #expect(bounce.position(at: 3) == 9)
        #expect(bounce.velocity(at: 3) == 0)
    }

    @Test func frictionThatStopsShortIsNoBounce() {
        // 7 + 1 / 2.0 stops at 7.5, short of 9.
        #expect(BounceSimulation(position: 7, velocity: 1, boundary: 9, spring: spring, maximumOvershoot: 2) == nil)
        #expect(BounceSimulation(position: 7, velocity: -40, boundary: 9, spring: spring, maximumOvershoot: 2) == nil)
    }

    @Test func theOvershootIsCappedHoweverHardTheFling() throws {
        let bounce = try #require(BounceSimulation(position: -5, velocity: -1e6, boundary: -6, spring: spring, maximumOvershoot: 0.4))
        let lowest = stride(from: 0.0, through: 2, by: 0.0005).map { bounce.position(at: $0) }.min() ?? 0
        #expect(lowest < -6.3 && lowest >= -6.4 - 1e-9)
    }

    @Test func aSnappingFlingPastTheEndBouncesWhenOvershootIsAllowed() throws {
        let snapping = ItemSnapping(maximumOvershoot: 2)
        let motion = try #require(snapping.motion(from: 7.2, velocity: 10, in: 0...9))
        #expect(motion.targetRow == 9)
        #expect(motion.simulation is BounceSimulation)
        // A fling that friction stops inside the range does not bounce.
        let inside = try #require(snapping.motion(from: 2.2, velocity: 6, in: 0...9))
        #expect(inside.simulation is FrictionSimulation)
        // Towards row 0 too.
        let down = try #require(snapping.motion(from: 1.2, velocity: -30, in: 0...9))
        #expect(down.targetRow == 0)
        #expect(down.simulation is BounceSimulation)
    }

    /// A wheel of 30 rows, five visible, flung hard from row 3 towards row 0.
    func flungWheel(fps: Double) throws -> (samples: [Double], settles: [Int], settledAt: Double) {
        let scroller = try ItemScroller(count: 30, selectedRow: 3, itemExtent: 40)
        scroller.visibleRowCount = 5
        let settles = SettleRecorder(scroller)
        scroller.performDrag(from: 0, to: 3, duration: 0.05, steps: 5)  // 60 rows/s towards row 0
        var samples: [Double] = []
        let end = scroller.runUntilSettled(from: 0.05, fps: fps) {
            let p = scroller.position
            samples.append(Double(p.row) + p.fraction)
        }
        return (samples, settles.rows, end)
    }

    @Test func aHardFlungWheelOvershootsRowZeroAndSettlesOnItOnce() throws {
        let flung = try flungWheel(fps: 60)
        let lowest = flung.samples.min() ?? 0
        #expect(lowest < -0.5, "no visible overshoot: lowest position \(lowest)")
        #expect(lowest >= -5 * ScrollTuning.overshootFraction - 1e-9)
        #expect(flung.samples.last == 0)
        #expect(flung.settles == [0])
    }

    @Test(arguments: [30.0, 120.0])
    func theBounceIsTheSameAtAnyFrameRate(fps: Double) throws {
        let reference = try flungWheel(fps: 60), flung = try flungWheel(fps: fps)
        #expect(flung.settles == [0])
        // The deepest point sampled differs only by where the frames fall: within a frame's travel.
        #expect(abs((flung.samples.min() ?? 0) - (reference.samples.min() ?? 0)) < 0.05)
        // Positions at common times agree exactly (every 1/30 s is a frame at 30, 60 and 120 fps).
        let stride60 = 2, strideRun = Int(fps / 30)
        for k in 1..<20 {
            let i = k * stride60 - 1, j = k * strideRun - 1
            guard i < reference.samples.count, j < flung.samples.count else { break }
            #expect(isClose(reference.samples[i], flung.samples[j], within: 1e-9))
        }
        #expect(abs(flung.settledAt - reference.settledAt) <= 1 / 30 + 1e-9)
    }
}
