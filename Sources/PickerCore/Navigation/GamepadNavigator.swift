/// The state machine of controller navigation: it takes semantic actions (from ``GamepadButtonMapping``,
/// a ``StickDeadZone`` and ``DirectionalRepeat``) and the page's focusable widgets, and answers with
/// commands for the widget layer.
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
/// A host keeps one navigator, one ``DirectionalRepeat`` and a ``StickDeadZone`` per controller: a
/// direction (D-pad, or a stick's press) steps only when ``DirectionalRepeat/press(_:on:now:)`` says so,
/// each frame's ``DirectionalRepeat/takeRepeats(until:)`` steps the held direction again, and other buttons
/// go straight to ``handle(_:candidates:)`` through ``GamepadButtonMapping``.
public struct GamepadNavigator: Sendable {
    /// How directions pick the next widget.
    public var spatialFocus: SpatialFocus
    /// The widget focused as far as navigation knows (nil: none).
    public private(set) var focusedID: String?
    /// The engaged widget (nil: none); always the focused one.
    public private(set) var engagedID: String?

    public init(spatialFocus: SpatialFocus = SpatialFocus()) {
        self.spatialFocus = spatialFocus
    }

    /// Follows a focus change made elsewhere (a click, Tab); leaves engaged mode without a command when
    /// the focus moves off the engaged widget.
    public mutating func focusDidChange(to id: String?) {
        if id != engagedID { engagedID = nil }
        focusedID = id
    }

    /// Applies `action` to the page whose focusable widgets are `candidates` (in Tab order).
    /// - Returns: the commands to carry out, in order; empty when the action does nothing.
    public mutating func handle(_ action: GamepadAction, candidates: [FocusCandidate]) -> [NavigationCommand] {
        let focused = candidates.first { $0.id == focusedID }
        if focused == nil { engagedID = nil }
        switch action {
        case .start:
            return leaveEngaged(restoring: false) + [.submit]
        case .back where engagedID != nil:
            return leaveEngagedCancelling(focused)
        case .back:
            return [.escape]
        case .deleteBackward, .insertSpace:
            // Typing's own buttons: nothing else uses them (the game keeps them), not even to focus.
            guard let focused, focused.id == engagedID else { return [] }
            return handleEngaged(action, on: focused)
        default:
            guard let focused else { return focusFirst(of: candidates) }
            return focused.id == engagedID ? handleEngaged(action, on: focused) : handleIdle(action, on: focused, candidates: candidates)
        }
    }

    /// Focuses the page's first widget (and nothing else).
    private mutating func focusFirst(of candidates: [FocusCandidate]) -> [NavigationCommand] {
        guard let first = candidates.first else { return [] }
        focusedID = first.id
        return [.focus(first.id)]
    }

    private mutating func handleIdle(_ action: GamepadAction, on focused: FocusCandidate, candidates: [FocusCandidate]) -> [NavigationCommand] {
        switch action {
        case .move(let direction):
            guard let next = spatialFocus.destination(from: focused.id, toward: direction, among: candidates) else { return [] }
            focusedID = next.id
            return [.focus(next.id)]
        case .confirm:
            guard focused.role != .button else { return [.activate(focused.id)] }
            engagedID = focused.id
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

    private mutating func handleEngaged(_ action: GamepadAction, on focused: FocusCandidate) -> [NavigationCommand] {
        if case .textEntry = focused.role { return handleTyping(action, on: focused) }
        let isGrid = if case .grid = focused.role { true } else { false }
        switch action {
        case .move(let direction):
            return isGrid || !direction.isHorizontal ? [.adjust(focused.id, direction)] : [.moveSegment(focused.id, direction)]
        case .confirm:
            return isGrid ? [.activate(focused.id)] : leaveEngaged(restoring: false)
        case .cancel, .back:
            return leaveEngagedCancelling(focused)
        case .pageBack, .pageForward:
            return [.page(focused.id, by: action == .pageBack ? -1 : 1)]
        case .start:
            return leaveEngaged(restoring: false) + [.submit]
        case .deleteBackward, .insertSpace:
            return []
        }
    }

    /// An action while typing into the engaged text entry `focused`.
    private mutating func handleTyping(_ action: GamepadAction, on focused: FocusCandidate) -> [NavigationCommand] {
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
            return leaveEngaged(restoring: false) + [.submit]
        }
    }

    /// Leaves engaged mode keeping the value, as a text entry's Done key does.
    /// - Returns: the command to carry out; empty when nothing is engaged.
    public mutating func endEngagement() -> [NavigationCommand] {
        leaveEngaged(restoring: false)
    }

    /// Leaves engaged mode as a cancel does: restoring the value when the widget asks for it.
    private mutating func leaveEngagedCancelling(_ focused: FocusCandidate?) -> [NavigationCommand] {
        let restores = switch focused?.role {
        case .picker(let restores), .grid(let restores), .textEntry(let restores): restores
        case .button, nil: false
        }
        return leaveEngaged(restoring: restores)
    }

    /// Leaves engaged mode, if engaged; the command to say so.
    private mutating func leaveEngaged(restoring: Bool) -> [NavigationCommand] {
        guard let id = engagedID else { return [] }
        engagedID = nil
        return [.leaveEngaged(id, restoresValue: restoring)]
    }
}
