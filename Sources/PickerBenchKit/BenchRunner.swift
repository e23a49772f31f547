import PickerCore
import PickerDemoApp
import PickerFrame
import PickerInspection

/// The figures of one case at one size and scale.
struct BenchResult {
    var page: String
    var size: WindowSize
    var scale: Double
    /// Timed frames (after warm-up), of the page and of the baseline alike.
    var frames: Int
    /// Frames as they really run: only what changed is redrawn.
    var page_ms: FrameStatistics
    /// The same frames with every frame redrawn whole (for like-for-like comparisons).
    var full_ms: FrameStatistics
    var baseline_ms: FrameStatistics
    /// Pixels drawn per frame as the frames really run, on average, and the window's pixel count.
    var drawnPixelsPerFrame: Double
    /// Pixels copied per frame (content that only moved, not redrawn), on average.
    var copiedPixelsPerFrame: Double
    var windowPixels: Int
    /// Pictures (texts, layers) the backend made per timed frame as frames really run (store misses).
    var picturesMadePerFrame: Double
    /// What the backend's store holds after the replay of frames as they really run.
    var pictures: PictureStatistics

    /// One JSON line; keys are stable (add, never rename).
    var json: JSONValue {
        let median = page_ms.median, p99 = page_ms.percentile(99)
        let baseMedian = baseline_ms.median, baseP99 = baseline_ms.percentile(99)
        return .object([
            ("page", .string(page)),
            ("size", .string("\(Int(size.width))x\(Int(size.height))")),
            ("scale", .double(scale)),
            ("frames", .int(frames)),
            ("median_ms", .double(median)),
            ("p99_ms", .double(p99)),
            ("baseline_median_ms", .double(baseMedian)),
            ("baseline_p99_ms", .double(baseP99)),
            ("ratio_median", .double(baseMedian > 0 ? median / baseMedian : .nan)),
            ("ratio_p99", .double(baseP99 > 0 ? p99 / baseP99 : .nan)),
            ("full_median_ms", .double(full_ms.median)),
            ("full_p99_ms", .double(full_ms.percentile(99))),
            ("ratio_full_median", .double(baseMedian > 0 ? full_ms.median / baseMedian : .nan)),
            ("drawn_kpixels_per_frame", .double(drawnPixelsPerFrame / 1000)),
            ("drawn_share", .double(drawnPixelsPerFrame / Double(max(1, windowPixels)))),
            ("copied_kpixels_per_frame", .double(copiedPixelsPerFrame / 1000)),
            ("copied_share", .double(copiedPixelsPerFrame / Double(max(1, windowPixels)))),
            ("pictures_made_per_frame", .double(picturesMadePerFrame)),
            ("picture_store_kb", .int(pictures.byteCount / 1024)),
        ])
    }
}

/// Runs one case: the gesture replayed offscreen with every frame rendered and timed, then as many
/// bare frames (clear + present) on the same renderer as the baseline.
struct BenchRunner<Offscreen: BenchOffscreen> {
    var benchCase: BenchCase
    var size: WindowSize
    var scale: Double
    /// Timed frames wanted; the gesture repeats until the replay has at least `warmup + frames`.
    var frames: Int
    var warmup: Int
    var framesPerSecond: Double = 60
    /// The replays to time (`--redraw`); with one, its figures stand for the other's too.
    var redraw: BenchOptions.RedrawChoice = .both
    /// Where a line per timed frame goes (`--frame-log`), if anywhere.
    var frameLog: FrameLog?
    /// Whether the page is a panel without a background over a moving scene (`--over-scene`).
    var overScene = false

    /// The name in the JSON lines.
    var pageName: String { overScene ? "\(benchCase.name) over scene" : benchCase.name }

    /// The gesture, repeated (back and forth) until the replay is long enough; needs the case's layout.
    /// - Parameter length: how many times `warmup + frames` frames the replay lasts at least (only the
    ///   frames the scene needs are timed, so pauses in the gesture need room).
    func script(layout: LayoutNode, length: Int = 1) throws -> GestureScript {
        var script = GestureScript()
        var pass = 0
        // A replay of duration T renders floor(T * fps) + 1 frames (OffscreenReplay renders frames 0...n).
        while Int((script.time * framesPerSecond).rounded(.up)) + 1 < length * (warmup + frames) {
            let before = script.time
            try benchCase.gesture(layout, pass % 2 == 0 ? 1 : -1, &script)
            guard script.time > before else { throw BenchError("the \(benchCase.name) gesture takes no time") }
            pass += 1
        }
        return script
    }

    func run() throws -> BenchResult {
        let damaged = try timedReplay(redrawMode: redraw == .full ? .everything : .damagedAreas)
        let full = redraw == .both ? try timedReplay(redrawMode: .everything) : damaged

        // The baseline: bare frames of the same size, as many, with the same warm-up.
        let renderer = damaged.renderer
        var baseline: [Double] = []
        baseline.reserveCapacity(frames)
        for frame in 0..<(warmup + frames) {
            let start = MonotonicClock.nanoseconds()
            try renderer.clear(damaged.background)
            try renderer.present()
            let end = MonotonicClock.nanoseconds()
            if frame >= warmup { baseline.append(Double(end - start) / 1e6) }
        }

        return BenchResult(
            page: pageName, size: size, scale: scale, frames: frames,
            page_ms: FrameStatistics(milliseconds: damaged.samples), full_ms: FrameStatistics(milliseconds: full.samples),
            baseline_ms: FrameStatistics(milliseconds: baseline),
            drawnPixelsPerFrame: damaged.drawnPixels / Double(frames), copiedPixelsPerFrame: damaged.copiedPixels / Double(frames),
            windowPixels: renderer.pixelWidth * renderer.pixelHeight,
            picturesMadePerFrame: Double(damaged.picturesMade) / Double(frames), pictures: damaged.pictures)
    }

    /// The gesture replayed offscreen with every frame rendered (as `redrawMode` says) and timed: the
    /// replay renders every frame through the renderer's PanelHost (tick, background, draw, canvas flush,
    /// present), as an app's window does. The timed scene notes the start at tick; onFrame notes the end.
    private func timedReplay(redrawMode: PanelStack.RedrawMode) throws
        -> (
            renderer: Offscreen, samples: [Double], drawnPixels: Double, copiedPixels: Double, background: Color,
            picturesMade: Int, pictures: PictureStatistics
        )
    {
        let renderer = try Offscreen.make(
            pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
            pixelsPerPoint: scale)
        renderer.host.redrawMode = redrawMode
        // Only the frames the scene needs are timed: lengthen the gesture until there are enough of them.
        for length in [1, 2, 4, 8] {
            let built = try benchCase.makeScene(BenchCase.pageOptions, renderer.textMeasurer)
            built.scene.layout(size: renderer.host.sizeInPoints)
            let input = try script(layout: built.layout(), length: length).inputScript(framesPerSecond: framesPerSecond)
            let timed = TimedScene(built.scene)
            let replay = OffscreenReplay(renderer: renderer, scene: timed)
            if overScene {
                renderer.panelBackground = .none
                replay.beforeFrame = { now in try Self.drawMovingScene(on: renderer, now: now) }
            }
            var samples: [Double] = []
            samples.reserveCapacity(warmup + frames + 1)
            var frameIndex = 0
            var drawn = 0.0, copied = 0.0
            // What the backend had made by the end of the last needed frame: a frame's misses are what it
            // made since (frames nobody needs draw nothing).
            var madeBefore = CacheMissCounts(totals: renderer.pictureStatistics)
            var picturesMade = 0
            replay.onFrame = { _ in
                let end = MonotonicClock.nanoseconds()
                // Frames the scene did not need (the gesture pausing, everything at rest) are not drawn by an
                // app's loop: they are neither timed nor counted.
                guard timed.neededFrame else { return }
                let madeNow = CacheMissCounts(totals: renderer.pictureStatistics)
                let made = madeNow.since(madeBefore)
                defer { frameIndex += 1; madeBefore = madeNow }
                guard frameIndex >= warmup, samples.count < frames else { return }
                picturesMade += made.pictures
                samples.append(Double(end - timed.frameStart) / 1e6)
                frameLog?.write(
                    page: pageName, scale: scale, redrawMode: redrawMode, frame: samples.count - 1, time: timed.frameTime, milliseconds: samples[samples.count - 1],
                    drawnPixels: renderer.host.lastFrameDrawnPixelCount, copiedPixels: renderer.host.lastFrameCopiedPixelCount,
                    made: made)
                drawn += Double(renderer.host.lastFrameDrawnPixelCount)
                copied += Double(renderer.host.lastFrameCopiedPixelCount)
            }
            try replay.run(input)
            if samples.count == frames {
                return (renderer, samples, drawn, copied, built.scene.backgroundColor, picturesMade, renderer.pictureStatistics)
            }
        }
        throw BenchError("the \(benchCase.name) gesture gave fewer than \(warmup + frames) frames that needed drawing")
    }
}

/// Forwards to a scene and notes when each frame's phases start and end.
final class TimedScene: HostedScene {
    let inner: HostedScene
    /// `MonotonicClock.nanoseconds()` at the start of the last `tick(now:)`, the first thing a frame does.
    private(set) var frameStart: UInt64 = 0
    /// ... at the end of the last `tick(now:)`.
    private(set) var tickEnd: UInt64 = 0
    /// ... at the start and end of the last `draw(in:)`.
    private(set) var drawStart: UInt64 = 0
    private(set) var drawEnd: UInt64 = 0
    /// The time the last frame was drawn for (the gesture's clock, in seconds).
    private(set) var frameTime = 0.0
    /// Called at the start of every frame, before the inner scene's tick.
    var onTick: (() -> Void)?
    /// Called after each `draw(in:)` (one per pass) with its time in nanoseconds.
    var onDraw: ((Double) -> Void)?
    /// Whether the scene needed the last frame (something moved, was held or changed when it began): an
    /// app's loop draws only those, so only they are timed.
    private(set) var neededFrame = false

    init(_ inner: HostedScene) { self.inner = inner }

    func layout(size: Size) { inner.layout(size: size) }
    func handle(_ event: InputEvent) -> Bool { inner.handle(event) }
    func tick(now: Double) {
        onTick?()
        frameTime = now
        neededFrame = inner.needsFrame
        frameStart = MonotonicClock.nanoseconds()
        inner.tick(now: now)
        tickEnd = MonotonicClock.nanoseconds()
    }
    var needsFrame: Bool { inner.needsFrame }
    var damage: DamageRegion { inner.damage }
    func draw(in canvas: Canvas) {
        drawStart = MonotonicClock.nanoseconds()
        inner.draw(in: canvas)
        drawEnd = MonotonicClock.nanoseconds()
        onDraw?(Double(drawEnd - drawStart))
    }
    var backgroundColor: Color { inner.backgroundColor }
    var textInputRect: Rect? { inner.textInputRect }
    var hasKeyboardFocus: Bool { inner.hasKeyboardFocus }
    func moveKeyboardFocus(forward: Bool, wrapping: Bool) -> Bool {
        inner.moveKeyboardFocus(forward: forward, wrapping: wrapping)
    }
    func resignKeyboardFocus() { inner.resignKeyboardFocus() }
}

extension BenchRunner {
    /// What a game draws under its panel: a dark field with a square crossing it, a new place every frame.
    static func drawMovingScene(on offscreen: Offscreen, now: Double) throws {
        let side = offscreen.pixelHeight / 3
        let travel = max(1, offscreen.pixelWidth - side)
        let x = Int(now * 240 * offscreen.host.pixelsPerPoint) % travel
        try offscreen.drawBackdrop(
            field: Color(hex: 0x203040), square: PixelRect(x: x, y: side, width: side, height: side),
            squareColor: Color(hex: 0xDC7828))
    }
}

/// A failure of the bench itself, with its message.
public struct BenchError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
