@testable import PickerCore

/// A page as a widget root keeps it for the navigator: the focused and engaged ids, changed only by
/// carrying out the navigator's commands (or by a focus change from elsewhere, as a click or Tab makes).
struct NavigatedPage {
    var navigator: GamepadNavigator
    private(set) var focusedID: String?
    private(set) var engagedID: String?

    init(spatialFocus: SpatialFocus = SpatialFocus(), focusing id: String? = nil) {
        navigator = GamepadNavigator(spatialFocus: spatialFocus)
        focusedID = id
    }

    /// Asks the navigator about `action` with this page's state and carries out its answer.
    mutating func handle(_ action: GamepadAction, candidates: [FocusCandidate]) -> [NavigationCommand] {
        carryOut(navigator.handle(action, candidates: candidates, focusedID: focusedID, engagedID: engagedID))
    }

    /// Done on the on-screen keyboard.
    mutating func endEngagement() -> [NavigationCommand] {
        carryOut(navigator.endEngagement(of: engagedID))
    }

    /// A focus change from elsewhere: the engagement ends when the focus leaves the engaged widget.
    mutating func focus(_ id: String?) {
        if id != focusedID { engagedID = nil }
        focusedID = id
    }

    private mutating func carryOut(_ commands: [NavigationCommand]) -> [NavigationCommand] {
        for command in commands {
            switch command {
            case .focus(let id): focus(id)
            case .engage(let id): engagedID = id
            case .leaveEngaged: engagedID = nil
            default: break
            }
        }
        return commands
    }
}
