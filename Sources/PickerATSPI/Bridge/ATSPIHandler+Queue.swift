import PickerWidgets

/// The events a scene reported since the host last said it changed, sent together: each read against the
/// tree once the input or frame that caused them is done, so a focus on a day of the month being slid to
/// finds that day's cell, and a burst of changes while something moves costs the screen reader one batch.
extension ATSPIHandler {
    /// Queues `event` of the panel `panel` until ``takeSignals(at:announcingFocusedValue:)``.
    public func enqueue(_ event: AccessibilityEvent, inPanel panel: Int) {
        pendingEvents.append((event, panel))
        // What a screen reader could have read before the change: the tree read last, not one read while the
        // batch waits for the pace, which would already hold the new selection.
        if event.kind == .selectionChanged {
            let path = currentOrLastReadTree?.shownPath(panel: panel, identifier: event.identifier)
                ?? ATSPITree.path(panel: panel, identifier: event.identifier)
            if selectionBaselines[path] == nil { selectionBaselines[path] = currentOrLastReadTree }
        }
    }

    /// The signals for the events queued since the last batch sent, read against the tree as it is now: only
    /// the last focus move is announced (the node the focus ended on, unless it is the one announced last),
    /// and a change reported twice on one node is sent once. None while the pace holds them back
    /// (``eventInterval`` after the last batch sent): they wait, coalesced, until ``nextSendTime``.
    /// - Parameters:
    ///   - now: the time, in seconds on a clock that only goes forward; read only to pace.
    ///   - announcingFocusedValue: also announce the focused node's value if it changed without an event: a
    ///     key or a controller step is announced at once, not when the picker settles.
    public func takeSignals(at now: Double = 0, announcingFocusedValue: Bool = false) -> [DBusSignal] {
        owesFocusedValue = owesFocusedValue || (announcingFocusedValue && focusedPath != nil)
        guard let due = nextSendTime, now >= due else { return [] }
        let batch = pendingEvents
        let announcing = owesFocusedValue
        pendingEvents.removeAll()
        owesFocusedValue = false
        invalidate()
        guard let tree else { return [] }
        let lastFocus = batch.lastIndex { $0.event.kind == .focus }
        var sent = Set<PendingKey>()
        var signals: [DBusSignal] = []
        for (index, (event, panel)) in batch.enumerated() where event.kind != .focus || index == lastFocus {
            guard sent.insert(PendingKey(kind: event.kind, identifier: event.identifier, panel: panel)).inserted else { continue }
            let path = tree.shownPath(panel: panel, identifier: event.identifier)
            // A focus that came back to the node announced last says nothing: the screen reader is there.
            if event.kind == .focus, path == focusedPath { continue }
            let eventSignals = self.signals(for: event, inPanel: panel, previousFocus: focusedPath)
            if event.kind == .focus, !eventSignals.isEmpty, let object = tree[path] {
                focusedPath = path
                rememberFocus(object)
            }
            signals += eventSignals
        }
        if announcing, let focusedPath, let object = tree[focusedPath] {
            signals += valueSignals(object)
        }
        if !signals.isEmpty { lastSendTime = now }
        return signals
    }

    /// When the events kept may be sent: ``eventInterval`` after the last batch sent (minus infinity before
    /// the first), or nil when none wait.
    public var nextSendTime: Double? {
        guard !pendingEvents.isEmpty || owesFocusedValue else { return nil }
        return lastSendTime.map { $0 + eventInterval } ?? -.infinity
    }

    /// The signal that the panel `panel` leaves the window, to send before the host takes it out; forgets
    /// its events.
    public func panelWillBeRemoved(_ panel: Int) -> [DBusSignal] {
        pendingEvents.removeAll { $0.panel == panel }
        selectionBaselines = selectionBaselines.filter { !$0.key.hasPrefix("\(ATSPITree.prefix)/panel\(panel)/") }
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
