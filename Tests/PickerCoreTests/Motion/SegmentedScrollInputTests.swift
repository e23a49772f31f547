import PickerCore
import Testing

/// The input helper every segmented scroller shares (``SegmentedScrollInput``): the tap slop, wheel-notch
/// accumulation and its cap, the program's turn and the user's take-over, the keyboard focus.
@Suite struct SegmentedScrollInputTests {
    let slop = ScrollTuning.tapSlop
    let mouse = PointerID.mouse

    @Test func aPressStaysATapWithinTheSlopAndLeavesItOnce() {
        var input = SegmentedScrollInput(segmentCount: 2)
        let pressed = input.press(mouse, segment: 1, at: Point(x: 100, y: 50), isDragging: false)
        // Exactly the slop in x and in y: still a tap.
        let within = input.move(mouse, to: Point(x: 100 + slop, y: 50 - slop))
        // Just past it in one axis: no longer a tap, said once.
        let past = input.move(mouse, to: Point(x: 100, y: 50 + slop + 0.01))
        let back = input.move(mouse, to: Point(x: 100, y: 50))
        let released = input.release(mouse)
        let releasedAgain = input.release(mouse)
        let movedAfterwards = input.move(mouse, to: .zero)
        #expect(pressed)
        #expect(within?.leftSlop == false && within?.press.hasMoved == false)
        #expect(past?.leftSlop == true && past?.press.hasMoved == true && past?.press.segment == 1)
        #expect(back?.leftSlop == false && back?.press.hasMoved == true)
        #expect(released?.hasMoved == true && released?.start == Point(x: 100, y: 50))
        #expect(releasedAgain == nil && movedAfterwards == nil)
    }

    @Test func theSlopIsEightPointsInEitherAxis() {
        #expect(slop == 8)
        #expect(!ScrollTuning.isBeyondTapSlop(Point(x: 0, y: 0), Point(x: 8, y: -8)))
        #expect(ScrollTuning.isBeyondTapSlop(Point(x: 0, y: 0), Point(x: -8.5, y: 0)))
        #expect(!ScrollTuning.isBeyondTapSlop(Point(x: 0, y: 0), Point(x: .nan, y: 0)))
    }

    @Test func onePointerHoldsASegment() {
        var input = SegmentedScrollInput(segmentCount: 2)
        let first = input.press(PointerID(1), segment: 0, at: .zero, isDragging: true, stoppedMotion: true)
        let secondOnTheSame = input.press(PointerID(2), segment: 0, at: .zero, isDragging: true)
        let secondOnAnother = input.press(PointerID(2), segment: 1, at: .zero, isDragging: false)
        #expect(first && !secondOnTheSame && secondOnAnother)
        #expect(input.isHeld(0) && input.isHeld(1))
        input.beginDragging(PointerID(2))
        #expect(input.presses[PointerID(2)]?.isDragging == true)
        #expect(input.presses[PointerID(1)]?.stoppedMotion == true)
        input.releasePresses(onSegment: 0)
        #expect(!input.isHeld(0) && input.isHeld(1))
        let rest = input.releaseAll()
        #expect(rest.map(\.segment) == [1] && input.presses.isEmpty)
    }

    @Test func notchesAddUpToWholeSteps() {
        var input = SegmentedScrollInput(segmentCount: 1)
        // 0.4, 0.8, 1.2 (one step, 0.2 kept), -0.9, -1.1 (one step back, -0.1 kept), 2.9 (two steps).
        let steps = [0.4, 0.4, 0.4, -1.1, -0.2, 3].map { input.steps(forNotches: $0, inSegment: 0) }
        #expect(steps == [0, 0, 1, 0, -1, 2])
        #expect(abs(input.segments[0].pendingNotches - 0.9) < 1e-12)
        let onAMissingSegment = input.steps(forNotches: 1, inSegment: 5)
        #expect(onAMissingSegment == 0)
    }

    @Test func notchesAreCappedPerEventAndBrokenValuesIgnored() {
        var input = SegmentedScrollInput(segmentCount: 1)
        let cap = Int(ScrollTuning.maximumNotchesPerEvent)
        // 150.5 is capped before it adds up: nothing is left pending for later events.
        let steps = [1e300, -1e300, 150.5, .nan, .infinity, -.infinity].map { input.steps(forNotches: $0, inSegment: 0) }
        #expect(cap == 100)
        #expect(steps == [cap, -cap, cap, 0, 0, 0])
        #expect(input.segments[0].pendingNotches == 0)
    }

    @Test func theProgramsSettleIsNotTheUsers() {
        var input = SegmentedScrollInput(segmentCount: 2)
        _ = input.steps(forNotches: 0.5, inSegment: 1)
        input.beginProgrammatic(1)
        #expect(input.isProgrammatic(1) && !input.isProgrammatic(0))
        #expect(input.segments[1].pendingNotches == 0)  // a half notch from before does not add to the next
        let programsSettleIsReported = input.settle(1)
        let nextSettleIsReported = input.settle(1)
        #expect(!programsSettleIsReported && nextSettleIsReported)
        input.beginProgrammatic(0)
        input.programDidFinish(0)  // not animated: over at once
        let afterAJump = input.settle(0)
        #expect(!input.isProgrammatic(0) && afterAJump)
    }

    @Test func theUserTakesOverOnce() {
        var input = SegmentedScrollInput(segmentCount: 1)
        let withNoProgram = input.takeOver(0)
        input.beginProgrammatic(0)
        let duringTheProgram = input.takeOver(0)  // the caller commits the program's row now
        let again = input.takeOver(0)
        let settleIsReported = input.settle(0)    // the settle that follows is the user's
        let onAMissingSegment = input.takeOver(7)
        #expect(!withNoProgram && duringTheProgram && !again && settleIsReported && !onAMissingSegment)
    }

    @Test func focusMovesWithinTheSegmentsAndSurvivesAReload() {
        var input = SegmentedScrollInput(segmentCount: 3)
        #expect(input.focusedSegment == 0)
        let moves = [false, true, true, true].map { input.moveFocus(forward: $0) }
        #expect(moves == [false, true, true, false] && input.focusedSegment == 2)
        input.enterFocus(forward: true)
        #expect(input.focusedSegment == 0)
        input.enterFocus(forward: false)
        #expect(input.focusedSegment == 2)
        input.focus(7)
        #expect(input.focusedSegment == 2)
        _ = input.press(mouse, segment: 2, at: .zero, isDragging: true)
        input.beginProgrammatic(2)
        input.reset(segmentCount: 2)
        #expect(input.focusedSegment == 1 && input.presses.isEmpty && !input.isProgrammatic(1))
        input.beginProgrammatic(1)
        _ = input.press(mouse, segment: 1, at: .zero, isDragging: true)
        input.reset(segment: 1)
        #expect(!input.isProgrammatic(1) && input.presses.isEmpty)
    }
}
