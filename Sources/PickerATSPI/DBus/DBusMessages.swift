/// A method call the bridge received, as plain data.
public struct DBusMethodCall: Hashable, Sendable {
    /// The object it is for (`/org/a11y/atspi/accessible/root`).
    public var path: String
    /// The interface of the method (`org.a11y.atspi.Accessible`); may be absent in a message.
    public var interface: String?
    /// The method's name (`GetChildAtIndex`).
    public var member: String
    /// The arguments, in order.
    public var arguments: [DBusValue]

    public init(path: String, interface: String?, member: String, arguments: [DBusValue] = []) {
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }

    /// The arguments' signature (`ii`).
    public var signature: String { arguments.map(\.signature).joined() }
}

/// What the bridge answers a method call with.
public enum DBusReply: Hashable, Sendable {
    /// A method return with these values.
    case values([DBusValue])
    /// An error: its D-Bus name (`org.freedesktop.DBus.Error.InvalidArgs`) and a message.
    case error(name: String, message: String)

    /// A return of no values.
    public static let empty = DBusReply.values([])

    /// The `org.freedesktop.DBus.Error.InvalidArgs` error.
    public static func invalidArguments(_ message: String) -> DBusReply {
        .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: message)
    }

    /// Whether this is an error.
    public var isError: Bool {
        if case .error = self { return true }
        return false
    }
}

/// A signal the bridge sends (an AT-SPI event), as plain data.
public struct DBusSignal: Hashable, Sendable {
    /// The object it comes from.
    public var path: String
    /// Its interface (`org.a11y.atspi.Event.Object`).
    public var interface: String
    /// Its name (`StateChanged`).
    public var member: String
    /// Its arguments.
    public var arguments: [DBusValue]

    public init(path: String, interface: String, member: String, arguments: [DBusValue]) {
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }
}
