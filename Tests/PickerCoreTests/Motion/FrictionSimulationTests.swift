import Foundation
import Testing
@testable import PickerCore

@Suite struct FrictionSimulationTests {
    @Test func iOSDragIs0998PerMillisecond() {
        #expect(isClose(FrictionSimulation.iOSDrag, 0.13506452244668338, within: 1e-15))
        #expect(isClose(log(FrictionSimulation.iOSDrag), 1000 * log(0.998), within: 1e-12))
    }

    @Test func positionAndVelocityFollowTheClosedForm() {
        let friction = FrictionSimulation(position: 0, velocity: 1000)
        // x(t) = v0 (d^t - 1) / ln d, v(t) = v0 d^t, with ln d = -2.002002670673079.
        #expect(isClose(friction.position(at: 0), 0))
        #expect(isClose(friction.velocity(at: 0), 1000))
        #expect(isClose(friction.position(at: 0.5), 315.92802267850965))
        #expect(isClose(friction.velocity(at: 0.5), 367.5112548571586))
        #expect(isClose(friction.position(at: 1), 432.03512673762964))
        #expect(isClose(friction.velocity(at: 1), 135.06452244668338))
        #expect(isClose(friction.finalPosition, 499.4998331664549))
    }

    @Test func startPositionAndNegativeVelocityShiftAndMirror() {
        let friction = FrictionSimulation(position: 10, velocity: -1000)
        #expect(isClose(friction.position(at: 0.5), 10 - 315.92802267850965))
        #expect(isClose(friction.velocity(at: 1), -135.06452244668338))
        #expect(isClose(friction.finalPosition, 10 - 499.4998331664549))
    }

    @Test func isDoneOnceSlowerThanTheTolerance() {
        let friction = FrictionSimulation(position: 0, velocity: 1000, tolerance: Tolerance(distance: 0, velocity: 1))
        // 1000 d^t = 1 at t = ln(0.001) / ln(d) = 3.45042...
        let crossing = log(0.001) / log(FrictionSimulation.iOSDrag)
        #expect(isClose(crossing, 3.4504226094062744, within: 1e-12))
        #expect(!friction.isDone(at: crossing - 0.001))
        #expect(friction.isDone(at: crossing + 0.001))
    }

    @Test func throughLandsExactlyOnItsEndAndStays() {
        let friction = FrictionSimulation.through(start: 0.25, end: 7, startVelocity: 20, endVelocity: 0.05)
        let endTime = try! #require(friction.endTime)
        // ln d = (0.05 - 20) / 6.75; T = ln(0.05 / 20) / ln d.
        let logDrag = (0.05 - 20) / 6.75
        #expect(isClose(log(friction.drag), logDrag, within: 1e-12))
        #expect(isClose(endTime, log(0.0025) / logDrag, within: 1e-12))
        #expect(friction.position(at: 0) == 0.25)
        #expect(friction.velocity(at: 0) == 20)
        #expect(isClose(friction.velocity(at: endTime - 1e-9), 0.05, within: 1e-6))
        #expect(friction.position(at: endTime) == 7)
        #expect(friction.position(at: endTime + 5) == 7)
        #expect(friction.velocity(at: endTime + 5) == 0)
        #expect(!friction.isDone(at: endTime - 0.01))
        #expect(friction.isDone(at: endTime))
        #expect(friction.finalPosition == 7)
        // Monotonic, never past the end.
        var previous = -Double.infinity
        for step in 0...200 {
            let x = friction.position(at: endTime * Double(step) / 200)
            #expect(x >= previous && x <= 7)
            previous = x
        }
    }

    @Test func throughBackwardsLandsExactly() {
        let friction = FrictionSimulation.through(start: -0.4, end: -3, startVelocity: -9, endVelocity: -0.1)
        let endTime = try! #require(friction.endTime)
        #expect(friction.position(at: endTime) == -3)
        #expect(friction.position(at: endTime / 2) < -0.4)
        #expect(friction.position(at: endTime / 2) > -3)
    }

    @Test func throughWithImpossibleInputsIsDoneAtItsEnd() {
        let friction = FrictionSimulation.through(start: 0, end: 5, startVelocity: -3, endVelocity: -1)
        #expect(friction.isDone(at: 0))
        #expect(friction.position(at: 0) == 5)
    }
}
