import CSDL3
import PickerCore
@_spi(SDLHosting) import PickerSDLShared

/// A window of its own with a loop, for programs that are only PickerKit (the SDL 3 demo): a `PanelHost`
/// on a window and renderer it owns, sleeping while nothing moves (see `SDLWindowHost`).
public typealias WindowHost = SDLWindowHost<PanelHost>

/// SDL 3's calls for `WindowHost`'s window and loop.
extension PanelHost: SDLWindowHosting {
    @_spi(SDLHosting) public static let windowHostFlags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_HIGH_PIXEL_DENSITY

    @_spi(SDLHosting) public static func emptyEvent() -> SDL_Event { SDL_Event() }

    @_spi(SDLHosting) public static func pollEvent(_ event: inout SDL_Event) -> Bool { SDL_PollEvent(&event) }

    @_spi(SDLHosting) public static func isQuit(_ event: SDL_Event) -> Bool { SDL_EventType(event.type) == SDL_EVENT_QUIT }

    @_spi(SDLHosting) public func keyPresses(in event: SDL_Event) -> [KeyEvent] {
        guard SDL_EventType(event.type) == SDL_EVENT_KEY_DOWN else { return [] }
        return translator.translate(event, time: currentTime()).compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    @_spi(SDLHosting) public static func surface(of window: SDLWindow) -> UnsafeMutablePointer<SDL_Surface>? {
        SDL_GetWindowSurface(window.pointer)
    }

    @_spi(SDLHosting) public static func showSurface(of window: SDLWindow, rects: [PixelRect]) throws {
        let rects = rects.map(SDL_Rect.init)
        try check(SDL_UpdateWindowSurfaceRects(window.pointer, rects, Int32(rects.count)), "SDL_UpdateWindowSurfaceRects")
    }

    @_spi(SDLHosting) public static func currentOpenGLFunction(named name: String) -> UnsafeRawPointer? {
        guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress(name) else { return nil }
        return unsafeBitCast(address, to: UnsafeRawPointer.self)
    }

    @_spi(SDLHosting) public static func softwareRendererOnSystemFramebuffer(for window: SDLWindow) throws -> SDLRenderer {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        return try SDLRenderer(softwareFor: window)
    }
}
