import PickerWidgets

/// AT-SPI's numbers, from at-spi2-core's `atspi-constants.h` (`AtspiRole`, `AtspiStateType`, `AtspiCoordType`).
enum ATSPIConstants {
    /// `ATSPI_RELATION_LABEL_FOR` and `ATSPI_RELATION_LABELLED_BY`.
    static let labelForRelation: UInt32 = 1
    static let labelledByRelation: UInt32 = 2

    /// `ATSPI_ROLE_APPLICATION`.
    static let applicationRole: UInt32 = 75

    /// The `AtspiRole` number of `role`.
    static func roleNumber(_ role: AccessibilityRole) -> UInt32 {
        switch role {
        case .frame: 23
        case .panel: 39
        case .spinButton: 52
        case .table: 55
        case .tableRow: 90
        case .tableCell: 56
        case .dateEditor: 12
        case .entry: 79
        case .pushButton: 43
        case .label: 29
        }
    }

    /// `AtspiStateType` numbers.
    enum State: UInt32 {
        case active = 1
        case editable = 7
        case enabled = 8
        case expandable = 9
        case expanded = 10
        case focusable = 11
        case focused = 12
        case selectable = 22
        case selected = 23
        case sensitive = 24
        case showing = 25
        case singleLine = 26
        case visible = 30
        case collapsed = 5
        case defunct = 6
    }

    /// The AT-SPI states of a node: its own, plus what AT-SPI spells out (sensitive with enabled,
    /// showing and visible for every node PickerKit describes, collapsed for a closed expandable).
    static func states(_ states: AccessibilityStates, role: AccessibilityRole?) -> [State] {
        var result: [State] = [.showing, .visible]
        let pairs: [(AccessibilityStates, [State])] = [
            (.focusable, [.focusable]), (.focused, [.focused]), (.enabled, [.enabled, .sensitive]),
            (.selected, [.selected]), (.expandable, [.expandable]), (.expanded, [.expanded]), (.editable, [.editable]),
        ]
        for (state, atspi) in pairs where states.contains(state) { result += atspi }
        if states.contains(.expandable), !states.contains(.expanded) { result.append(.collapsed) }
        if role == .tableCell { result.append(.selectable) }
        if role == .entry { result.append(.singleLine) }
        return result
    }

    /// A state set as AT-SPI sends it: two 32-bit words of bits (`au`).
    static func stateWords(_ states: [State]) -> DBusValue {
        var words: [UInt32] = [0, 0]
        for state in states { words[Int(state.rawValue / 32)] |= 1 << (state.rawValue % 32) }
        return .array(elementSignature: "u", words.map { .uint32($0) })
    }

    /// `ATSPI_COORD_TYPE_SCREEN`, `_WINDOW` and `_PARENT`.
    enum CoordinateType: UInt32 {
        case screen = 0
        case window = 1
        case parent = 2
    }
}
