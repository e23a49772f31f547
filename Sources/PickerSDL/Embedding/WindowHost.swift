import CSDL2
import PickerCore
@_spi(SDLHosting) import PickerSDLShared

/// The simplest way to show widgets: PickerKit opens a resizable window and runs the loop, drawing one
/// scene that fills the window (see `SDLWindowHost`). It sleeps in `SDL_WaitEvent` while nothing moves.
public typealias WindowHost = SDLWindowHost<PanelHost>

/// SDL 2's calls for `WindowHost`'s window and loop.
extension PanelHost: SDLWindowHosting {
    @_spi(SDLHosting) public static let windowHostFlags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue

    @_spi(SDLHosting) public static func emptyEvent() -> SDL_Event { SDL_Event() }

    @_spi(SDLHosting) public static func pollEvent(_ event: inout SDL_Event) -> Bool { SDL_PollEvent(&event) == 1 }

    @_spi(SDLHosting) public static func isQuit(_ event: SDL_Event) -> Bool { event.type == SDL_QUIT.rawValue }

    @_spi(SDLHosting) public func keyPresses(in event: SDL_Event) -> [KeyEvent] {
        guard event.type == SDL_KEYDOWN.rawValue else { return [] }
        return translator.translate(event, time: currentTime()).compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    @_spi(SDLHosting) public static func surface(of window: SDLWindow) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_GetWindowSurface(window.pointer)
    }

    @_spi(SDLHosting) public static func showSurface(of window: SDLWindow, rects: [PixelRect]) throws {
        var rects = rects.map(SDL_Rect.init)
        try check(SDL_UpdateWindowSurfaceRects(window.pointer, &rects, Int32(rects.count)), "SDL_UpdateWindowSurfaceRects")
    }

    @_spi(SDLHosting) public static func currentOpenGLFunction(named name: String) -> UnsafeRawPointer? {
        guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress(name) else { return nil }
        return UnsafeRawPointer(address)
    }

    @_spi(SDLHosting) public static func softwareRendererOnSystemFramebuffer(for window: SDLWindow) throws -> SDLRenderer {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        return try SDLRenderer(softwareFor: window)
    }
}
