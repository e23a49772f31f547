import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared

/// An `SDL_Window`: one PickerKit opened and destroys when the object goes away (after every renderer
/// made for it), or one an app opened and lends (`init(borrowing:)`), which PickerKit never destroys.
public final class SDLWindow: SDLHandle<OpaquePointer>, SDLWindowHandle {
    /// Opens a window of `width` x `height` window coordinates (pixels, or points on a HiDPI screen)
    /// with `flags` (e.g. `SDL_WINDOW_RESIZABLE | SDL_WINDOW_HIGH_PIXEL_DENSITY`); SDL 3 centres it.
    public init(title: String, width: Int, height: Int, flags: SDL_WindowFlags, library: SDLLibrary) throws {
        try super.init(
            made: SDL_CreateWindow(title, Int32(width), Int32(height), flags),
            destroy: { SDL_DestroyWindow($0) }, needs: [library], failure: .current("SDL_CreateWindow"))
    }

    /// Wraps a window the app opened. PickerKit uses it but never destroys it: the app must keep it open
    /// for as long as this object (and any host using it) lives, and destroy it itself afterwards.
    public init(borrowing pointer: OpaquePointer) { super.init(borrowing: pointer) }

    /// SDL's id for this window, as found in events' `windowID`.
    public var id: UInt32 { SDL_GetWindowID(pointer) }
    /// The size in window coordinates (what mouse events are measured in).
    public var size: (width: Int, height: Int) { measure(SDL_GetWindowSize) }
    /// The size in physical pixels: larger than `size` on a HiDPI screen.
    public var pixelSize: (width: Int, height: Int) { measure(SDL_GetWindowSizeInPixels) }

    private func measure(_ get: (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Bool) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        return get(pointer, &width, &height) ? (Int(width), Int(height)) : (0, 0)
    }
}
