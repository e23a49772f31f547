/// One D-Bus value, as plain data: what the bridge reads from a message and writes into a reply, so the
/// bridge's handler can be tested without a bus. Containers carry their element signature, so an empty
/// array still has a type.
public indirect enum DBusValue: Hashable, Sendable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array of values whose type is `elementSignature` (`a{sv}` is an array of dictionary entries).
    case array(elementSignature: String, [DBusValue])
    case structure([DBusValue])
    /// A key and a value, only inside an array (`{sv}`).
    case dictionaryEntry(DBusValue, DBusValue)
    case variant(DBusValue)

    /// The value's D-Bus type signature (`s`, `(so)`, `a{sv}`).
    public var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .variant: "v"
        }
    }

    /// An AT-SPI object reference: the bus name that owns the object and its path (`(so)`).
    public static func reference(_ busName: String, _ path: String) -> DBusValue {
        .structure([.string(busName), .objectPath(path)])
    }

    /// An array of strings (`as`).
    public static func strings(_ values: [String]) -> DBusValue {
        .array(elementSignature: "s", values.map { .string($0) })
    }

    /// A string-to-string dictionary (`a{ss}`), in key order.
    public static func stringDictionary(_ values: [String: String]) -> DBusValue {
        .array(elementSignature: "{ss}", values.sorted { $0.key < $1.key }.map { .dictionaryEntry(.string($0.key), .string($0.value)) })
    }

    /// An empty property dictionary (`a{sv}`), as AT-SPI's events carry.
    public static var emptyProperties: DBusValue { .array(elementSignature: "{sv}", []) }

    /// The value as a string, when it is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as a 32-bit integer, when it is one.
    public var int32Value: Int32? {
        if case .int32(let value) = self { return value }
        return nil
    }

    /// The value as a 32-bit unsigned integer, when it is one.
    public var uint32Value: UInt32? {
        if case .uint32(let value) = self { return value }
        return nil
    }
}
