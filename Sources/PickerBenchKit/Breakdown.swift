import PickerDemoApp
import PickerInspection

/// Where a frame's time goes, for `--breakdown`: the same gesture and frames as the timed replay, replayed
/// again with each phase timed. Figures are means per timed frame in milliseconds, so the phases add up
/// to `total_ms`.
struct FrameBreakdown {
    var frames = 0
    /// Advancing animations; the widgets' drawing into draw lists (`draw_ms`, every pass); the rest: moving
    /// panel pixels, filling backgrounds, the backend playing the lists, and writing the changed pixels out.
    var tick = 0.0, draw = 0.0, rest = 0.0

    var json: JSONValue {
        let n = Double(max(frames, 1))
        let ms = { (ns: Double) in JSONValue.double(ns / n / 1e6) }
        return .object([
            ("total_ms", ms(tick + draw + rest)),
            ("tick_ms", ms(tick)),
            ("draw_ms", ms(draw)),
            ("play_and_present_ms", ms(rest)),
        ])
    }
}

extension BenchRunner {
    /// Replays the gesture on a fresh renderer and scene through the same frame path as the timed replay
    /// (`OffscreenReplay` and the renderer's `PanelHost`) and times each phase of every needed frame.
    func breakdown() throws -> FrameBreakdown {
        let renderer = try Offscreen.make(
            pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
            pixelsPerPoint: scale)
        let built = try benchCase.makeScene(BenchCase.pageOptions, renderer.textMeasurer)
        built.scene.layout(size: renderer.host.sizeInPoints)
        let script = try script(layout: built.layout()).inputScript(framesPerSecond: framesPerSecond)
        let timed = TimedScene(built.scene)
        var figures = FrameBreakdown()
        var frameIndex = 0
        var drawTime = 0.0
        timed.onDraw = { drawTime += $0 }
        timed.onTick = { drawTime = 0 }
        let replay = OffscreenReplay(renderer: renderer, scene: timed)
        replay.onFrame = { _ in
            let end = MonotonicClock.nanoseconds()
            defer { frameIndex += 1 }
            guard timed.neededFrame, frameIndex >= warmup, figures.frames < frames else { return }
            figures.frames += 1
            figures.tick += Double(timed.tickEnd - timed.frameStart)
            figures.draw += drawTime
            figures.rest += Double(end - timed.tickEnd) - drawTime
        }
        try replay.run(script)
        return figures
    }
}
