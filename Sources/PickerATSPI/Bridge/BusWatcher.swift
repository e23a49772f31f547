import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A thread that sleeps until one of the bridge's sockets has data (the bus's first), then wakes the app's
/// loop (`wake`) and waits until the main thread has read it (`resume()`), so the main thread does all of
/// the bus's work and an idle bus costs nothing.
final class BusWatcher: @unchecked Sendable {
    private var descriptors: [Int32]
    private let wake: @Sendable () -> Void
    /// Written to end the thread's `poll`, to stop it or to have it watch other sockets.
    private var stopPipe: [Int32] = [-1, -1]
    private let lock = NSLock()
    private var isStopped = false
    private var isWaitingForMainThread = false
    private let mainThreadDone = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `descriptors`; the thread ends when the first (the bus's) closes.
    /// - Throws: `DBusError` when the thread's stop pipe cannot be made.
    init(descriptors: [Int32], wake: @escaping @Sendable () -> Void) throws {
        self.descriptors = descriptors
        self.wake = wake
        guard pipe(&stopPipe) == 0 else { throw DBusError(name: "", description: "pipe failed: \(errno)") }
        let thread = Thread { [self] in run() }
        thread.name = "PickerKit AT-SPI"
        thread.start()
    }

    /// Watches `descriptors` from now on (the bus's first).
    func watch(_ descriptors: [Int32]) {
        lock.lock()
        self.descriptors = descriptors
        lock.unlock()
        var byte: UInt8 = 0
        _ = write(stopPipe[1], &byte, 1)
    }

    /// Lets the thread watch again after the main thread read what arrived.
    func resume() {
        lock.lock()
        let waiting = isWaitingForMainThread
        isWaitingForMainThread = false
        lock.unlock()
        if waiting { mainThreadDone.signal() }
    }

    /// Ends the thread and waits for it.
    func stop() {
        lock.lock()
        let alreadyStopped = isStopped
        isStopped = true
        lock.unlock()
        guard !alreadyStopped else { return }
        var byte: UInt8 = 1
        _ = write(stopPipe[1], &byte, 1)
        mainThreadDone.signal()
        finished.wait()
        close(stopPipe[0])
        close(stopPipe[1])
    }

    /// Whether the thread is to stop, and the sockets to watch.
    private var current: (isStopped: Bool, descriptors: [Int32]) {
        lock.lock()
        defer { lock.unlock() }
        return (isStopped, descriptors)
    }

    private func run() {
        defer { finished.signal() }
        while true {
            let (isStopped, descriptors) = current
            if isStopped { return }
            var fds = [pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
                + descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let count = poll(&fds, nfds_t(fds.count), -1)
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[0].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 64)
                _ = read(stopPipe[0], &bytes, bytes.count)
                continue
            }
            guard fds.dropFirst().contains(where: { $0.revents != 0 }) else { continue }
            lock.lock()
            isWaitingForMainThread = true
            lock.unlock()
            wake()
            mainThreadDone.wait()
            // The bus closed or broke: the main thread has seen it (the connection is closed); stop. A client's
            // socket that closed is dropped by the main thread, which then watches the rest.
            if fds.count > 1, fds[1].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return }
        }
    }
}
