import PickerCore
import PickerDemoPages
import PickerFrame

/// Replays a script offscreen, frame by frame at the script's frame rate, with the script's own
/// times: the same script always gives the same frames. Events are SDL events given to the renderer's
/// `PanelHost` (`DemoOffscreen.deliver`), as an app's loop gives them: the same translation and routing
/// a window uses.
public final class OffscreenReplay<Renderer: DemoOffscreen> {
    public let renderer: Renderer
    public let scene: HostedScene
    /// Called after each rendered frame with its time (for benchmarks); nil renders only the last frame.
    public var onFrame: ((Double) -> Void)?
    /// Called before each rendered frame with its time: what an app draws under the panel, if anything.
    public var beforeFrame: ((Double) throws -> Void)?

    public init(renderer: Renderer, scene: HostedScene) {
        self.renderer = renderer
        self.scene = scene
    }

    /// Runs the script to its end time and renders the last frame.
    public func run(_ script: InputScript) throws {
        renderer.show(scene)
        let host = renderer.host
        let frameDuration = 1 / script.framesPerSecond
        let frameCount = Int((script.endTime / frameDuration).rounded(.up))
        var next = 0
        for frame in 0...frameCount {
            let now = min(Double(frame) * frameDuration, script.endTime)
            while next < script.steps.count, script.steps[next].time <= now {
                renderer.deliver(script.steps[next].action, time: script.steps[next].time)
                next += 1
            }
            if let onFrame {
                try beforeFrame?(now)
                try renderer.render(scene: scene, now: now)
                onFrame(now)
            } else {
                host.tick(now: now)
            }
        }
        if onFrame == nil {
            try renderer.render(scene: scene, now: script.endTime)
        }
    }
}
