import PickerCore
import PickerWidgets

/// The bridge's pure core: answers one AT-SPI method call on the application's objects with a reply, as
/// data. It reads the tree from the application when asked and acts through it; it never touches a bus,
/// so tests (and the fuzz test) call it directly. Use it on the main thread.
public final class ATSPIHandler {
    /// The AT-SPI interface names.
    public enum Interface {
        public static let accessible = "org.a11y.atspi.Accessible"
        public static let application = "org.a11y.atspi.Application"
        public static let component = "org.a11y.atspi.Component"
        public static let action = "org.a11y.atspi.Action"
        public static let value = "org.a11y.atspi.Value"
        public static let text = "org.a11y.atspi.Text"
        public static let editableText = "org.a11y.atspi.EditableText"
        public static let table = "org.a11y.atspi.Table"
        public static let tableCell = "org.a11y.atspi.TableCell"
        public static let properties = "org.freedesktop.DBus.Properties"
        public static let introspectable = "org.freedesktop.DBus.Introspectable"
    }

    /// The toolkit name the Application interface gives.
    public static let toolkitName = "PickerKit"
    /// The toolkit version the Application interface gives.
    public static let toolkitVersion = "1.0"

    /// The app whose objects these are; held weakly (the app owns the bridge).
    public weak var application: AccessibleApplication?
    /// The bridge's unique name on the accessibility bus: object references name it.
    public var busName: String
    /// The application's parent: the desktop the registry gave when the app was embedded.
    public var desktop: DBusValue
    /// Where a client connects to call the app directly (Application's `GetApplicationBusAddress`); empty
    /// for through the bus.
    public var applicationBusAddress = ""
    /// The id the registry gave the application (Application's `Id`).
    public var applicationID: Int32 = 0
    private var cachedTree: ATSPITree?
    /// Each entry's text as last announced, by path: what a change is worked out from.
    var announcedTexts: [String: String] = [:]
    /// Each value as last announced (with a value event or the focus), by path.
    var announcedValues: [String: AnnouncedValue] = [:]
    /// The paths whose children the screen reader was told changed and has not read since.
    var childrenToldChanged: Set<String> = []
    /// The events waiting for ``takeSignals(at:announcingFocusedValue:)``, with their panels.
    var pendingEvents: [(event: AccessibilityEvent, panel: Int)] = []
    /// Whether the focused node's value is to be announced with the next batch, if it changed.
    var owesFocusedValue = false
    /// The shortest time in seconds between two batches of events (0 sends each at once): a flood of input
    /// must not flood the screen reader, which makes dozens of calls for each event it is sent.
    public var eventInterval: Double = 0
    /// When the last batch of events was sent, on the clock ``takeSignals(at:announcingFocusedValue:)`` is given.
    var lastSendTime: Double?
    /// The path of the node the screen reader was last told has the focus.
    public internal(set) var focusedPath: String?
    /// The last two objects announced focused, as they were then: see ``departedObject(at:)``.
    var announcedFocuses: [ATSPIObject] = []
    /// Where AT-SPI's Cache interface lives.
    static let cachePath = "/org/a11y/atspi/cache"

    public init(application: AccessibleApplication, busName: String) {
        self.application = application
        self.busName = busName
        desktop = .reference("", ATSPITree.nullPath)
    }

    /// Forgets the tree read last: the next call reads it again. The host calls it (through the bridge)
    /// after input or a frame, and the handler after an action; calls in between share one reading.
    public func invalidate() {
        if let cachedTree { lastReadTree = cachedTree }
        cachedTree = nil
    }

    /// The tree as it was last read, before the latest ``invalidate()``: what a screen reader may have seen.
    private(set) var lastReadTree: ATSPITree?

    /// The tree read last, whether or not it has been invalidated since.
    var currentOrLastReadTree: ATSPITree? { cachedTree ?? lastReadTree }

    /// For each node whose selection changed and is not told yet, the tree its change is told against.
    var selectionBaselines: [String: ATSPITree] = [:]

    /// The tree now (read once until `invalidate()`).
    var tree: ATSPITree? {
        if let cachedTree { return cachedTree }
        guard let application else { return nil }
        let tree = ATSPITree(snapshot: application.accessibilitySnapshot())
        cachedTree = tree
        return tree
    }

    /// Answers `call`: its return values, or a D-Bus error for an unknown object, interface or method,
    /// arguments of the wrong types, or values out of range.
    public func handle(_ call: DBusMethodCall) -> DBusReply {
        guard let tree else { return .error(name: "org.freedesktop.DBus.Error.Failed", message: "the application is gone") }
        if call.path == Self.cachePath {
            // libatspi asks an app for its whole tree at once; an empty cache makes it ask object by object.
            guard call.member == "GetItems", call.interface == nil || call.interface == "org.a11y.atspi.Cache" else { return unknownMethod(call) }
            return expect(call, "") ?? .values([.array(elementSignature: "((so)(so)(so)iiassusau)", [])])
        }
        guard let object = tree[call.path] ?? departedObject(at: call.path) else {
            return .error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no object at \(call.path)")
        }
        if Self.readsChildren(call) { childrenToldChanged.remove(object.path) }
        let interfaces = self.interfaces(of: object, in: tree)
        if let interface = call.interface {
            guard interfaces.contains(interface) || interface == Interface.properties || interface == Interface.introspectable else {
                return .error(name: "org.freedesktop.DBus.Error.UnknownInterface", message: "\(call.path) has no \(interface)")
            }
            return handle(call, interface: interface, object: object, tree: tree) ?? unknownMethod(call)
        }
        for interface in interfaces + [Interface.properties, Interface.introspectable] {
            if let reply = handle(call, interface: interface, object: object, tree: tree) { return reply }
        }
        return unknownMethod(call)
    }

    private func handle(_ call: DBusMethodCall, interface: String, object: ATSPIObject, tree: ATSPITree) -> DBusReply? {
        switch interface {
        case Interface.accessible: accessibleMethod(call, object: object, tree: tree)
        case Interface.application: applicationMethod(call)
        case Interface.component: componentMethod(call, object: object, tree: tree)
        case Interface.action: actionMethod(call, object: object)
        case Interface.value: call.member == "SetCurrentValue" ? expect(call, "d") ?? setValue(call.arguments[0], on: object) : nil
        case Interface.text: textMethod(call, object: object, tree: tree)
        case Interface.editableText: editableTextMethod(call, object: object)
        case Interface.table: tableMethod(call, object: object, tree: tree)
        case Interface.tableCell: tableCellMethod(call, object: object, tree: tree)
        case Interface.properties: propertiesMethod(call, object: object, tree: tree)
        case Interface.introspectable: call.member == "Introspect" ? expect(call, "") ?? introspect(object, tree: tree) : nil
        default: nil
        }
    }

    /// The interfaces `object` implements, Accessible first.
    func interfaces(of object: ATSPIObject, in tree: ATSPITree) -> [String] {
        if object.isDefunct { return [Interface.accessible] }
        switch object.kind {
        case .application: return [Interface.accessible, Interface.application]
        case .window: return [Interface.accessible, Interface.component]
        case .node:
            var result = [Interface.accessible, Interface.component]
            let node = object.node
            if !node.actions.isEmpty { result.append(Interface.action) }
            if node.valueRange != nil { result.append(Interface.value) }
            if node.role == .entry { result.append(Interface.text) }
            if node.role == .entry, node.states.contains(.editable) { result.append(Interface.editableText) }
            // Table and TableCell only for a table of rows (a form). On a grid of cells (a calendar's month)
            // Orca would read the whole week each time the focus changes row, where a person wants the day.
            if node.role == .table, !Self.isGridOfCells(object, in: tree) { result.append(Interface.table) }
            if node.role == .tableCell, let parent = object.parent.flatMap({ tree[$0] }), parent.node.role == .table,
                !Self.isGridOfCells(parent, in: tree)
            {
                result.append(Interface.tableCell)
            }
            return result
        }
    }

    /// An object announced focused (the latest or the one before) that has left the tree since, as AT-SPI's
    /// defunct: its name, role and former parent, no children, no other interface. A screen reader asks about
    /// the focus it left after it is gone (Orca compares its parent with the new focus's, and falls silent on
    /// an error when it had dropped its cache of it, as it does when told a day was selected).
    func departedObject(at path: String) -> ATSPIObject? {
        guard var object = announcedFocuses.last(where: { $0.path == path }) else { return nil }
        object.isDefunct = true
        object.children = []
        object.indexInParent = -1
        return object
    }

    /// Remembers `object` as announced focused, with the one announced before it.
    func rememberFocus(_ object: ATSPIObject) {
        announcedFocuses = Array((announcedFocuses.filter { $0.path != object.path } + [object]).suffix(2))
    }

    // MARK: - Helpers

    /// Whether `table`'s children are all cells (a calendar's days) rather than rows.
    static func isGridOfCells(_ table: ATSPIObject, in tree: ATSPITree) -> Bool {
        !table.children.isEmpty && table.children.allSatisfy { tree[$0]?.node.role == .tableCell }
    }

    /// Whether `call` reads its object's children or their count.
    static func readsChildren(_ call: DBusMethodCall) -> Bool {
        switch call.member {
        case "GetChildAtIndex", "GetChildren": true
        case "GetAll": call.arguments.first == .string(Interface.accessible)
        case "Get": call.arguments.last == .string("ChildCount")
        default: false
        }
    }

    /// Nil when `call`'s arguments have the signature `signature`, otherwise the error to reply.
    func expect(_ call: DBusMethodCall, _ signature: String) -> DBusReply? {
        call.signature == signature ? nil
            : .invalidArguments("\(call.member) takes (\(signature)), not (\(call.signature))")
    }

    func unknownMethod(_ call: DBusMethodCall) -> DBusReply {
        .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(call.interface ?? "").\(call.member)")
    }

    /// An object reference (`(so)`) to `path` on this application.
    func reference(_ path: String) -> DBusValue { .reference(busName, path) }

    /// A reference to no object.
    var nullReference: DBusValue { .reference(busName, ATSPITree.nullPath) }

    /// The `Int32` argument at `index` as an index into `count` things, or nil when out of range.
    func index(_ value: DBusValue, below count: Int) -> Int? {
        guard let raw = value.int32Value, raw >= 0, Int(raw) < count else { return nil }
        return Int(raw)
    }
}

