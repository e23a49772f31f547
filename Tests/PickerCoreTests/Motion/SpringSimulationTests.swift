import Foundation
import Testing
@testable import PickerCore

@Suite struct SpringSimulationTests {
    @Test func descriptionByDampingRatioAndResponse() {
        let spring = SpringDescription(dampingRatio: 1, response: 0.3)
        let omega = 2 * Double.pi / 0.3  // 20.943951023931955 rad/s
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, omega * omega, within: 1e-12))
        #expect(isClose(spring.damping, 2 * omega, within: 1e-12))
        #expect(isClose(spring.dampingRatio, 1, within: 1e-12))
    }

    @Test func criticallyDamped() {
        // m 1, k 100, c 20: y = (1 + 10 t) e^(-10 t) from 1 to 0 at rest.
        let spring = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, damping: 20), start: 1, end: 0, velocity: 0)
        #expect(isClose(spring.position(at: 0), 1))
        #expect(isClose(spring.position(at: 0.1), 0.7357588823428847))
        #expect(isClose(spring.position(at: 0.25), 0.2872974951836458))
        // v = -100 t e^(-10 t)
        #expect(isClose(spring.velocity(at: 0.1), -10 * exp(-1)))
    }

    @Test func criticallyDampedWithEndAndVelocity() {
        // From 3 to 5 with v0 = 4: y0 = -2, r = -10, b = v0 - r y0 = 4 - 20 = -16.
        let spring = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, damping: 20), start: 3, end: 5, velocity: 4)
        #expect(isClose(spring.velocity(at: 0), 4))
        #expect(isClose(spring.position(at: 0.2), 5 + (-2 - 16 * 0.2) * exp(-2)))
    }

    @Test func underDamped() {
        // m 1, k 100, c 12: r = -6, w = 8; y = e^(-6t) (cos 8t + 0.75 sin 8t).
        let spring = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, damping: 12), start: 1, end: 0, velocity: 0)
        #expect(isClose(spring.position(at: 0.1), 0.6776307764659398))
        #expect(isClose(spring.position(at: 0.25), 0.059313850068600786))
        #expect(isClose(spring.velocity(at: 0), 0))
        // It overshoots: at t = π/8 the displacement is -e^(-6π/8).
        #expect(isClose(spring.position(at: Double.pi / 8), -exp(-6 * Double.pi / 8)))
    }

    @Test func overDamped() {
        // m 1, k 16, c 10: roots -2 and -8; y = 4/3 e^(-2t) - 1/3 e^(-8t).
        let spring = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 16, damping: 10), start: 1, end: 0, velocity: 0)
        #expect(isClose(spring.position(at: 0.1), 0.9418646827315685))
        #expect(isClose(spring.position(at: 0.25), 0.7635957852046402))
        #expect(isClose(spring.velocity(at: 0), 0))
    }

    @Test func doneWithinToleranceThenExactlyAtEnd() {
        let tolerance = Tolerance(distance: 0.01, velocity: 0.1)
        let spring = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, damping: 20), start: 2, end: 7, velocity: 0, tolerance: tolerance)
        #expect(!spring.isDone(at: 0.3))
        // Position 5 (1 + 10t) e^(-10t) <= 0.01 from t = 0.84619 (velocity 500 t e^(-10t) <= 0.1 is earlier).
        #expect(!spring.isDone(at: 0.8461))
        #expect(spring.isDone(at: 0.8463))
        #expect(spring.position(at: 1.2) == 7)
        #expect(spring.velocity(at: 1.2) == 0)
        #expect(spring.position(at: 100) == 7)
    }
}
