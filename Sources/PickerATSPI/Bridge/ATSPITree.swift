import PickerCore
import PickerWidgets

/// One object the bridge shows on the bus: the application, its window, or a node of a panel's tree.
struct ATSPIObject {
    enum Kind: Equatable {
        case application
        case window
        /// The node `identifier` of the panel `panel`.
        case node(panel: Int, identifier: String)

        /// The panel of a node; nil for the application and the window.
        var panel: Int? {
            if case .node(let panel, _) = self { panel } else { nil }
        }
    }

    var path: String
    var kind: Kind
    /// What the object says about itself (the application's is made up of its name).
    var node: AccessibilityNode
    /// The parent's path; nil for the application, whose parent is the desktop.
    var parent: String?
    var indexInParent: Int
    var children: [String]
    /// Its frame in window points.
    var frame: Rect
    /// Whether it has left the tree (AT-SPI's defunct): a focus the screen reader still asks about.
    var isDefunct = false

    /// AT-SPI's role number.
    var roleNumber: UInt32 { kind == .application ? ATSPIConstants.applicationRole : ATSPIConstants.roleNumber(node.role) }
    /// AT-SPI's role name.
    var roleName: String { kind == .application ? "application" : node.role.rawValue }
}

/// The application's objects by path, made from one snapshot: what each path is, its parent and children.
struct ATSPITree {
    static let prefix = "/org/a11y/atspi/accessible"
    static let applicationPath = prefix + "/root"
    static let windowPath = prefix + "/window"
    /// AT-SPI's path of no object (a null reference).
    static let nullPath = "/org/a11y/atspi/null"

    let snapshot: AccessibleApplicationSnapshot
    private(set) var objects: [String: ATSPIObject] = [:]
    /// The paths each caption names, by the caption's path (AT-SPI's label-for, the other way round from
    /// a node's ``AccessibilityNode/labelledBy``).
    private(set) var labelled: [String: [String]] = [:]
    /// For each node left out as a wrapper (see ``isWrapper(_:)``), the path of the node in its place.
    private(set) var standIns: [String: String] = [:]

    init(snapshot: AccessibleApplicationSnapshot) {
        self.snapshot = snapshot
        let windowNode = AccessibilityNode(
            identifier: "window", role: .frame, name: snapshot.name, states: [.enabled],
            frame: Rect(origin: .zero, size: snapshot.windowSize))
        let application = AccessibilityNode(identifier: "application", role: .frame, name: snapshot.name, frame: windowNode.frame)
        objects[Self.applicationPath] = ATSPIObject(
            path: Self.applicationPath, kind: .application, node: application, parent: nil, indexInParent: -1,
            children: [Self.windowPath], frame: application.frame)
        var panelPaths: [String] = []
        for (index, panel) in snapshot.panels.enumerated() {
            panelPaths.append(add(panel.tree, panel: panel, parent: Self.windowPath, index: index))
        }
        objects[Self.windowPath] = ATSPIObject(
            path: Self.windowPath, kind: .window, node: windowNode, parent: Self.applicationPath, indexInParent: 0,
            children: panelPaths, frame: windowNode.frame)
        // A caption left out names through its stand-in.
        for (wrapper, standIn) in standIns {
            if let named = labelled.removeValue(forKey: wrapper) { labelled[standIn, default: []] += named }
        }
    }

    /// Adds `node` and its subtree, and returns its path; a second node with the same identifier in a panel
    /// is left out, and a wrapper's one child takes its place.
    private mutating func add(_ node: AccessibilityNode, panel: AccessibleApplicationSnapshot.Panel, parent: String, index: Int) -> String {
        let path = Self.path(panel: panel.key, identifier: node.identifier)
        guard objects[path] == nil else { return path }
        // A panel's root stays: the window's children change only when panels come and go.
        if parent != Self.windowPath, Self.isWrapper(node), var child = node.children.first,
            objects[Self.path(panel: panel.key, identifier: child.identifier)] == nil
        {
            child.labelledBy = child.labelledBy ?? node.labelledBy
            let standIn = add(child, panel: panel, parent: parent, index: index)
            standIns[path] = standIn
            return standIn
        }
        var childPaths: [String] = []
        for child in node.children {
            let childPath = Self.path(panel: panel.key, identifier: child.identifier)
            guard objects[childPath] == nil, standIns[childPath] == nil, childPath != path else { continue }
            // The index among the children kept, where GetChildAtIndex finds it.
            childPaths.append(add(child, panel: panel, parent: path, index: childPaths.count))
        }
        if let caption = node.labelledBy { labelled[Self.path(panel: panel.key, identifier: caption), default: []].append(path) }
        let frame = node.frame.offsetBy(dx: panel.origin.x, dy: panel.origin.y)
        objects[path] = ATSPIObject(
            path: path, kind: .node(panel: panel.key, identifier: node.identifier), node: node, parent: parent,
            indexInParent: index, children: childPaths, frame: frame)
        return path
    }

    /// The object path of a panel's node: `/org/a11y/atspi/accessible/panel<key>/<escaped identifier>`.
    static func path(panel: Int, identifier: String) -> String {
        "\(prefix)/panel\(panel)/\(escaped(identifier))"
    }

    /// `identifier` as one element of an object path: letters and digits stay, every other byte is `_`
    /// and two hex digits (`calendar.day.2026-11-21` → `calendar_2eday_2e2026_2d11_2d21`).
    static func escaped(_ identifier: String) -> String {
        guard !identifier.isEmpty else { return "_" }
        var result = ""
        for byte in identifier.utf8 {
            let isAlphanumeric = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            if isAlphanumeric {
                result.append(Character(UnicodeScalar(byte)))
            } else {
                result += "_" + String(byte, radix: 16).leftPadded(to: 2)
            }
        }
        return result
    }

    /// The object at `path`, or the one in place of the wrapper that was there.
    subscript(path: String) -> ATSPIObject? { objects[path] ?? standIns[path].flatMap { objects[$0] } }

    /// The path the node `identifier` of the panel `panel` has in this tree: its stand-in's when it was left out.
    func shownPath(panel: Int, identifier: String) -> String {
        let path = Self.path(panel: panel, identifier: identifier)
        return self[path]?.path ?? path
    }

    /// Whether `node` only wraps one node that says all it does (a one-column picker's panel round its spin
    /// button, a bare group round a label): the screen reader would read the name twice, and every client
    /// walk one object more, so the child takes its place, as toolkits leave out such groups.
    static func isWrapper(_ node: AccessibilityNode) -> Bool {
        guard node.role == .panel, node.children.count == 1, let child = node.children.first else { return false }
        // Only what stays put decides, so an object does not come and go as states change.
        let saysMore = !node.actions.isEmpty || node.valueRange != nil || node.valueText != nil || !node.description.isEmpty
            || node.states.contains(.expandable)
            || (node.states.contains(.focusable) && !child.states.contains(.focusable))
            || (!node.states.contains(.enabled) && child.states.contains(.enabled))
            || (node.labelledBy != nil && child.labelledBy != nil)
        return !saysMore && (node.name.isEmpty || node.name == child.name)
    }

    /// The path of the caption that names `object`, when it is in the tree.
    func caption(of object: ATSPIObject) -> String? {
        guard let panel = object.kind.panel, let caption = object.node.labelledBy else { return nil }
        return self[Self.path(panel: panel, identifier: caption)]?.path
    }

    /// Whether a path is `ancestor` or lies below it.
    func isInSubtree(of ancestor: String) -> (String) -> Bool {
        { path in
            var current: String? = path
            while let path = current {
                if path == ancestor { return true }
                current = objects[path]?.parent
            }
            return false
        }
    }

    /// The deepest object under `object` (itself included) whose frame contains `point` (window points),
    /// the last child first (the one drawn on top).
    func deepest(at point: Point, in object: ATSPIObject) -> ATSPIObject? {
        guard object.kind == .application || object.frame.contains(point) else { return nil }
        for child in object.children.reversed() {
            if let child = objects[child], let found = deepest(at: point, in: child) { return found }
        }
        return object
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
