import CDBus

/// D-Bus type codes (libdbus's `DBUS_TYPE_*`, whose cast macros Swift does not import).
enum DBusTypeCode {
    static let invalid: Int32 = 0
    static func code(_ character: Character) -> Int32 { Int32(character.asciiValue ?? 0) }
}

/// Why a value could not be written into or read from a message.
public struct DBusMarshallingError: Error, CustomStringConvertible {
    public var description: String
}

/// Writes values into a message and reads them back with libdbus's iterators (its variadic
/// `dbus_message_append_args` is out of Swift's reach).
enum DBusMarshalling {
    /// Deeper nesting than D-Bus allows (32 arrays and 32 structures) is not read.
    static let maximumDepth = 64

    static func append(_ values: [DBusValue], to message: OpaquePointer) throws {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for value in values { try append(value, to: &iterator) }
    }

    static func append(_ value: DBusValue, to iterator: inout DBusMessageIter) throws {
        let ok: dbus_bool_t
        switch value {
        case .byte(var raw): ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("y"), &raw)
        case .boolean(let flag):
            var raw: dbus_bool_t = flag ? 1 : 0
            ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("b"), &raw)
        case .int16(var raw): ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("n"), &raw)
        case .uint16(var raw): ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("q"), &raw)
        case .int32(var raw): ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("i"), &raw)
        case .uint32(var raw): ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("u"), &raw)
        case .int64(var raw): ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("x"), &raw)
        case .uint64(var raw): ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("t"), &raw)
        case .double(var raw): ok = dbus_message_iter_append_basic(&iterator, DBusTypeCode.code("d"), &raw)
        case .string(let text): ok = appendString(text, code: "s", to: &iterator)
        case .objectPath(let path):
            guard Self.isValidObjectPath(path) else { throw DBusMarshallingError(description: "not an object path: \(path)") }
            ok = appendString(path, code: "o", to: &iterator)
        case .signature(let signature):
            guard dbus_signature_validate(signature, nil) != 0 else { throw DBusMarshallingError(description: "bad signature") }
            ok = appendString(signature, code: "g", to: &iterator)
        case .array(let element, let items):
            // A dictionary entry is only a type inside an array: check the whole array's signature.
            guard dbus_signature_validate_single("a" + element, nil) != 0 else {
                throw DBusMarshallingError(description: "bad element signature \(element)")
            }
            ok = try appendContainer(code: "a", signature: element, items: items, to: &iterator)
        case .structure(let fields): ok = try appendContainer(code: "r", signature: nil, items: fields, to: &iterator)
        case .dictionaryEntry(let key, let entry): ok = try appendContainer(code: "e", signature: nil, items: [key, entry], to: &iterator)
        case .variant(let inner): ok = try appendContainer(code: "v", signature: inner.signature, items: [inner], to: &iterator)
        }
        guard ok != 0 else { throw DBusMarshallingError(description: "libdbus could not append \(value.signature)") }
    }

    /// Strings go in as C strings; D-Bus strings hold no NUL, so one cuts the text there.
    private static func appendString(_ text: String, code: Character, to iterator: inout DBusMessageIter) -> dbus_bool_t {
        text.withCString { pointer in
            var cString: UnsafePointer<CChar>? = pointer
            return dbus_message_iter_append_basic(&iterator, DBusTypeCode.code(code), &cString)
        }
    }

    private static func appendContainer(
        code: Character, signature: String?, items: [DBusValue], to iterator: inout DBusMessageIter
    ) throws -> dbus_bool_t {
        var child = DBusMessageIter()
        let opened: dbus_bool_t =
            if let signature { dbus_message_iter_open_container(&iterator, DBusTypeCode.code(code), signature, &child) }
            else { dbus_message_iter_open_container(&iterator, DBusTypeCode.code(code), nil, &child) }
        guard opened != 0 else { return 0 }
        do {
            for item in items { try append(item, to: &child) }
        } catch {
            dbus_message_iter_abandon_container(&iterator, &child)
            throw error
        }
        return dbus_message_iter_close_container(&iterator, &child)
    }

    /// Whether `path` is a D-Bus object path: `/`, or `/`-separated non-empty elements of `[A-Za-z0-9_]`.
    static func isValidObjectPath(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        if path == "/" { return true }
        let elements = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        return elements.allSatisfy { element in
            !element.isEmpty && element.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            }
        }
    }

    /// Every argument of `message`, or nil when one is of a type the bridge does not read (a file
    /// descriptor) or nests too deep.
    static func arguments(of message: OpaquePointer) -> [DBusValue]? {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        return readAll(&iterator, depth: 0)
    }

    private static func readAll(_ iterator: inout DBusMessageIter, depth: Int) -> [DBusValue]? {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != DBusTypeCode.invalid {
            guard let value = read(&iterator, depth: depth) else { return nil }
            values.append(value)
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    private static func read(_ iterator: inout DBusMessageIter, depth: Int) -> DBusValue? {
        guard depth < maximumDepth else { return nil }
        let type = dbus_message_iter_get_arg_type(&iterator)
        func basic<T>(_ initial: T) -> T {
            var value = initial
            dbus_message_iter_get_basic(&iterator, &value)
            return value
        }
        switch UInt8(truncatingIfNeeded: type) {
        case UInt8(ascii: "y"): return .byte(basic(UInt8(0)))
        case UInt8(ascii: "b"): return .boolean(basic(dbus_bool_t(0)) != 0)
        case UInt8(ascii: "n"): return .int16(basic(Int16(0)))
        case UInt8(ascii: "q"): return .uint16(basic(UInt16(0)))
        case UInt8(ascii: "i"): return .int32(basic(Int32(0)))
        case UInt8(ascii: "u"): return .uint32(basic(UInt32(0)))
        case UInt8(ascii: "x"): return .int64(basic(Int64(0)))
        case UInt8(ascii: "t"): return .uint64(basic(UInt64(0)))
        case UInt8(ascii: "d"): return .double(basic(Double(0)))
        case UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "g"):
            guard let pointer = basic(UnsafePointer<CChar>?.none) else { return nil }
            let text = String(cString: pointer)
            switch UInt8(truncatingIfNeeded: type) {
            case UInt8(ascii: "s"): return .string(text)
            case UInt8(ascii: "o"): return .objectPath(text)
            default: return .signature(text)
            }
        case UInt8(ascii: "a"):
            guard let full = signature(of: &iterator), full.hasPrefix("a") else { return nil }
            var child = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &child)
            guard let items = readAll(&child, depth: depth + 1) else { return nil }
            return .array(elementSignature: String(full.dropFirst()), items)
        case UInt8(ascii: "r"), UInt8(ascii: "e"), UInt8(ascii: "v"):
            var child = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &child)
            guard let items = readAll(&child, depth: depth + 1) else { return nil }
            switch UInt8(truncatingIfNeeded: type) {
            case UInt8(ascii: "r"): return .structure(items)
            case UInt8(ascii: "e"): return items.count == 2 ? .dictionaryEntry(items[0], items[1]) : nil
            default: return items.count == 1 ? .variant(items[0]) : nil
            }
        default:
            return nil  // a file descriptor ('h') or something newer: not read
        }
    }

    private static func signature(of iterator: inout DBusMessageIter) -> String? {
        guard let pointer = dbus_message_iter_get_signature(&iterator) else { return nil }
        defer { dbus_free(pointer) }
        return String(cString: pointer)
    }
}
