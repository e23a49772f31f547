import PickerWidgets

/// Turns the semantics tree's events into AT-SPI's signals (`object:state-changed:focused`,
/// `object:property-change:accessible-value`, ...), as data.
extension ATSPIHandler {
    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let windowEvents = "org.a11y.atspi.Event.Window"

    /// The signals for `event` on the node `identifier` of the panel `panel`, read against the tree now;
    /// none when the node is not in the tree. `previousFocus` is the path focused before, which loses it.
    public func signals(for event: AccessibilityEvent, inPanel panel: Int, previousFocus: String?) -> [DBusSignal] {
        let requested = ATSPITree.path(panel: panel, identifier: event.identifier)
        guard let tree, let object = tree[requested] else { return [] }
        let path = object.path  // a group left out of the tree: its stand-in's
        if object.node.role == .entry {
            // An entry's text as read now; its change, for the event below, from what was announced (or could
            // have been read) last.
            let text = object.node.valueText ?? ""
            defer { announcedTexts[path] = text }
            if case .valueChanged = event.kind {
                let earlier = announcedTexts[path] ?? lastReadTree?[path]?.node.valueText ?? ""
                return textChangeSignals(path, from: earlier, to: text)
            }
        }
        switch event.kind {
        case .focus:
            var signals: [DBusSignal] = []
            if let previousFocus, previousFocus != path, tree[previousFocus] != nil {
                signals.append(objectSignal(previousFocus, "StateChanged", "focused", 0))
            }
            // No legacy `focus:` event: Orca ignores it, yet libatspi drops its cached states of the object
            // for it, and under brisk input it is a third of what the screen reader must queue.
            signals.append(objectSignal(path, "StateChanged", "focused", 1))
            // The screen reader reads the value with the focus.
            if object.node.valueRange != nil { announcedValues[path] = AnnouncedValue(object.node) }
            return signals
        case .valueChanged:
            if object.node.valueRange != nil { return valueSignals(object) }
            // A value that is not a number (a date editor's, a form row's) is not AT-SPI's Value, which Orca
            // would fail to read: its focused part (a spin button) changed too, and Orca reads that one's value.
            return object.node.subtree.dropFirst().filter { $0.states.contains(.focused) && $0.valueRange != nil }
                .compactMap { tree[ATSPITree.path(panel: panel, identifier: $0.identifier)] }.flatMap(valueSignals)
        case .selectionChanged:
            // Only the children whose selection changed since the screen reader could last have read them, both
            // ways: a range of a month is not re-sent for each click, nor a new month's days (read as they come),
            // and a day that left the selection is told so (libatspi keeps the states it was sent).
            var signals = [objectSignal(path, "SelectionChanged", "", 0)]
            guard let old = selectionBaselines.removeValue(forKey: path) ?? lastReadTree else { return signals }
            for child in object.children {
                guard let isSelected = tree[child]?.node.states.contains(.selected),
                    let wasSelected = old[child]?.node.states.contains(.selected), isSelected != wasSelected
                else { continue }
                signals.append(objectSignal(child, "StateChanged", "selected", isSelected ? 1 : 0))
            }
            return signals
        case .stateChanged(let state, let isOn):
            var signals = state.names.map { objectSignal(path, "StateChanged", $0, isOn ? 1 : 0) }
            // AT-SPI's collapsed is the opposite of expanded; libatspi's cached state set keeps a collapsed it
            // was not told is gone, and Orca then says "collapsed" as the row opens.
            if state.contains(.expanded) { signals.append(objectSignal(path, "StateChanged", "collapsed", isOn ? 0 : 1)) }
            return signals
        case .childrenChanged:
            // Once until the children are read again: a fling or a run of Page Downs is one notice to a screen
            // reader that has not looked in between (which would re-read them anyway), not one per month.
            // A group left out now or when last read stood for its child among its parent's: those changed.
            let isLeftOut = tree.standIns[requested] != nil || lastReadTree?.standIns[requested] != nil
            let changed = isLeftOut ? object.parent ?? path : path
            guard childrenToldChanged.insert(changed).inserted else { return [] }
            let added = isLeftOut ? path : object.children.first ?? path
            return [objectSignal(changed, "ChildrenChanged", "add", 0, value: .variant(reference(added)))]
        case .nameChanged:
            // Orca says a focused object's new name.
            return [objectSignal(path, "PropertyChange", "accessible-name", 0, value: .string(object.node.name))]
        }
    }

    /// `object:text-changed:delete` and `:insert` for what changed between `old` and `new` (one range each, found
    /// from their common start and end), then `object:text-caret-moved` to the end of what was inserted: what
    /// Orca echoes as a user types or deletes.
    func textChangeSignals(_ path: String, from old: String, to new: String) -> [DBusSignal] {
        let before = Array(old), after = Array(new)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        { suffix += 1 }
        let deleted = String(before[prefix..<(before.count - suffix)]), inserted = String(after[prefix..<(after.count - suffix)])
        var signals: [DBusSignal] = []
        if !deleted.isEmpty {
            signals.append(objectSignal(path, "TextChanged", "delete", Int32(clamping: prefix), Int32(clamping: deleted.count), value: .string(deleted)))
        }
        if !inserted.isEmpty {
            signals.append(objectSignal(path, "TextChanged", "insert", Int32(clamping: prefix), Int32(clamping: inserted.count), value: .string(inserted)))
        }
        if !signals.isEmpty {
            signals.append(objectSignal(path, "TextCaretMoved", "", Int32(clamping: prefix + inserted.count)))
        }
        return signals
    }

    /// The window's `window:activate` or `window:deactivate` event (Orca follows the active window).
    public func windowActivationSignal(isActive: Bool) -> DBusSignal {
        DBusSignal(
            path: ATSPITree.windowPath, interface: Self.windowEvents, member: isActive ? "Activate" : "Deactivate",
            arguments: Self.eventArguments("", 0, .int32(0)))
    }

    /// The path of the node `identifier` of the panel `panel`.
    public func path(ofNode identifier: String, inPanel panel: Int) -> String { ATSPITree.path(panel: panel, identifier: identifier) }

    /// `object:property-change:accessible-value` on `object` (which has a Value), unless the screen reader
    /// last heard this same value from it (a settle after a step announced at once says nothing new).
    func valueSignals(_ object: ATSPIObject) -> [DBusSignal] {
        let value = AnnouncedValue(object.node)
        guard object.node.valueRange != nil, announcedValues[object.path] != value else { return [] }
        announcedValues[object.path] = value
        return [objectSignal(object.path, "PropertyChange", "accessible-value", 0, value: .double(value.number ?? 0))]
    }

    func objectSignal(
        _ path: String, _ member: String, _ detail: String, _ detail1: Int32, _ detail2: Int32 = 0, value: DBusValue = .int32(0)
    ) -> DBusSignal {
        let inner: DBusValue = if case .variant(let wrapped) = value { wrapped } else { value }
        return DBusSignal(path: path, interface: Self.objectEvents, member: member, arguments: Self.eventArguments(detail, detail1, inner, detail2))
    }

    /// AT-SPI's event arguments: detail, two numbers, a value and (empty) properties (`siiva{sv}`).
    static func eventArguments(_ detail: String, _ detail1: Int32, _ value: DBusValue, _ detail2: Int32 = 0) -> [DBusValue] {
        [.string(detail), .int32(detail1), .int32(detail2), .variant(value), .emptyProperties]
    }
}
