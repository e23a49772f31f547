import CSDL3
import PickerCore
import PickerFrame
import PickerSDLShared
import PickerWidgets

/// The system clipboard through SDL 3, for text fields: set it as a `WidgetRoot`'s `clipboard`. Needs
/// SDL's video subsystem, which the library starts (under the dummy driver SDL keeps the text in memory).
public final class SDLClipboard: Clipboard {
    private let library: SDLLibrary

    /// A clipboard of `library`'s video subsystem.
    public init(library: SDLLibrary) {
        self.library = library
    }

    /// The clipboard's text, or nil when it holds none.
    /// - Throws: `SDLError` with `SDL_GetError()`'s text when SDL cannot read the clipboard.
    public func text() throws -> String? {
        guard SDL_HasClipboardText() else { return nil }
        // SDL 3 answers a failure with an empty string (never NULL) and an error message.
        SDL_ClearError()
        let buffer = SDL_GetClipboardText()
        defer { SDL_free(buffer) }
        let text = buffer.map { String(cString: $0) } ?? ""
        if text.isEmpty, let error = SDL_GetError(), error.pointee != 0 { throw SDLError.current("SDL_GetClipboardText") }
        return text
    }

    /// Puts `text` on the clipboard.
    /// - Throws: `SDLError` with `SDL_GetError()`'s text when SDL cannot write it.
    public func setText(_ text: String) throws {
        try check(SDL_SetClipboardText(text), "SDL_SetClipboardText")
    }
}
