/// Where cut and copied text goes and pasted text comes from: the system's clipboard through a
/// backend (PickerSDL's `SDLClipboard`), or an in-memory one for tests and hosts without a system clipboard.
///
/// Both operations may fail (the system clipboard may be owned by another program that does not answer);
/// a text field then leaves its text as it was: a failed cut deletes nothing.
public protocol Clipboard: AnyObject {
    /// The clipboard's text, or nil when it holds none.
    /// - Throws: when the clipboard cannot be read.
    func text() throws -> String?
    /// Replaces the clipboard's contents with `text`.
    /// - Throws: when the clipboard cannot be written.
    func setText(_ text: String) throws
}

/// A clipboard that keeps its text in memory, private to the process.
public final class InMemoryClipboard: Clipboard {
    /// The text held, nil when empty.
    public var storedText: String?

    public init(text: String? = nil) {
        self.storedText = text
    }

    public func text() -> String? { storedText }
    public func setText(_ text: String) { storedText = text }
}
