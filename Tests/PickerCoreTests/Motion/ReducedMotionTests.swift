import Foundation
import Testing
@testable import PickerCore

/// With reduced motion on, every motion lands without passing its rest and every spring-like motion is
/// over within ``ScrollTuning/reducedMotionDuration``; the rows and offsets it lands on do not change.
@Suite struct ReducedMotionTests {
    /// The budget of a reduced animation: its duration plus one frame at 60 Hz.
    static let budget = ScrollTuning.reducedMotionDuration + 1.0 / 60

    /// Samples `positions` every 1/120 s from `start` until the motion ends (at most 10 s); returns the
    /// positions and the time the motion ended.
    static func sample(from start: Double, tick: (Double) -> Void, position: () -> Double, isAnimating: () -> Bool)
        -> (positions: [Double], end: Double)
    {
        var positions = [position()]
        var now = start
        var frame = 0
        while isAnimating() && frame < 1200 {
            frame += 1
            now = start + Double(frame) / 120
            tick(now)
            positions.append(position())
        }
        return (positions, now)
    }

    /// Whether `positions` approach `rest` monotonically and never pass it.
    static func approachesWithoutOvershoot(_ positions: [Double], rest: Double) -> Bool {
        guard let first = positions.first else { return true }
        let direction = rest >= first ? 1.0 : -1.0
        var previous = first
        for p in positions.dropFirst() {
            if (p - previous) * direction < -1e-9 { return false }  // moved away
            if (p - rest) * direction > 1e-9 { return false }  // passed the rest
            previous = p
        }
        return positions.last == rest
    }

    func rows(_ count: Int = 30, selected: Int = 10, cyclic: Bool = false, reduced: Bool = true) -> ItemScroller {
        let s = try! ItemScroller(count: count, selectedRow: selected, isCyclic: cyclic, itemExtent: 44)
        s.visibleRowCount = 5
        s.prefersReducedMotion = reduced
        return s
    }

    // MARK: - The landing

    @Test(arguments: [-40.0, 0, 3, 50, 1e6])
    func aLandingIsMonotonicAndOnTime(velocity: Double) {
        let landing = LandingSimulation(start: 2, end: 7, velocity: velocity)
        let positions = (0...30).map { landing.position(at: Double($0) / 120) }
        #expect(Self.approachesWithoutOvershoot(positions, rest: 7))
        #expect(landing.isDone(at: ScrollTuning.reducedMotionDuration))
        #expect(!landing.isDone(at: ScrollTuning.reducedMotionDuration - 0.001))
        #expect(landing.velocity(at: ScrollTuning.reducedMotionDuration) == 0)
    }

    @Test func aLandingKeepsAStartVelocityThatHeadsForItsEnd() {
        let landing = LandingSimulation(start: 0, end: 1, velocity: 10)
        #expect(isClose(landing.velocity(at: 0), 10))
        #expect(LandingSimulation(start: 0, end: 1, velocity: -10).velocity(at: 0) == 0)
    }

    // MARK: - Item scrollers

    @Test(arguments: [false, true])
    func aFlingNeverPassesItsRowAndLandsWhereAFingerExpects(cyclic: Bool) {
        for speed in [3.0, 8, 20, 60] {
            let reduced = rows(cyclic: cyclic), full = rows(cyclic: cyclic, reduced: false)
            for s in [reduced, full] { s.performDrag(from: 0, to: -speed * 0.1, duration: 0.1) }
            let motion = Self.sample(
                from: 0.1, tick: reduced.tick(now:), position: { Double(reduced.position.row) + reduced.position.fraction },
                isAnimating: { reduced.isAnimating })
            let rest = motion.positions.last ?? 0
            #expect(rest == rest.rounded(), "speed \(speed): it rests on a row")
            // A cyclic scroller renumbers its rows at rest: the path before it, unwrapped to the same copy.
            var path = Array(motion.positions.dropLast())
            let last = path.last ?? rest
            path.append(rest + 30 * ((last - rest) / 30).rounded())
            #expect(Self.approachesWithoutOvershoot(path, rest: path.last ?? rest), "speed \(speed)")
            full.runUntilSettled(from: 0.1)
            #expect(reduced.selectedRow == full.selectedRow, "speed \(speed): the same row either way")
        }
    }

    @Test func aHardFlingIntoAnEndStopsOnTheEndRowWithoutABounce() {
        let s = rows(selected: 25)
        s.performDrag(from: 0, to: -10, duration: 0.1)  // 100 rows a second towards row 29
        #expect(s.targetRow == 29)
        let motion = Self.sample(
            from: 0.1, tick: s.tick(now:), position: { Double(s.position.row) + s.position.fraction }, isAnimating: { s.isAnimating })
        #expect(Self.approachesWithoutOvershoot(motion.positions, rest: 29))
        #expect(s.selectedRow == 29)
    }

    @Test func aReleasePastAnEndReturnsWithinTheBudgetAndNeverPassesTheEnd() {
        let s = rows(selected: 0)
        s.performDrag(from: 0, to: 2, duration: 0.1, pause: 0.5)  // pulled past row 0, held still
        let motion = Self.sample(
            from: 0.6, tick: s.tick(now:), position: { Double(s.position.row) + s.position.fraction }, isAnimating: { s.isAnimating })
        #expect(Self.approachesWithoutOvershoot(motion.positions, rest: 0))
        #expect(motion.end - 0.6 <= Self.budget)
    }

    @Test func snapsStepsAndScrollsTakeAtMostTheBudget() {
        let snap = rows()
        snap.performDrag(from: 0, to: -0.4, duration: 0.1, pause: 0.5)  // let go between rows, still
        let step = rows()
        step.step(by: 1, time: 0.6)
        let scroll = rows(cyclic: true)
        scroll.scroll(toRow: 25, time: 0.6, animated: true)
        for s in [snap, step, scroll] {
            let start = Double(s.position.row) + s.position.fraction
            let motion = Self.sample(
                from: 0.6, tick: s.tick(now:), position: { Double(s.position.row) + s.position.fraction },
                isAnimating: { s.isAnimating })
            #expect(motion.end - 0.6 <= Self.budget)
            #expect(Self.approachesWithoutOvershoot(motion.positions, rest: motion.positions.last ?? start))
        }
        #expect(snap.selectedRow == 10 && step.selectedRow == 11 && scroll.selectedRow == 25)
    }

    @Test func aSettledChangeIsReportedOnce() {
        let s = rows()
        let settles = SettleRecorder(s)
        s.scroll(toRow: 3, time: 0, animated: true)
        s.runUntilSettled(from: 0)
        #expect(settles.rows == [3])
    }

    // MARK: - Content

    @Test func aContentFlingIntoAnEndStopsThereWithoutABounce() {
        var s = ContentScroller(viewportLength: 300, contentLength: 1000)
        s.prefersReducedMotion = true
        s.beginDrag(at: 300, time: 0)
        for i in 1...5 { s.drag(to: 300 - Double(i) * 60, time: Double(i) * 0.01) }
        s.endDrag(at: 0, time: 0.05)
        let motion = Self.sample(from: 0.05, tick: { s.tick(now: $0) }, position: { s.offset }, isAnimating: { s.isAnimating })
        #expect(Self.approachesWithoutOvershoot(motion.positions, rest: 700))
    }

    @Test func contentReturnsAndScrollsWithinTheBudget() {
        var s = ContentScroller(viewportLength: 300, contentLength: 1000)
        s.prefersReducedMotion = true
        s.beginDrag(at: 0, time: 0)
        s.drag(to: 120, time: 0.1)
        s.endDrag(at: 120, time: 0.6)
        var motion = Self.sample(from: 0.6, tick: { s.tick(now: $0) }, position: { s.offset }, isAnimating: { s.isAnimating })
        #expect(Self.approachesWithoutOvershoot(motion.positions, rest: 0))
        #expect(motion.end - 0.6 <= Self.budget)
        s.scroll(to: 500, time: 1, animated: true)
        #expect(s.scrollTarget == 500)
        motion = Self.sample(from: 1, tick: { s.tick(now: $0) }, position: { s.offset }, isAnimating: { s.isAnimating })
        #expect(Self.approachesWithoutOvershoot(motion.positions, rest: 500))
        #expect(motion.end - 1 <= Self.budget)
    }

    // MARK: - Form rows

    @Test func aFormPickerRowOpensAndClosesWithinTheBudget() {
        var layout = FormTableLayout(fieldCount: 4, fieldRowHeight: 44, pickerRowHeight: 216)
        layout.prefersReducedMotion = true
        layout.setOpenPickerField(2, at: 1)
        #expect(layout.isAnimating(at: 1 + ScrollTuning.reducedMotionDuration - 0.01))
        #expect(!layout.isAnimating(at: 1 + ScrollTuning.reducedMotionDuration))
        #expect(layout.pickerHeight(ofField: 2, at: 1 + ScrollTuning.reducedMotionDuration) == 216)
        layout.setOpenPickerField(nil, at: 2)
        #expect(!layout.isAnimating(at: 2 + ScrollTuning.reducedMotionDuration))
        #expect(layout.pickerHeight(ofField: 2, at: 2 + ScrollTuning.reducedMotionDuration) == 0)
    }
}
