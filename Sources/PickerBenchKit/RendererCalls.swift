import PickerDemoApp
import PickerInspection

/// `--renderer-calls`: a case's gesture replayed through the renderer backend (`SDL_RenderGeometry` on SDL's
/// software renderer), counting the SDL drawing calls of each frame the scene needed.
struct RendererCalls<Offscreen: BenchOffscreen> {
    var runner: BenchRunner<Offscreen>

    func run() throws -> JSONValue {
        let scale = runner.scale
        let renderer = try Offscreen.make(
            pixelWidth: Int((runner.size.width * scale).rounded()), pixelHeight: Int((runner.size.height * scale).rounded()),
            pixelsPerPoint: scale, backend: .renderer)
        let built = try runner.benchCase.makeScene(BenchCase.pageOptions, renderer.textMeasurer)
        built.scene.layout(size: renderer.host.sizeInPoints)
        let input = try runner.script(layout: built.layout()).inputScript(framesPerSecond: runner.framesPerSecond)
        let timed = TimedScene(built.scene)
        let replay = OffscreenReplay(renderer: renderer, scene: timed)
        var calls: [Double] = []
        replay.onFrame = { _ in
            if timed.neededFrame { calls.append(Double(renderer.lastFrameRendererCallCount)) }
        }
        try replay.run(input)
        let statistics = FrameStatistics(milliseconds: calls)
        return .object([
            ("page", .string(runner.benchCase.name)),
            ("scale", .double(scale)),
            ("frames", .int(calls.count)),
            ("sdl_calls_per_frame_median", .double(statistics.median)),
            ("sdl_calls_per_frame_max", .double(statistics.percentile(100))),
        ])
    }
}
