import CSDL2

/// Owns an `SDL_Window`. Destroyed when the object goes away (after every renderer made for it).
public final class SDLWindow {
    /// The window; valid for the life of this object.
    public let pointer: OpaquePointer
    private let library: SDLLibrary

    /// Opens a window centred on the screen.
    /// - Parameters:
    ///   - width: width in screen coordinates (pixels on a normal screen; points on a HiDPI one).
    ///   - height: height in screen coordinates.
    ///   - flags: `SDL_WindowFlags` raw values or-ed together, e.g. resizable and allow-HiDPI.
    public init(title: String, width: Int, height: Int, flags: UInt32, library: SDLLibrary) throws {
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let pointer = SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags) else {
            throw SDLError.current("SDL_CreateWindow")
        }
        self.pointer = pointer
        self.library = library
    }

    deinit { SDL_DestroyWindow(pointer) }

    /// SDL's id for this window, as found in events' `windowID`.
    public var id: UInt32 { SDL_GetWindowID(pointer) }

    /// The size in screen coordinates (what mouse events are measured in).
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }
}
