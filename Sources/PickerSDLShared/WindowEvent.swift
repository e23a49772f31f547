import PickerCore

/// What happened to a host's window that its frame path cares about (SDL's window events, named once
/// for both SDLs).
public enum WindowEvent: Hashable, Sendable {
    /// Its size changed to `width` x `height` window coordinates: lay out again and redraw.
    case resized(width: Int, height: Int)
    /// It moved on the screen (only a screen reader's positions change).
    case moved
    /// It needs drawing again (exposed, shown, restored).
    case exposed
    /// It moved to a display of another pixel density.
    case displayChanged
    /// It got the keyboard focus.
    case focusGained
    /// It lost the keyboard focus: pointers down are cancelled.
    case focusLost
    /// It was hidden or minimised: pointers down are cancelled (the focus, if it goes, is told apart).
    case hidden
}
