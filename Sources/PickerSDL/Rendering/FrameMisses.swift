/// What was drawn without a kept picture in this frame and in the last one, so that a picture is made
/// only for what is drawn alike in two frames in a row (a wheel's row or column at rest), not for what
/// changes every frame (a turning wheel's rows, at new heights each frame).
struct FrameMisses<Key: Hashable> {
    private var thisFrame: Set<Key> = [], lastFrame: Set<Key> = []

    /// Notes that `key` has no picture; true when it had none in the last frame either (or was noted in
    /// this one already), so a picture of it is worth making.
    mutating func note(_ key: Key) -> Bool {
        if lastFrame.contains(key) || thisFrame.contains(key) { return true }
        thisFrame.insert(key)
        return false
    }

    /// Starts a new frame, when something was noted since the last one started: a second call in one frame
    /// (such as `OffscreenRenderer.present()` after the host's frame), or a frame that noted nothing, leaves
    /// the last frame's keys in place.
    mutating func startFrame() {
        guard !thisFrame.isEmpty else { return }
        swap(&lastFrame, &thisFrame)
        thisFrame.removeAll(keepingCapacity: true)
    }
}
