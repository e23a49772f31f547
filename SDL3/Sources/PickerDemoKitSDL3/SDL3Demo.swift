import Foundation
import PickerDemoApp
import PickerDemoPages
import PickerSDL3
import PickerSDL3Accessibility

/// `picker-demo-sdl3`: the demo's command line and application (`DemoRunner`, shared with `picker-demo`)
/// on PickerSDL3's host.
public enum SDL3Demo: DemoPlatform {
    public typealias Offscreen = OffscreenRenderer
    public static let toolName = "picker-demo-sdl3"

    public static func fontLoader() throws -> any FontFaceLoader {
        try SDLLibrary.shared(videoDriver: .dummy)
    }

    public static func openWindow(title: String, size: Size, scale: Double, backend: PanelBackend?) throws -> WindowHost {
        try WindowHost(title: title, size: size, userScale: scale, backend: backend)
    }

    public static func scriptEvents(scale: Double, windowSize: Size) -> SDL3ScriptEvents {
        SDL3ScriptEvents(scale: scale, windowSize: windowSize)
    }

}

extension OffscreenRenderer: DemoOffscreen {
    public static func make(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double) throws -> OffscreenRenderer {
        try OffscreenRenderer(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint)
    }

    public func deliver(_ action: InputScript.Action, time: Double) {
        for event in SDL3ScriptEvents(scale: 1, windowSize: sizeInPoints).events(for: action, controller: offscreenControllerID) {
            host.handle(event, time: time)
        }
    }
}

/// The instance id controller steps carry offscreen, where no controller is plugged in: one no SDL
/// joystick has (SDL 3 counts them from 1).
let offscreenControllerID: SDL_JoystickID = .max

extension WindowHost: DemoWindow {
    public var fonts: FontStore { panels.fonts }
    public func makeClipboard() -> Clipboard { SDLClipboard(library: panels.library) }
}

