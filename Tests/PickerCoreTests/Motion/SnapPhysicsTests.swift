import Testing
@testable import PickerCore

@Suite struct SnapPhysicsTests {
    let snapping = ItemSnapping()

    /// Runs `motion` until done (1 ms steps) and returns the time it took.
    func doneTime(_ motion: SnapMotion) -> Double {
        var time = 0.0
        while !motion.simulation.isDone(at: time) && time < 60 { time += 0.001 }
        return time
    }

    @Test func atRestOnAnItemNeedsNoMotion() {
        #expect(snapping.motion(from: 4, velocity: 0, in: 0...9) == nil)
        #expect(snapping.motion(from: 4.0000001, velocity: 0.0001, in: 0...9) == nil)
        #expect(snapping.motion(from: -3, velocity: 0, in: nil) == nil)
    }

    @Test func slowReleaseSpringsToTheNearestItem() throws {
        // 0.5 rows per second is below the 1 row/s fling minimum.
        let motion = try #require(snapping.motion(from: 2.3, velocity: 0.5, in: 0...9))
        #expect(motion.targetRow == 2)
        #expect(motion.simulation is SpringSimulation)
        #expect(isClose(motion.simulation.velocity(at: 0), 0.5, within: 1e-12))
        let end = doneTime(motion)
        #expect(motion.simulation.position(at: end) == 2)
    }

    @Test func flingThatWouldStopOnTheSameItemSpringsBack() throws {
        // Friction from 2.3 at 0.2 rows/s stops at 2.3 + 0.2 / 2.0020 = 2.3999: still item 2.
        let gentle = ItemSnapping(minimumFlingVelocity: 0.1)
        let motion = try #require(gentle.motion(from: 2.3, velocity: 0.2, in: 0...9))
        #expect(motion.targetRow == 2)
        #expect(motion.simulation is SpringSimulation)
        #expect(motion.simulation.position(at: doneTime(motion)) == 2)
    }

    @Test func flingLandsExactlyOnTheItemNearestToTheFrictionStop() throws {
        // Friction from 2.3 at 10 rows/s stops at 2.3 + 10 / 2.002002670673079 = 7.2950: row 7.
        let motion = try #require(snapping.motion(from: 2.3, velocity: 10, in: 0...20))
        #expect(motion.targetRow == 7)
        let friction = try #require(motion.simulation as? FrictionSimulation)
        #expect(friction.velocity(at: 0) == 10)  // continuous with the release
        let endTime = try #require(friction.endTime)
        #expect(!friction.isDone(at: endTime - 0.001))
        #expect(friction.position(at: endTime) == 7)
        #expect(friction.position(at: endTime + 1) == 7)
    }

    @Test func flingBackwardsWithoutRange() throws {
        // 2.3 - 30 / 2.0020 = -12.685: row -13.
        let motion = try #require(snapping.motion(from: 2.3, velocity: -30, in: nil))
        #expect(motion.targetRow == -13)
        #expect(motion.simulation.position(at: doneTime(motion)) == -13)
    }

    @Test func flingPastTheEndLandsOnTheEndItem() throws {
        // 7.2 + 10 / 2.0020 = 12.19 is past row 9.
        let motion = try #require(snapping.motion(from: 7.2, velocity: 10, in: 0...9))
        #expect(motion.targetRow == 9)
        #expect(motion.simulation is FrictionSimulation)
        #expect(motion.simulation.position(at: doneTime(motion)) == 9)
    }

    @Test func outOfRangeSpringsBackToTheNearestEnd() throws {
        let low = try #require(snapping.motion(from: -0.4, velocity: 0, in: 0...9))
        #expect(low.targetRow == 0)
        #expect(low.simulation is SpringSimulation)
        #expect(low.simulation.position(at: 0.05) > -0.4)
        #expect(low.simulation.position(at: doneTime(low)) == 0)

        let high = try #require(snapping.motion(from: 9.3, velocity: 5, in: 0...9))
        #expect(high.targetRow == 9)
        #expect(isClose(high.simulation.velocity(at: 0), 5, within: 1e-12))
        #expect(high.simulation.position(at: doneTime(high)) == 9)
    }

    @Test func restingRowMatchesTheMotion() {
        #expect(snapping.restingRow(from: 2.3, velocity: 10, in: nil) == 7)
        #expect(snapping.restingRow(from: 2.6, velocity: 0.9, in: nil) == 3)
        #expect(snapping.restingRow(from: 2.3, velocity: -30, in: 0...9) == 0)
    }
}
