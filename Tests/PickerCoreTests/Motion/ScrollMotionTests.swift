import Foundation
import PickerCore
import Testing

/// The one motion core under item and content scrolling (``ScrollMotion``): its phases on their own, and
/// the same gestures driven through the item layer (``ItemScroller``) and the content layer
/// (``ContentScroller``) giving the same offsets where the two must agree.
@Suite struct ScrollMotionTests {
    // A bounded item scroller of 11 rows of 40 points with a 5-row viewport is, in points, the same
    // range (0...400) and the same rubber-band viewport (200) as content of 600 points in 200.
    let rowExtent = 40.0

    func itemScroller() throws -> ItemScroller {
        let scroller = try ItemScroller(count: 11, selectedRow: 0, itemExtent: rowExtent)
        scroller.visibleRowCount = 5
        return scroller
    }

    func contentScroller() -> ContentScroller { ContentScroller(viewportLength: 200, contentLength: 600) }

    /// The item scroller's position converted to points.
    func points(_ scroller: ItemScroller) -> Double {
        (Double(scroller.position.row) + scroller.position.fraction) * rowExtent
    }

    @Test func aDragRubberBandsTheSameThroughBothLayers() throws {
        let items = try itemScroller()
        var content = contentScroller()
        // Down past the start, back through the whole range and up past the end, in points.
        let path: [Double] = [0, 30, 80, 150, 260, 100, 0, -120, -390, -420, -500, -700, -1000, -450]
        items.beginDrag(at: path[0] / rowExtent, time: 0)
        content.beginDrag(at: path[0], time: 0)
        for (i, y) in path.enumerated().dropFirst() {
            let time = Double(i) * 0.05
            items.drag(to: y / rowExtent, time: time)
            content.drag(to: y, time: time)
            #expect(abs(points(items) - content.offset) < 1e-9, "at \(y): items \(points(items)), content \(content.offset)")
        }
        // Past the start the band shows less than the pull and never the whole viewport.
        items.drag(to: 900 / rowExtent, time: 1)
        content.drag(to: 900, time: 1)
        #expect(content.offset < 0 && content.offset > -200)
        #expect(abs(points(items) - content.offset) < 1e-9)
    }

    @Test func grabbingContentShownPastAnEndKeepsItWhereItShows() throws {
        let items = try itemScroller()
        var content = contentScroller()
        items.beginDrag(at: 0, time: 0)
        content.beginDrag(at: 0, time: 0)
        items.drag(to: 5, time: 0.1)          // 200 points down past the start
        content.drag(to: 200, time: 0.1)
        let shown = content.offset
        // Let go and grab again at once: both resume from where the band showed them, not from the pull.
        items.endDrag(at: 5, time: 0.5)
        content.endDrag(at: 200, time: 0.5)
        items.beginDrag(at: 0, time: 0.5)
        content.beginDrag(at: 0, time: 0.5)
        #expect(abs(content.offset - shown) < 1e-9)
        #expect(abs(points(items) - shown) < 1e-9)
        items.drag(to: 10 / rowExtent, time: 0.6)
        content.drag(to: 10, time: 0.6)
        #expect(abs(points(items) - content.offset) < 1e-9)
        #expect(content.offset < shown)  // pulled further, the band gives less than 10 points
        #expect(content.offset > shown - 10)
    }

    @Test func theReleaseVelocityIsTheSameThroughBothLayers() throws {
        // A steady 600 pt/s pull up (offset growing) released in range: the core hands both layers the
        // same velocity, and the content flings with it.
        var core = ScrollMotion()
        let band = RubberBand(range: 0...400, dimension: 200)
        core.beginDrag(at: 0, time: 0, band: band)
        for i in 1...6 { core.drag(to: -6 * Double(i), time: Double(i) * 0.01, band: band) }
        let velocity = core.endDrag(at: -36, time: 0.06, band: band, maximumSpeed: ScrollTuning.maximumFlingSpeed)
        #expect(abs(velocity - 600) < 1e-6)
        #expect(!core.isDragging && !core.isMoving && core.offset == 36)

        var content = contentScroller()
        content.beginDrag(at: 0, time: 0)
        for i in 1...6 { content.drag(to: -6 * Double(i), time: Double(i) * 0.01) }
        content.endDrag(at: -36, time: 0.06)
        #expect(content.isAnimating)
        content.tick(now: 0.07)
        let friction = FrictionSimulation(position: 36, velocity: 600, tolerance: Tolerance(distance: 0, velocity: ScrollTuning.flingRestingSpeed))
        #expect(abs(content.offset - friction.position(at: 0.01)) < 1e-9)
    }

    @Test func aPointerThatJumpsFlingsNoFasterThanTheLimit() throws {
        // 180 points in a millisecond is 180,000 pt/s: the release is 8,000 pt/s either way, so a fling
        // travels at most 8,000 / ln(1 / drag) points (under 4,000) and ends in a few seconds.
        var core = ScrollMotion()
        core.beginDrag(at: 0, time: 0, band: nil)
        #expect(core.endDrag(at: -180, time: 0.001, band: nil, maximumSpeed: ScrollTuning.maximumFlingSpeed) == 8000)
        core.beginDrag(at: 0, time: 1, band: nil)
        #expect(core.endDrag(at: 180, time: 1.001, band: nil, maximumSpeed: ScrollTuning.maximumFlingSpeed) == -8000)
        let reach = ScrollTuning.maximumFlingSpeed / -log(FrictionSimulation.iOSDrag)

        let items = try ItemScroller(count: 100_000, selectedRow: 50_000, itemExtent: rowExtent)
        items.beginDrag(at: 0, time: 0)
        items.drag(to: -180 / rowExtent, time: 0.001)
        items.endDrag(at: -180 / rowExtent, time: 0.001)
        let itemsEnd = items.runUntilSettled(from: 0.001)
        let rowsTravelled = items.selectedRow - 50_000
        #expect(rowsTravelled > 0 && Double(rowsTravelled) <= (180 + reach) / rowExtent + 1, "\(rowsTravelled) rows")
        #expect(itemsEnd < 5, "settled after \(itemsEnd) s")

        var content = ContentScroller(viewportLength: 200, contentLength: 1_000_000)
        content.beginDrag(at: 0, time: 0)
        content.drag(to: -180, time: 0.001)
        content.endDrag(at: -180, time: 0.001)
        var now = 0.001
        while content.isAnimating && now < 30 { now += 1.0 / 60; content.tick(now: now) }
        #expect(content.offset > 180 && content.offset <= 180 + reach, "\(content.offset) points")
        #expect(now < 5, "settled after \(now) s")
    }

    @Test func aRunningMotionIsGrabbedWhereItIs() {
        var core = ScrollMotion(offset: 10)
        let friction = FrictionSimulation(position: 10, velocity: 300)
        core.start(friction, at: 1)
        #expect(core.isMoving && core.startTime == 1)
        #expect(core.state(at: 1.2).offset == friction.position(at: 0.2))
        #expect(core.state(at: 1.2).velocity == friction.velocity(at: 0.2))
        core.beginDrag(at: 0, time: 1.2, band: nil)
        #expect(core.isDragging && core.offset == friction.position(at: 0.2))
        core.drag(to: -5, time: 1.3, band: nil)  // no band: 1:1 everywhere
        #expect(core.offset == friction.position(at: 0.2) + 5)
    }

    @Test func aSpringLandsAndReportsItsEnd() {
        var core = ScrollMotion(offset: 3)
        let tolerance = Tolerance(distance: 0.001, velocity: 0.01)
        let stays = core.spring(to: 3, velocity: 0, time: 0, spring: ScrollTuning.snapSpring, tolerance: tolerance)
        #expect(!stays)
        #expect(!core.isMoving && core.offset == 3)
        let springs = core.spring(to: 5, velocity: 0, time: 0, spring: ScrollTuning.snapSpring, tolerance: tolerance)
        let doneEarly = core.advance(to: 0.1)
        #expect(springs && !doneEarly)
        #expect(core.offset > 3 && core.offset < 5)
        var time = 0.1
        while !core.advance(to: time) { time += 1.0 / 60 }
        #expect(core.offset == 5 && !core.isMoving)
        let doneAgain = core.advance(to: time + 1)
        #expect(!doneAgain)  // nothing runs any more
    }

    @Test func theBandIsItsOwnInverse() {
        let band = RubberBand(range: -2...7, dimension: 5)
        for raw in stride(from: -20.0, through: 30, by: 0.75) {
            let visual = band.visualOffset(forRaw: raw)
            #expect(visual > -7 && visual < 12)
            #expect(abs(band.rawOffset(forVisual: visual) - raw) < 1e-9)
        }
        #expect(band.clamp(-3) == -2 && band.clamp(8) == 7 && band.clamp(1) == 1)
    }

    @Test func bothLayersSpringWithTheSharedRestingTolerance() throws {
        // The content's programmatic spring ends within the shared resting distance and speed.
        var content = contentScroller()
        content.scroll(to: 300, time: 0, animated: true)
        #expect(content.scrollTarget == 300)
        var now = 0.0
        while content.isAnimating && now < 5 { now += 1.0 / 60; content.tick(now: now) }
        #expect(content.offset == 300)
        // The item layer's: a step of one row lands exactly on it.
        let items = try itemScroller()
        items.step(by: 1, time: 0)
        now = 0
        while items.isAnimating && now < 5 { now += 1.0 / 60; items.tick(now: now) }
        #expect(items.selectedRow == 1 && items.position == ScrollPosition(row: 1, fraction: 0))
    }
}
