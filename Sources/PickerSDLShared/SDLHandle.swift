/// An SDL object held by pointer, the base of each host's windows, renderers, textures, surfaces and fonts:
/// one PickerKit made, destroyed when the handle goes away, or one an app lent, which PickerKit never
/// destroys. Either way the handle keeps what the object needs (its library, window, renderer or bytes)
/// alive until after the object is gone.
open class SDLHandle<Pointer> {
    /// The object; valid for the life of this handle (for a lent one, as long as the app keeps it).
    public final let pointer: Pointer
    /// Destroys the object when the handle goes away; nil for one an app lent.
    private let destroy: ((Pointer) -> Void)?
    /// What the object needs alive; held here because a subclass's properties go before this `deinit` runs.
    private let needs: [AnyObject]

    /// Takes ownership of what an SDL call `made`, to be destroyed with `destroy`, keeping `needs` alive;
    /// throws `failure` (read only then, while SDL's error still describes it) when SDL made nothing.
    public init(
        made: Pointer?, destroy: @escaping (Pointer) -> Void, needs: [AnyObject], failure: @autoclosure () -> SDLError
    ) throws {
        guard let made else { throw failure() }
        (pointer, self.destroy, self.needs) = (made, destroy, needs)
    }

    /// Wraps an object the app made and lends, keeping `needs` alive; PickerKit never destroys it.
    public init(borrowing pointer: Pointer, needs: [AnyObject] = []) {
        (self.pointer, destroy, self.needs) = (pointer, nil, needs)
    }

    deinit { destroy?(pointer) }
}
