/// Runs `body` between `save()` and `restore(_:)` of a renderer's state: what both SDL hosts' `render` do,
/// so an app's drawing carries on as if PickerKit had not drawn. The state is restored when `body`
/// returns and when it throws (then `body`'s error is the one thrown).
public func preservingRendererState<State>(
    save: () throws -> State, restore: (State) throws -> Void, _ body: () throws -> Void
) throws {
    let saved = try save()
    do {
        try body()
    } catch {
        try? restore(saved)
        throw error
    }
    try restore(saved)
}
