import PickerKit

/// Replays a script offscreen, frame by frame at the script's frame rate, with the script's own
/// times: the same script always gives the same frames. Events go through the same SDL event
/// translation a window uses.
public final class OffscreenReplay {
    public let renderer: OffscreenRenderer
    public let scene: HostedScene
    private let translator: SDLEventTranslator
    /// Called after each rendered frame with its time (for benchmarks); nil renders only the last frame.
    public var onFrame: ((Double) -> Void)?

    public init(renderer: OffscreenRenderer, scene: HostedScene) {
        self.renderer = renderer
        self.scene = scene
        translator = SDLEventTranslator(pointsPerWindowCoordinate: 1, windowSizeInPoints: renderer.sizeInPoints)
    }

    /// Runs the script to its end time and renders the last frame.
    public func run(_ script: InputScript) throws {
        scene.layout(size: renderer.sizeInPoints)
        let frameDuration = 1 / script.framesPerSecond
        let frameCount = Int((script.endTime / frameDuration).rounded(.up))
        var next = 0
        for frame in 0...frameCount {
            let now = min(Double(frame) * frameDuration, script.endTime)
            while next < script.steps.count, script.steps[next].time <= now {
                deliver(script.steps[next])
                next += 1
            }
            if let onFrame {
                try renderer.render(scene: scene, now: now, makeCanvas: DemoApplication.makeCanvas)
                onFrame(now)
            } else {
                scene.tick(now: now)
            }
        }
        if onFrame == nil {
            try renderer.render(scene: scene, now: script.endTime, makeCanvas: DemoApplication.makeCanvas)
        }
    }

    private func deliver(_ step: InputScript.Step) {
        for sdlEvent in ScriptInjector.sdlEvents(for: step.action, scale: 1, windowSize: renderer.sizeInPoints) {
            for event in translator.translate(sdlEvent, time: step.time) {
                scene.handle(event)
            }
        }
    }
}
