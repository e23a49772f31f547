import PickerCore
import Testing

/// The input helper every segmented scroller shares (``SegmentedScrollInput``): the tap slop, wheel-notch
/// accumulation and its cap, the program's turn and the user's take-over, the keyboard focus.
@Suite struct SegmentedScrollInputTests {
    let slop = ScrollTuning.tapSlop
    let mouse = PointerID.mouse

    @Test func aPressStaysATapWithinTheSlopAndLeavesItOnce() {
        var input = SegmentedScrollInput(segmentCount: 2)
        let r1 = input.press(mouse, segment: 1, at: Point(x: 100, y: 50), isDragging: false)
        #expect(r1)
        // Exactly the slop in x and in y: still a tap.
        let within = input.move(mouse, to: Point(x: 100 + slop, y: 50 - slop))
        #expect(within?.leftSlop == false && within?.press.hasMoved == false)
        // Just past it in one axis: no longer a tap, said once.
        let past = input.move(mouse, to: Point(x: 100, y: 50 + slop + 0.01))
        #expect(past?.leftSlop == true && past?.press.hasMoved == true && past?.press.segment == 1)
        let r2 = input.move(mouse, to: Point(x: 100, y: 50))
        #expect(r2?.leftSlop == false)
        let r3 = input.release(mouse)
        #expect(r3?.hasMoved == true)
        let r4 = input.release(mouse)
        let r5 = input.move(mouse, to: .zero)
        #expect(r4 == nil && r5 == nil)
    }

    @Test func theSlopIsEightPointsForEveryWidget() {
        #expect(slop == 8)
        #expect(!ScrollTuning.isBeyondTapSlop(Point(x: 0, y: 0), Point(x: 8, y: -8)))
        #expect(ScrollTuning.isBeyondTapSlop(Point(x: 0, y: 0), Point(x: -8.5, y: 0)))
        #expect(!ScrollTuning.isBeyondTapSlop(Point(x: 0, y: 0), Point(x: .nan, y: 0)))
    }

    @Test func onePointerHoldsASegment() {
        var input = SegmentedScrollInput(segmentCount: 2)
        let r6 = input.press(PointerID(1), segment: 0, at: .zero, isDragging: true, stoppedMotion: true)
        #expect(r6)
        let r7 = input.press(PointerID(2), segment: 0, at: .zero, isDragging: true)
        #expect(!r7)
        let r8 = input.press(PointerID(2), segment: 1, at: .zero, isDragging: false)
        #expect(r8)
        #expect(input.isHeld(0) && input.isHeld(1))
        input.beginDragging(PointerID(2))
        #expect(input.presses[PointerID(2)]?.isDragging == true)
        #expect(input.presses[PointerID(1)]?.stoppedMotion == true)
        input.releasePresses(onSegment: 0)
        #expect(!input.isHeld(0) && input.isHeld(1))
        let r9 = input.releaseAll()
        #expect(r9.map(\.segment) == [1])
        #expect(input.presses.isEmpty)
    }

    @Test func notchesAddUpToWholeSteps() {
        var input = SegmentedScrollInput(segmentCount: 1)
        let r10 = input.steps(forNotches: 0.4, inSegment: 0)
        #expect(r10 == 0)
        let r11 = input.steps(forNotches: 0.4, inSegment: 0)
        #expect(r11 == 0)
        let r12 = input.steps(forNotches: 0.4, inSegment: 0)
        #expect(r12 == 1)   // 1.2: one step, 0.2 kept
        let r13 = input.steps(forNotches: -1.1, inSegment: 0)
        #expect(r13 == 0)  // -0.9
        let r14 = input.steps(forNotches: -0.2, inSegment: 0)
        #expect(r14 == -1) // -1.1: one step back, -0.1 kept
        #expect(abs(input.segments[0].pendingNotches + 0.1) < 1e-12)
        let r15 = input.steps(forNotches: 3, inSegment: 0)
        #expect(r15 == 2)
        let r16 = input.steps(forNotches: 1, inSegment: 5)
        #expect(r16 == 0)      // no such segment
    }

    @Test func notchesAreCappedPerEventAndBrokenValuesIgnored() {
        var input = SegmentedScrollInput(segmentCount: 1)
        let cap = Int(ScrollTuning.maximumNotchesPerEvent)
        #expect(cap == 100)
        let r17 = input.steps(forNotches: 1e300, inSegment: 0)
        #expect(r17 == cap)
        let r18 = input.steps(forNotches: -1e300, inSegment: 0)
        #expect(r18 == -cap)
        let r19 = input.steps(forNotches: 150.5, inSegment: 0)
        #expect(r19 == cap)  // capped before it adds up: nothing pending
        #expect(input.segments[0].pendingNotches == 0)
        let r20 = input.steps(forNotches: .nan, inSegment: 0)
        #expect(r20 == 0)
        let r21 = input.steps(forNotches: .infinity, inSegment: 0)
        #expect(r21 == 0)
        let r22 = input.steps(forNotches: -.infinity, inSegment: 0)
        #expect(r22 == 0)
        #expect(input.segments[0].pendingNotches == 0)
    }

    @Test func theProgramsSettleIsNotTheUsers() {
        var input = SegmentedScrollInput(segmentCount: 2)
        _ = input.steps(forNotches: 0.5, inSegment: 1)
        input.beginProgrammatic(1)
        #expect(input.isProgrammatic(1) && !input.isProgrammatic(0))
        #expect(input.segments[1].pendingNotches == 0)  // a half notch from before does not add to the next
        let r23 = input.settle(1)
        #expect(!r23)   // the program's settle: not reported
        let r24 = input.settle(1)
        #expect(r24)    // the next one is the user's
        input.beginProgrammatic(0)
        input.programDidFinish(0)   // not animated: over at once
        let r25 = input.settle(0)
        #expect(!input.isProgrammatic(0) && r25)
    }

    @Test func theUserTakesOverOnce() {
        var input = SegmentedScrollInput(segmentCount: 1)
        let r26 = input.takeOver(0)
        #expect(!r26)          // nothing to take over
        input.beginProgrammatic(0)
        let r27 = input.takeOver(0)
        #expect(r27)           // the caller commits the program's row now
        let r28 = input.takeOver(0)
        #expect(!r28)
        let r29 = input.settle(0)
        #expect(r29)             // and the settle that follows is the user's
        let r30 = input.takeOver(7)
        let r31 = input.settle(7)
        #expect(!r30 && r31)
    }

    @Test func focusMovesWithinTheSegmentsAndSurvivesAReload() {
        var input = SegmentedScrollInput(segmentCount: 3)
        #expect(input.focusedSegment == 0)
        let r32 = input.moveFocus(forward: false)
        #expect(!r32)
        let r33 = input.moveFocus(forward: true)
        let r34 = input.moveFocus(forward: true)
        #expect(r33 && r34)
        let r35 = input.moveFocus(forward: true)
        #expect(!r35 && input.focusedSegment == 2)
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
