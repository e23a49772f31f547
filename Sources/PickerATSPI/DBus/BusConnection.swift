import CDBus

#if canImport(Glibc)
import Glibc
#endif

/// A failure of the D-Bus connection: which call failed and D-Bus's message.
public struct DBusError: Error, CustomStringConvertible {
    /// The D-Bus error name, when D-Bus gave one (`org.freedesktop.DBus.Error.ServiceUnknown`).
    public var name: String
    public var description: String
}

/// No reply came in time.
struct DBusTimeout: Error {}

/// A private libdbus connection to one bus (the session bus, or the accessibility bus at its address),
/// closed when released. Use it from one thread at a time; the bridge reads it on the main thread only.
final class BusConnection {
    /// A method call read from the bus, with the message kept to reply to.
    struct IncomingCall {
        /// The call as data, or nil when its arguments could not be read.
        var call: DBusMethodCall?
        /// The connection it came on, which its reply goes back on.
        let connection: BusConnection
        fileprivate let message: OpaquePointer
    }

    private let pointer: OpaquePointer

    /// Connects to the session bus.
    /// - Throws: `DBusError` when there is no session bus or it refuses the connection.
    static func session() throws -> BusConnection {
        try withError { error in dbus_bus_get_private(DBUS_BUS_SESSION, &error) }.map(BusConnection.init)
            ?? { throw DBusError(name: "", description: "no session bus") }()
    }

    /// Connects to the bus at `address` and says hello (takes a unique name).
    /// - Throws: `DBusError` when the bus cannot be reached.
    static func open(address: String) throws -> BusConnection {
        guard let pointer = try withError({ error in dbus_connection_open_private(address, &error) }) else {
            throw DBusError(name: "", description: "cannot open \(address)")
        }
        let connection = BusConnection(pointer)
        guard try withError({ error in dbus_bus_register(pointer, &error) }) != 0 else {
            throw DBusError(name: "", description: "cannot register on \(address)")
        }
        return connection
    }

    /// Takes over a connection that a ``PeerServer`` accepted, with the reference it holds.
    convenience init(accepted pointer: OpaquePointer) {
        self.init(pointer)
    }

    private init(_ pointer: OpaquePointer) {
        self.pointer = pointer
        // A closed bus must not end the app (libdbus's default for bus connections).
        dbus_connection_set_exit_on_disconnect(pointer, 0)
    }

    deinit {
        dbus_connection_close(pointer)
        dbus_connection_unref(pointer)
    }

    /// The connection's unique name on the bus (`:1.42`).
    var uniqueName: String {
        dbus_bus_get_unique_name(pointer).map { String(cString: $0) } ?? ""
    }

    /// The socket to watch for incoming data, if the transport has one.
    var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(pointer, &descriptor) != 0 && descriptor >= 0 ? descriptor : nil
    }

    /// Whether the connection is still open.
    var isConnected: Bool { dbus_connection_get_is_connected(pointer) != 0 }

    /// Whether the other side has authenticated (a bus always has; a direct client once it said who it is).
    var isAuthenticated: Bool { dbus_connection_get_is_authenticated(pointer) != 0 }

    /// Calls a method and waits up to `timeout` milliseconds for its return values.
    /// - Throws: `DBusError` for an error reply, a timeout or a reply that cannot be read.
    func call(
        destination: String, path: String, interface: String, member: String, arguments: [DBusValue] = [],
        timeout: Int32 = 2000
    ) throws -> [DBusValue] {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else {
            throw DBusError(name: "", description: "cannot make a call to \(interface).\(member)")
        }
        defer { dbus_message_unref(message) }
        try DBusMarshalling.append(arguments, to: message)
        guard let reply = try Self.withError({ error in
            dbus_connection_send_with_reply_and_block(pointer, message, timeout, &error)
        }) else {
            throw DBusError(name: "", description: "no reply to \(interface).\(member)")
        }
        defer { dbus_message_unref(reply) }
        guard let values = DBusMarshalling.arguments(of: reply) else {
            throw DBusError(name: "", description: "unreadable reply to \(interface).\(member)")
        }
        return values
    }

    /// Calls a method and waits up to `timeout` milliseconds for its return values, answering the calls
    /// that arrive meanwhile with `serve` (the callee may call back before it replies). `wait` waits up to
    /// the milliseconds it is given for data on this connection or others (and serves those).
    /// - Throws: `DBusError` for an error reply, a closed connection or an unreadable reply; `DBusTimeout`.
    func callAllowingReentry(
        destination: String, path: String, interface: String, member: String, arguments: [DBusValue], timeout: Int32,
        serve: (IncomingCall) -> Void, wait: (Int32) -> Void
    ) throws -> [DBusValue] {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else {
            throw DBusError(name: "", description: "cannot make a call to \(interface).\(member)")
        }
        defer { dbus_message_unref(message) }
        try DBusMarshalling.append(arguments, to: message)
        var serial: UInt32 = 0
        guard dbus_connection_send(pointer, message, &serial) != 0 else {
            throw DBusError(name: "", description: "out of memory calling \(member)")
        }
        let deadline = Self.milliseconds() + Int64(timeout)
        while isConnected {
            let left = deadline - Self.milliseconds()
            guard left > 0 else { throw DBusTimeout() }
            if !hasQueuedMessages { wait(Int32(left)) }
            _ = dbus_connection_read_write(pointer, 0)
            while let incoming = dbus_connection_pop_message(pointer) {
                let type = dbus_message_get_type(incoming)
                if type == DBUS_MESSAGE_TYPE_METHOD_CALL {
                    serve(IncomingCall(call: Self.methodCall(incoming), connection: self, message: incoming))
                    continue
                }
                defer { dbus_message_unref(incoming) }
                guard dbus_message_get_reply_serial(incoming) == serial else { continue }
                if type == DBUS_MESSAGE_TYPE_ERROR {
                    let name = dbus_message_get_error_name(incoming).map { String(cString: $0) } ?? ""
                    throw DBusError(name: name, description: "\(member) failed: \(name)")
                }
                guard let values = DBusMarshalling.arguments(of: incoming) else {
                    throw DBusError(name: "", description: "unreadable reply to \(interface).\(member)")
                }
                return values
            }
            flush()
        }
        throw DBusError(name: "", description: "the bus closed while waiting for \(member)")
    }

    /// A monotonic clock in milliseconds, for timeouts.
    private static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// Queues a signal (sent by the next `flush()`).
    func send(_ signal: DBusSignal) throws {
        guard let message = dbus_message_new_signal(signal.path, signal.interface, signal.member) else {
            throw DBusError(name: "", description: "cannot make the signal \(signal.member)")
        }
        defer { dbus_message_unref(message) }
        try DBusMarshalling.append(signal.arguments, to: message)
        guard dbus_connection_send(pointer, message, nil) != 0 else {
            throw DBusError(name: "", description: "out of memory sending \(signal.member)")
        }
    }

    /// Reads what has arrived, waiting up to `timeout` milliseconds when nothing has, and returns the method
    /// calls among it (signals and replies are dropped). Reply to each with `reply(to:with:)`.
    func readCalls(waitingUpTo timeout: Int32 = 0) -> [IncomingCall] {
        if !hasQueuedMessages { _ = dbus_connection_read_write(pointer, timeout) }
        // A client still authenticating has an answer to write that the read just made.
        if !isAuthenticated { _ = dbus_connection_read_write(pointer, 0) }
        var calls: [IncomingCall] = []
        while let message = dbus_connection_pop_message(pointer) {
            guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL else {
                dbus_message_unref(message)
                continue
            }
            calls.append(IncomingCall(call: Self.methodCall(message), connection: self, message: message))
        }
        return calls
    }

    /// Answers `incoming` (unless the caller asked for no reply) and releases its message.
    func reply(to incoming: IncomingCall, with reply: DBusReply) {
        defer { dbus_message_unref(incoming.message) }
        guard dbus_message_get_no_reply(incoming.message) == 0 else { return }
        var answer: OpaquePointer?
        switch reply {
        case .values(let values):
            answer = dbus_message_new_method_return(incoming.message)
            if let written = answer, (try? DBusMarshalling.append(values, to: written)) == nil {
                dbus_message_unref(written)
                answer = dbus_message_new_error(incoming.message, "org.freedesktop.DBus.Error.Failed", "reply could not be written")
            }
        case .error(let name, let message):
            answer = dbus_message_new_error(incoming.message, name, message)
        }
        guard let answer else { return }
        _ = dbus_connection_send(pointer, answer, nil)
        dbus_message_unref(answer)
    }

    /// Whether libdbus holds messages it has read but no one has taken yet (it reads while it writes).
    var hasQueuedMessages: Bool { dbus_connection_get_dispatch_status(pointer) == DBUS_DISPATCH_DATA_REMAINS }

    /// Writes everything queued.
    func flush() { dbus_connection_flush(pointer) }

    private static func methodCall(_ message: OpaquePointer) -> DBusMethodCall? {
        guard let path = dbus_message_get_path(message), let member = dbus_message_get_member(message),
            let arguments = DBusMarshalling.arguments(of: message)
        else { return nil }
        return DBusMethodCall(
            path: String(cString: path), interface: dbus_message_get_interface(message).map { String(cString: $0) },
            member: String(cString: member), arguments: arguments)
    }

    /// Runs a libdbus call that reports failure through a `DBusError` and throws that error.
    private static func withError<T>(_ body: (inout CDBus.DBusError) -> T) throws -> T {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let result = body(&error)
        if dbus_error_is_set(&error) != 0 {
            throw DBusError(
                name: error.name.map { String(cString: $0) } ?? "", description: error.message.map { String(cString: $0) } ?? "D-Bus error")
        }
        return result
    }
}
