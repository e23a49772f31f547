import PickerSDL3
import Testing

/// Every PickerSDL3 test lives in this serialized suite: SDL and SDL_ttf are not thread-safe.
@Suite(.serialized) enum SDL3Tests {
    /// Starts SDL 3 headless (the dummy video driver).
    static func library() throws -> SDLLibrary {
        try SDLLibrary.shared(videoDriver: .dummy)
    }
}
