import PickerWidgets

/// The events a scene reported since the host last said it changed, sent together: each read against the
/// tree once the input or frame that caused them is done, so a focus on a day of the month being slid to
/// finds that day's cell, and a burst of changes while something moves costs the screen reader one batch.
extension ATSPIHandler {
    /// Queues `event` of the panel `panel` until ``takeSignals(announcingFocusedValue:)``.
    public func enqueue(_ event: AccessibilityEvent, inPanel panel: Int) {
        pendingEvents.append((event, panel))
    }

    /// The signals for the events queued since the last call, read against the tree as it is now: only the
    /// last focus move is announced (the node the focus ended on), and a change reported twice on one
    /// node is sent once.
    /// - Parameter announcingFocusedValue: also announce the focused node's value if it changed without an
    ///   event: a key or a controller step is announced at once, not when the picker settles.
    public func takeSignals(announcingFocusedValue: Bool = false) -> [DBusSignal] {
        let batch = pendingEvents
        guard !batch.isEmpty || (announcingFocusedValue && focusedPath != nil) else { return [] }
        pendingEvents.removeAll()
        invalidate()
        guard let tree else { return [] }
        let lastFocus = batch.lastIndex { $0.event.kind == .focus }
        var sent = Set<PendingKey>()
        var signals: [DBusSignal] = []
        for (index, (event, panel)) in batch.enumerated() where event.kind != .focus || index == lastFocus {
            guard sent.insert(PendingKey(kind: event.kind, identifier: event.identifier, panel: panel)).inserted else { continue }
            let eventSignals = self.signals(for: event, inPanel: panel, previousFocus: focusedPath)
            if event.kind == .focus, !eventSignals.isEmpty { focusedPath = ATSPITree.path(panel: panel, identifier: event.identifier) }
            signals += eventSignals
        }
        if announcingFocusedValue, let focusedPath, let object = tree[focusedPath] {
            signals += valueSignals(object)
        }
        return signals
    }

    /// The signal that the panel `panel` leaves the window, to send before the host takes it out; forgets
    /// its events.
    public func panelWillBeRemoved(_ panel: Int) -> [DBusSignal] {
        pendingEvents.removeAll { $0.panel == panel }
        invalidate()
        guard let tree, let window = tree[ATSPITree.windowPath],
            let index = window.children.firstIndex(where: { tree[$0]?.kind.panel == panel })
        else { return [] }
        let path = window.children[index]
        if focusedPath.map(tree.isInSubtree(of: path)) == true { focusedPath = nil }
        announcedValues = announcedValues.filter { !tree.isInSubtree(of: path)($0.key) }
        childrenToldChanged = childrenToldChanged.filter { !tree.isInSubtree(of: path)($0) }
        invalidate()
        return [objectSignal(ATSPITree.windowPath, "ChildrenChanged", "remove", Int32(index), value: reference(path))]
    }
}

/// A queued event's identity: one change of one kind on one node.
struct PendingKey: Hashable {
    var kind: AccessibilityEvent.Kind
    var identifier: String
    var panel: Int
}

/// A node's value as a screen reader last heard it.
struct AnnouncedValue: Equatable {
    var number: Double?
    var text: String?

    init(_ node: AccessibilityNode) {
        number = node.valueRange?.current
        text = node.valueText
    }
}
