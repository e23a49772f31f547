import CSDL2

/// An `SDL_Window`: one PickerKit opened and destroys when the object goes away (after every renderer
/// made for it), or one an app opened and lends (`init(borrowing:)`), which PickerKit never destroys.
public final class SDLWindow: SDLHandle<OpaquePointer>, SDLWindowHandle {
    /// Opens a window centred on the screen, `width` x `height` screen coordinates large, with `flags`
    /// (`SDL_WindowFlags` raw values or-ed together), in the started `library`.
    public init(title: String, width: Int, height: Int, flags: UInt32, library: SDLLibrary) throws {
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        try super.init(
            made: SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags),
            destroy: { SDL_DestroyWindow($0) }, needs: [library], failure: .current("SDL_CreateWindow"))
    }

    /// Wraps a window the app opened. PickerKit uses it but never destroys it: the app must keep it open
    /// for as long as this object (and any host using it) lives, and destroy it itself afterwards.
    public init(borrowing pointer: OpaquePointer) { super.init(borrowing: pointer) }

    /// SDL's id for this window, as found in events' `windowID`.
    public var id: UInt32 { SDL_GetWindowID(pointer) }

    /// The size in screen coordinates (what mouse events are measured in).
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The size in physical pixels (`SDL_GetWindowSizeInPixels`): larger than `size` on a HiDPI screen.
    public var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSizeInPixels(pointer, &width, &height)
        return (Int(width), Int(height))
    }
}
