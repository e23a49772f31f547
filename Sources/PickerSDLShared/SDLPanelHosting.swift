import PickerCore
import PickerFrame
import PickerText

/// What a `PanelHost` on either SDL does once its SDL's event is named in `WindowEvent` or
/// `ControllerEvent`, written once: window changes, controllers, the pixel density and the IME's area.
/// A host supplies its handles' answers and translates its SDL's events. The requirements a host meets in
/// its SDL's words but an app has no use for are SPI (`@_spi(SDLHosting)`), seen only by the hosts.
public protocol SDLPanelHosting: PanelHosting {
    associatedtype Translator: InputTranslator
    associatedtype Controllers: GamepadStates
    associatedtype Window: SDLWindowHandle where Window.Library == Library
    associatedtype Renderer: SDLRendererHandle where Renderer.Window == Window, Renderer.Surface.Library == Library
    associatedtype Library: SDLLibraryHandle & FontFaceLoader
    associatedtype Geometry: GeometryRenderer
    associatedtype Texture
    associatedtype Target: SurfaceFrameTarget where Target.Surface == Renderer.Surface.Pointer
    /// A host made of `parts` (the public initialisers make them).
    @_spi(SDLHosting)
    init(parts: HostParts<Self>)
    /// What the host is made of, built the same on both SDLs: its handles, fonts, text measurer, backend
    /// and frame path.
    @_spi(SDLHosting)
    var parts: HostParts<Self> { get }
    /// The renderer backend's SDL part, drawing with `renderer`, its text textures made with `library`.
    @_spi(SDLHosting)
    static func geometryRenderer(renderer: Renderer, library: Library) -> Geometry
    /// Called after each frame with what the frame could not draw (each distinct error once).
    var onDrawingError: ((DrawingError) -> Void)? { get set }
    /// Runs `draw` with the renderer drawing into `texture` (its current target when nil) at scale 1, and
    /// its state as it was afterwards, also when `draw` throws: a frame in the host's SDL's words.
    @_spi(SDLHosting)
    func withRenderer(drawingInto texture: Texture?, _ draw: () throws -> Void) throws
    /// Where the host's frames go: a surface written in place, or the renderer.
    @_spi(SDLHosting)
    var frameTarget: Target { get }
    /// The surface the software backend writes panels into (a window's surface, an offscreen image); nil
    /// to show them through the renderer.
    @_spi(SDLHosting)
    var targetSurface: (() -> Target.Surface?)? { get set }
    /// Turns the window's SDL events into input events in window points.
    var translator: Translator { get }
    /// The game controllers open.
    var gameControllers: Controllers { get }
    /// Which face button confirms on every controller; nil follows each controller's type.
    var gamepadFaceLayout: GamepadFaceLayout? { get }
    /// Opens the controller SDL announced (SDL 2's device index, SDL 3's joystick id); a failure leaves it
    /// closed, as controllers are optional.
    func openController(_ which: Int)
}

/// Where an SDL host's frames go: into a surface when the frame has one, otherwise through the renderer.
public protocol SurfaceFrameTarget: FrameTarget {
    /// SDL's `SDL_Surface` pointer type.
    associatedtype Surface
    /// The surface to write into this frame; nil to show panels through the renderer.
    var surface: Surface? { get set }
}

extension SDLPanelHosting {
    /// Where this frame's panels go: into the surface the software backend writes (a window's, an offscreen
    /// image's) unless the frame draws into an app's texture, otherwise through the renderer.
    func frameTarget(drawingIntoTexture: Bool) -> Target {
        frameTarget.surface = drawingIntoTexture ? nil : targetSurface?()
        return frameTarget
    }

    /// The face layout of the controller with `id`: `gamepadFaceLayout` when set, else its type's.
    public func faceLayout(of id: ControllerID) -> GamepadFaceLayout {
        gamepadFaceLayout ?? gameControllers.faceLayout(of: id)
    }

    /// Whether an event for the window `id` (0 when the event names none) is this host's: every event is
    /// an offscreen host's.
    public func isForThisWindow(_ id: UInt32) -> Bool {
        guard let windowID else { return true }
        return id == 0 || id == windowID
    }

    /// Cancels every pointer that is down (as when the window loses focus): widgets undo their gestures.
    public func cancelAllPointers(time: Double? = nil) {
        for input in translator.cancelAllPointers(time: time ?? currentTime()) { _ = stack.route(input) }
        stack.forgetPointers()
        inputStateDidChange()
    }

    /// Follows the window's pixel density: pixels per point are `userScale` times its pixels per window
    /// coordinate (2 on a HiDPI screen). Offscreen, the density given at creation stands.
    public func updatePixelsPerPoint() {
        guard let (coordinates, pixels) = windowSizes, coordinates.width > 0, pixels.width > 0 else { return }
        let density = userScale * Double(pixels.width) / Double(coordinates.width)
        textMeasurer.pixelsPerPoint = density
        stack.pixelsPerPoint = density
    }

    /// Takes a change of the host's window: a resize lays the panels out again, an expose redraws them,
    /// a lost focus cancels the pointers, and the screen reader hears of it.
    public func handle(_ change: WindowEvent, time: Double? = nil) {
        switch change {
        case .resized(let width, let height):
            let size = Size(width: Double(width) / userScale, height: Double(height) / userScale)
            stack.resize(to: size)
            translator.windowSizeInPoints = size
            updatePixelsPerPoint()
        case .moved:
            break
        case .exposed:
            setNeedsFullRedraw()
        case .displayChanged:
            updatePixelsPerPoint()
        case .hidden:
            cancelAllPointers(time: time)
        case .focusGained, .focusLost:
            if change == .focusLost { cancelAllPointers(time: time) }
            accessibility?.windowActivationChanged(isActive: change == .focusGained)
        }
        accessibility?.sceneDidChange(afterInput: false)
    }

    /// Takes a controller's event: plugging in opens it, unplugging closes it (and stops its repeats),
    /// buttons and the left stick move the key panel's focus, the triggers and the right stick fling.
    /// - Returns: whether a panel used it (a release when its press was); plugging and unplugging never are.
    @discardableResult
    public func handle(_ event: ControllerEvent, time: Double? = nil) -> Bool {
        let now = time ?? currentTime()
        var used = false
        switch event {
        case .added(let which):
            openController(which)
        case .removed(let id):
            if gameControllers.remove(id) { stack.removeController(id) }
        case .button(let button, let isDown, let id):
            used = stack.handleButton(button, isDown: isDown, on: id, faceLayout: faceLayout(of: id), time: now)
        case .axis(let axis, let value, let id):
            used = stack.handleAxis(axis, value: value, on: id, controllers: gameControllers, time: now)
        }
        inputStateDidChange()
        accessibility?.sceneDidChange(afterInput: true)
        return used
    }

    /// Where the IME's candidate window goes, in window coordinates: the focused text field's caret area;
    /// nil when no text field edits.
    public var textInputArea: PixelRect? {
        textInputRectInWindow.map { rect in
            PixelRect(
                x: Int((rect.minX * userScale).rounded()), y: Int((rect.minY * userScale).rounded()),
                width: Int(max(1, (rect.width * userScale).rounded())), height: Int(max(1, (rect.height * userScale).rounded())))
        }
    }
}

/// A game controller's SDL event, named once for both SDLs.
public enum ControllerEvent: Hashable, Sendable {
    /// SDL announced a controller (SDL 2's device index, SDL 3's joystick id).
    case added(which: Int)
    /// The controller `id` was unplugged.
    case removed(ControllerID)
    /// A button went down or up.
    case button(GamepadButton, isDown: Bool, ControllerID)
    /// An axis moved to `value` (SDL's -32768...32767).
    case axis(GamepadAxis, value: Int, ControllerID)
}
