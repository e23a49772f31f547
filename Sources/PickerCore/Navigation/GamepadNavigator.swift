/// The policy of controller navigation: given a semantic action (from ``GamepadButtonMapping``, a
/// ``StickDeadZone`` and ``DirectionalRepeat``), the page's focusable widgets and which of them the page has
/// focused and engaged, it answers with commands for the widget layer. It keeps no state: the page owns the
/// focus and the engagement, and changes them only by carrying out the commands (`focus`, `engage`,
/// `leaveEngaged`), so a click, Tab or Escape is seen by the next controller press.
///
/// - With nothing focused (or the focused widget gone), the first confirm, cancel, direction or page press
///   only focuses the first candidate (the page's first widget: list the candidates in Tab order).
/// - Directions move focus spatially (``SpatialFocus``); confirm activates a ``FocusRole/button`` and
///   engages a picker or a grid; cancel and back escape; start submits.
/// - Engaged picker: up and down adjust, left and right move between segments, confirm leaves keeping the
///   value, cancel (or back) leaves restoring it when the widget's `restoresValueOnCancel` says so.
/// - Engaged grid: every direction adjusts (moves its cell), confirm activates the cell, cancel or back leaves.
/// - Engaged text entry (typing): every direction adjusts (moves the on-screen keyboard's highlighted key),
///   confirm presses that key, delete-backward (X) and insert-space (Y) edit, the shoulders move the caret,
///   cancel or back leave (restoring the text when the widget asks). X and Y do nothing outside typing.
///
/// A host keeps one ``DirectionalRepeat`` and a ``StickDeadZone`` per controller: a direction (D-pad, or a
/// stick's press) steps only when ``DirectionalRepeat/press(_:on:now:)`` says so, each frame's
/// ``DirectionalRepeat/takeRepeats(until:)`` steps the held direction again, and other buttons go straight
/// to ``handle(_:candidates:focusedID:engagedID:)`` through ``GamepadButtonMapping``.
public struct GamepadNavigator: Sendable {
    /// How directions pick the next widget.
    public var spatialFocus: SpatialFocus

    public init(spatialFocus: SpatialFocus = SpatialFocus()) {
        self.spatialFocus = spatialFocus
    }

    /// Applies `action` to the page whose focusable widgets are `candidates` (in Tab order).
    /// - Parameters:
    ///   - action: what the controller asked for.
    ///   - candidates: the page's focusable widgets, in Tab order.
    ///   - focusedID: the page's focused widget (nil: none); one not among `candidates` counts as none.
    ///   - engagedID: the page's engaged widget (nil: none); only the focused one can be engaged.
    /// - Returns: the commands to carry out, in order; empty when the action does nothing.
    public func handle(_ action: GamepadAction, candidates: [FocusCandidate], focusedID: String?, engagedID: String?) -> [NavigationCommand] {
        let focused = candidates.first { $0.id == focusedID }
        let engaged = focused.flatMap { $0.id == engagedID ? $0 : nil }
        switch action {
        case .start:
            return leaveEngaged(engaged, restoring: false) + [.submit]
        case .back where engaged != nil:
            return leaveEngagedCancelling(engaged)
        case .back:
            return [.escape]
        case .deleteBackward, .insertSpace:
            // Typing's own buttons: nothing else uses them (the game keeps them), not even to focus.
            guard let engaged else { return [] }
            return handleEngaged(action, on: engaged)
        default:
            guard let focused else { return candidates.first.map { [.focus($0.id)] } ?? [] }
            if let engaged { return handleEngaged(action, on: engaged) }
            return handleIdle(action, on: focused, candidates: candidates)
        }
    }

    private func handleIdle(_ action: GamepadAction, on focused: FocusCandidate, candidates: [FocusCandidate]) -> [NavigationCommand] {
        switch action {
        case .move(let direction):
            guard let next = spatialFocus.destination(from: focused.id, toward: direction, among: candidates) else { return [] }
            return [.focus(next.id)]
        case .confirm:
            guard focused.role != .button else { return [.activate(focused.id)] }
            return [.engage(focused.id)]
        case .cancel, .back:
            return [.escape]
        case .pageBack, .pageForward:
            return [.page(focused.id, by: action == .pageBack ? -1 : 1)]
        case .start:
            return [.submit]
        case .deleteBackward, .insertSpace:
            return []
        }
    }

    private func handleEngaged(_ action: GamepadAction, on focused: FocusCandidate) -> [NavigationCommand] {
        if case .textEntry = focused.role { return handleTyping(action, on: focused) }
        let isGrid = if case .grid = focused.role { true } else { false }
        switch action {
        case .move(let direction):
            return isGrid || !direction.isHorizontal ? [.adjust(focused.id, direction)] : [.moveSegment(focused.id, direction)]
        case .confirm:
            return isGrid ? [.activate(focused.id)] : leaveEngaged(focused, restoring: false)
        case .cancel, .back:
            return leaveEngagedCancelling(focused)
        case .pageBack, .pageForward:
            return [.page(focused.id, by: action == .pageBack ? -1 : 1)]
        case .start:
            return leaveEngaged(focused, restoring: false) + [.submit]
        case .deleteBackward, .insertSpace:
            return []
        }
    }

    /// An action while typing into the engaged text entry `focused`.
    private func handleTyping(_ action: GamepadAction, on focused: FocusCandidate) -> [NavigationCommand] {
        switch action {
        case .move(let direction):
            return [.adjust(focused.id, direction)]
        case .confirm:
            return [.pressKey(focused.id)]
        case .deleteBackward:
            return [.deleteBackward(focused.id)]
        case .insertSpace:
            return [.insertText(focused.id, " ")]
        case .pageBack, .pageForward:
            return [.moveCaret(focused.id, action == .pageBack ? .left : .right)]
        case .cancel, .back:
            return leaveEngagedCancelling(focused)
        case .start:
            return leaveEngaged(focused, restoring: false) + [.submit]
        }
    }

    /// Leaves the engaged widget keeping its value, as a text entry's Done key does.
    /// - Parameter engagedID: the page's engaged widget (nil: none).
    /// - Returns: the command to carry out; empty when nothing is engaged.
    public func endEngagement(of engagedID: String?) -> [NavigationCommand] {
        engagedID.map { [.leaveEngaged($0, restoresValue: false)] } ?? []
    }

    /// Leaves engaged mode as a cancel does: restoring the value when the widget asks for it.
    private func leaveEngagedCancelling(_ engaged: FocusCandidate?) -> [NavigationCommand] {
        let restores = switch engaged?.role {
        case .picker(let restores), .grid(let restores), .textEntry(let restores): restores
        case .button, nil: false
        }
        return leaveEngaged(engaged, restoring: restores)
    }

    /// Leaves engaged mode, if engaged; the command to say so.
    private func leaveEngaged(_ engaged: FocusCandidate?, restoring: Bool) -> [NavigationCommand] {
        guard let engaged else { return [] }
        return [.leaveEngaged(engaged.id, restoresValue: restoring)]
    }
}
