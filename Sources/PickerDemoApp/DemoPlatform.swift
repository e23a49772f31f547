import Foundation
import PickerATSPI
import PickerCore
import PickerDemoPages
import PickerFrame
import PickerSDLShared
import PickerText
import PickerWidgets

/// What the demo needs of one SDL (PickerDemoKit's on SDL 2, PickerDemoKitSDL3's on SDL 3): its offscreen
/// renderer, its window, its events for a script, and what it cannot do. `DemoRunner` is the rest, once.
public protocol DemoPlatform {
    associatedtype Offscreen: DemoOffscreen
    associatedtype Window: DemoWindow
    associatedtype Events: ScriptEventQueue

    /// The executable's name, for messages ("picker-demo").
    static var toolName: String { get }
    /// Opens font faces for a layout dump: SDL started with its dummy video driver, no window.
    static func fontLoader() throws -> any FontFaceLoader
    /// Opens the demo's window, `size` points large at `scale` window coordinates per point.
    static func openWindow(title: String, size: Size, scale: Double, backend: PanelBackend?) throws -> Window
    /// The queue a script's steps are pushed into for a window of `windowSize` points at `scale`.
    static func scriptEvents(scale: Double, windowSize: Size) -> Events
}

/// An image in memory a host draws into with the software backend (each SDL's `OffscreenRenderer`):
/// screenshots, replays and the damage check.
public protocol DemoOffscreen: AnyObject, RGBAPixelSource {
    associatedtype Host: PanelHosting
    /// An image of `pixelWidth` x `pixelHeight` pixels at `pixelsPerPoint`, drawn with the software backend.
    static func make(pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double) throws -> Self
    /// The host that draws the scene and takes its events.
    var host: Host { get }
    /// The fonts text is measured and drawn with.
    var fonts: FontStore { get }
    /// Measures text as the frames draw it.
    var textMeasurer: TextMeasurer { get }
    /// Shows `scene` as the one panel, filling the image, unless it already is.
    func show(_ scene: HostedScene)
    /// Draws `scene` advanced to `now`.
    func render(scene: HostedScene, now: Double) throws
    /// Gives one script action to the host as its SDL's events at `time`: the translation a window uses.
    func deliver(_ action: InputScript.Action, time: Double)
}

/// A window of the demo's own with a loop (each SDL's `WindowHost`).
public protocol DemoWindow: AnyObject {
    associatedtype Host: AccessibleHost
    /// The host of the window's panels.
    var panels: Host { get }
    /// The fonts the window's text is measured and drawn with.
    var fonts: FontStore { get }
    /// How the window draws, as chosen when it opened.
    var drawing: WindowDrawing { get }
    /// The system clipboard, for the pages' text fields.
    func makeClipboard() -> Clipboard
    /// Called for every key press before the scene sees it; true when the key was handled.
    var onKey: ((Self, KeyEvent) -> Bool)? { get set }
    /// Called after each frame is presented with the frame's number and time.
    var onFrameRendered: ((Self, Int, Double) -> Void)? { get set }
    /// Ends `run` before its next frame.
    func requestQuit()
    /// Saves the next frame to a PNG file at `path`, then calls `completion` with nil or the error.
    func captureNextFrame(to path: String, completion: @escaping (Error?) -> Void)
    /// Runs `scene`, filling the window, until it is closed or `requestQuit()` is called.
    func run(scene: HostedScene) throws
}

/// One SDL's side of playing a script into a window: events pushed into SDL's queue (from another thread).
public protocol ScriptEventQueue {
    associatedtype Controller: ScriptController
    /// Pushes the events of a pointer, wheel, key or text step.
    func push(_ action: InputScript.Action) throws
    /// Plugs in a virtual controller whose events reach the window even when it is not in front.
    func plugInController() throws -> Controller
    /// Pushes a request to quit, as closing the window does.
    func pushQuit()
}

/// A virtual controller a script's controller steps are set on.
public protocol ScriptController: AnyObject {
    /// Sets a `pad-down`, `pad-up` or `pad-axis` step's button or axis.
    func apply(_ action: InputScript.Action) throws
    /// Unplugs it.
    func detach()
}
