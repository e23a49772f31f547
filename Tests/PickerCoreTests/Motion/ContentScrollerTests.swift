import Foundation
import Testing
@testable import PickerCore

@Suite struct ContentScrollerTests {
    /// 1000 points of content in a 300 point viewport: offsets 0...700 at rest.
    func scroller() -> ContentScroller { ContentScroller(viewportLength: 300, contentLength: 1000) }

    @Test func dragsFollowTheFingerAndRubberBandPastTheEnds() {
        var s = scroller()
        s.beginDrag(at: 200, time: 0)
        s.drag(to: 150, time: 0.1)
        #expect(s.offset == 50)
        s.drag(to: 300, time: 0.2)
        // 100 points past the top: the banded offset of the formula.
        #expect(isClose(s.offset, rubberBandOffset(forOverscroll: -100, dimension: 300)))
        #expect(s.offset < 0 && s.offset > -100)
        s.endDrag(at: 300, time: 0.5)
        #expect(s.isAnimating)
        s.tick(now: 5)
        #expect(s.offset == 0)
        #expect(!s.isAnimating)
    }

    @Test func aFlingDeceleratesWithFrictionAndRestsInRange() {
        var s = scroller()
        s.beginDrag(at: 300, time: 0)
        for i in 1...5 { s.drag(to: 300 - Double(i) * 10, time: Double(i) * 0.01) }
        s.endDrag(at: 250, time: 0.05)
        #expect(s.isAnimating)
        // 1000 points per second from 50: friction ends near 50 + 1000 / -ln(0.135).
        s.tick(now: 10)
        #expect(!s.isAnimating)
        #expect(abs(s.offset - (50 + 1000 / -log(FrictionSimulation.iOSDrag))) < 6)
    }

    @Test func aFlingIntoTheEndBouncesBackToItWhateverTheFrameRate() {
        func run(fps: Double) -> [Double] {
            var s = scroller()
            s.beginDrag(at: 300, time: 0)
            for i in 1...5 { s.drag(to: 300 - Double(i) * 60, time: Double(i) * 0.01) }
            s.endDrag(at: 0, time: 0.05)
            var samples: [Double] = []
            var frame = 1.0
            while frame / fps < 3 {
                s.tick(now: 0.05 + frame / fps)
                if Int(frame) % Int(fps / 10) == 0 { samples.append(s.offset) }
                frame += 1
            }
            #expect(s.offset == 700)
            #expect(samples.max() ?? 0 > 700)
            return samples
        }
        let slow = run(fps: 30), fast = run(fps: 120)
        for (a, b) in zip(slow, fast) { #expect(abs(a - b) < 1e-6) }
    }

    @Test func wheelNotchesAndProgrammaticScrollsClamp() {
        var s = scroller()
        let moved = s.scroll(byNotches: 2, time: 0)
        #expect(moved)
        #expect(s.offset == 80)
        s.scroll(byNotches: -10, time: 0)
        #expect(s.offset == 0)
        s.scroll(to: 5000, time: 0, animated: false)
        #expect(s.offset == 700)
        s.scroll(to: 100, time: 1, animated: true)
        #expect(s.scrollTarget == 100)
        s.tick(now: 3)
        #expect(s.offset == 100)
        // Content that shrinks pulls a resting table back into range.
        s.setLengths(viewport: 300, content: 350)
        #expect(s.offset == 50)
        // Bad lengths count as 0.
        s.setLengths(viewport: -1, content: .nan)
        #expect(s.maxOffset == 0 && s.offset == 0)
    }

    @Test func aScrollBeyondTheEndWaitsForGrowingContent() {
        var s = scroller()
        s.scroll(to: 900, time: 0, animated: true, allowsBeyondEnd: true)
        s.setLengths(viewport: 300, content: 1200)
        s.tick(now: 5)
        #expect(s.offset == 900)
    }

    @Test func aTouchStopsAFling() {
        var s = scroller()
        s.beginDrag(at: 300, time: 0)
        for i in 1...5 { s.drag(to: 300 - Double(i) * 20, time: Double(i) * 0.01) }
        s.endDrag(at: 200, time: 0.05)
        s.tick(now: 0.2)
        let held = s.offset
        s.beginDrag(at: 100, time: 0.2)
        #expect(!s.isAnimating && s.isDragging)
        s.endDrag(at: 100, time: 0.6)
        s.tick(now: 2)
        #expect(s.offset == held)
    }
}
