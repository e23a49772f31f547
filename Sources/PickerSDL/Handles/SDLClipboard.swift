import CSDL2
import PickerWidgets

/// The system clipboard through SDL (`SDL_GetClipboardText` / `SDL_SetClipboardText`), for text fields:
/// set it as a `WidgetRoot`'s `clipboard`. Needs SDL's video subsystem, which the library starts.
///
/// Under the dummy video driver SDL keeps the text in memory, so copy and paste still work within the process.
public final class SDLClipboard: Clipboard {
    private let library: SDLLibrary

    /// A clipboard of `library`'s video subsystem.
    public init(library: SDLLibrary) {
        self.library = library
    }

    /// The clipboard's text, or nil when it holds none.
    /// - Throws: `SDLError` with `SDL_GetError()`'s text when SDL cannot read the clipboard.
    public func text() throws -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE else { return nil }
        SDL_ClearError()
        guard let buffer = SDL_GetClipboardText() else { throw SDLError.current("SDL_GetClipboardText") }
        defer { SDL_free(buffer) }
        let text = String(cString: buffer)
        // SDL answers a failure with an empty string and an error message.
        if text.isEmpty, SDL_GetError().map({ $0.pointee != 0 }) == true {
            throw SDLError.current("SDL_GetClipboardText")
        }
        return text
    }

    /// Puts `text` on the clipboard.
    /// - Throws: `SDLError` with `SDL_GetError()`'s text when SDL cannot write it.
    public func setText(_ text: String) throws {
        try check(SDL_SetClipboardText(text), "SDL_SetClipboardText")
    }
}
