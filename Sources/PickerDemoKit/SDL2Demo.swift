import CSDL2
import Foundation
import PickerDemoApp
import PickerKit

/// `picker-demo` on SDL 2: the demo's command line and application (`DemoRunner`) on PickerSDL's host.
public enum SDL2Demo: DemoPlatform {
    public typealias Offscreen = OffscreenRenderer
    public static let toolName = "picker-demo"

    public static func fontLoader() throws -> any FontFaceLoader {
        try SDLLibrary.shared(videoDriver: .dummy)
    }

    public static func openWindow(title: String, size: Size, scale: Double, backend: PanelBackend?) throws -> WindowHost {
        try WindowHost(title: title, size: size, userScale: scale, backend: backend)
    }

    public static func scriptEvents(scale: Double, windowSize: Size) -> SDL2ScriptEvents {
        SDL2ScriptEvents(scale: scale, windowSize: windowSize)
    }

}

/// The demo on SDL 2 (what `picker-demo` runs; the tests and the bench lay pages out with it).
public typealias DemoApplication = DemoRunner<SDL2Demo>

extension DamageCheck {
    /// Replays `script` on SDL 2's offscreen renderer both ways and compares every frame (see
    /// `run(_:script:...)`).
    public static func run(
        script: InputScript, pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double,
        mismatchImages: String? = nil, redrawMode: PanelStack.RedrawMode = .damagedAreas,
        makeScene: (TextMeasurer) throws -> HostedScene
    ) throws -> Report {
        try run(
            OffscreenRenderer.self, script: script, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            pixelsPerPoint: pixelsPerPoint, mismatchImages: mismatchImages, redrawMode: redrawMode, makeScene: makeScene)
    }
}

extension OffscreenRenderer: DemoOffscreen {
    public static func make(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double) throws -> OffscreenRenderer {
        try OffscreenRenderer(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint, backend: .software)
    }

    public func deliver(_ action: InputScript.Action, time: Double) {
        for event in SDL2ScriptEvents.sdlEvents(for: action, scale: 1, windowSize: sizeInPoints) {
            host.handle(event, time: time)
        }
    }
}

extension WindowHost: DemoWindow {
    public var fonts: FontStore { panels.fonts }
    public func makeClipboard() -> Clipboard { SDLClipboard(library: panels.library) }
}

