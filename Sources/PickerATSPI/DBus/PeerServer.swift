import CDBus
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A D-Bus server on a socket of the app's own, which a screen reader connects to directly once it has
/// asked for its address (AT-SPI's `GetApplicationBusAddress`), as GTK's bridge offers: its calls then
/// skip the bus daemon, two trips through the socket instead of four. libdbus lets only this user connect.
final class PeerServer {
    /// The address clients open (`unix:path=…`).
    let address: String
    private let server: OpaquePointer
    private let directory: String
    private let state: State

    /// What libdbus's callbacks write: the server's watches and the connections accepted, not yet taken.
    private final class State {
        var watches: [OpaquePointer] = []
        var accepted: [OpaquePointer] = []
    }

    /// Listens on a socket in a new directory of its own (mode 0700) under `XDG_RUNTIME_DIR`, or `/tmp`.
    /// - Throws: `DBusError` when the directory or the socket cannot be made.
    init() throws {
        let base = ProcessEnvironment.value("XDG_RUNTIME_DIR").flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("pickerkit-atspi-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw DBusError(name: "", description: "cannot make a socket directory in \(base)") }
        directory = String(cString: made)
        SocketDirectories.add(directory)
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let escaped = dbus_address_escape_value(directory + "/socket").map { pointer in
            defer { dbus_free(pointer) }
            return String(cString: pointer)
        } ?? ""
        guard let server = dbus_server_listen("unix:path=" + escaped, &error) else {
            SocketDirectories.remove(directory)
            throw DBusError(name: "", description: error.message.map { String(cString: $0) } ?? "cannot listen")
        }
        self.server = server
        address = dbus_server_get_address(server).map { pointer in
            defer { dbus_free(pointer) }
            return String(cString: pointer)
        } ?? ""
        state = State()
        let context = Unmanaged.passUnretained(state).toOpaque()
        dbus_server_set_new_connection_function(server, { _, connection, context in
            guard let connection, let context else { return }
            dbus_connection_ref(connection)
            Unmanaged<State>.fromOpaque(context).takeUnretainedValue().accepted.append(connection)
        }, context, nil)
        _ = dbus_server_set_watch_functions(server, { watch, context in
            guard let watch, let context else { return 0 }
            Unmanaged<State>.fromOpaque(context).takeUnretainedValue().watches.append(watch)
            return 1
        }, { watch, context in
            guard let context else { return }
            Unmanaged<State>.fromOpaque(context).takeUnretainedValue().watches.removeAll { $0 == watch }
        }, nil, context, nil)
    }

    deinit {
        dbus_server_disconnect(server)
        dbus_server_unref(server)
        for connection in state.accepted {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
        SocketDirectories.remove(directory)
    }

    /// The sockets to watch for clients connecting.
    var fileDescriptors: [Int32] {
        state.watches.filter { dbus_watch_get_enabled($0) != 0 }.map { dbus_watch_get_unix_fd($0) }.filter { $0 >= 0 }
    }

    /// Accepts the clients waiting to connect, without waiting for any.
    func acceptConnections() -> [BusConnection] {
        for watch in state.watches where dbus_watch_get_enabled(watch) != 0 {
            var descriptor = pollfd(fd: dbus_watch_get_unix_fd(watch), events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { continue }
            _ = dbus_watch_handle(watch, UInt32(DBUS_WATCH_READABLE.rawValue))
        }
        defer { state.accepted.removeAll() }
        return state.accepted.map(BusConnection.init(accepted:))
    }
}

/// The servers' socket directories, removed when the server goes or, for an app that exits without
/// releasing its host, when the process exits.
private enum SocketDirectories {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    private static let removesAtExit: Void = { atexit { SocketDirectories.removeAll() } }()

    static func add(_ directory: String) {
        _ = removesAtExit
        lock.withLock { _ = paths.insert(directory) }
    }

    static func remove(_ directory: String) {
        lock.withLock { _ = paths.remove(directory) }
        unlink(directory + "/socket")
        rmdir(directory)
    }

    private static func removeAll() {
        for directory in lock.withLock({ paths }) { remove(directory) }
    }
}
