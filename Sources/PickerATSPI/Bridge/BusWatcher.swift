import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A thread that sleeps until the bus's socket has data, then wakes the app's loop (`wake`) and waits
/// until the main thread has read it (`resume()`), so the main thread does all of the bus's work and an
/// idle bus costs nothing.
final class BusWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private let wake: @Sendable () -> Void
    /// Written to end the thread's `poll`.
    private var stopPipe: [Int32] = [-1, -1]
    private let lock = NSLock()
    private var isStopped = false
    private var isWaitingForMainThread = false
    private let mainThreadDone = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `descriptor`.
    /// - Throws: `DBusError` when the thread's stop pipe cannot be made.
    init(descriptor: Int32, wake: @escaping @Sendable () -> Void) throws {
        self.descriptor = descriptor
        self.wake = wake
        guard pipe(&stopPipe) == 0 else { throw DBusError(name: "", description: "pipe failed: \(errno)") }
        let thread = Thread { [self] in run() }
        thread.name = "PickerKit AT-SPI"
        thread.start()
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

    private var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }

    private func run() {
        defer { finished.signal() }
        while !stopped {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0)]
            let count = poll(&fds, 2, -1)
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            guard fds[0].revents != 0 else { continue }
            lock.lock()
            isWaitingForMainThread = true
            lock.unlock()
            wake()
            mainThreadDone.wait()
            // A closed or broken socket: the main thread has seen it (the connection is closed); stop.
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return }
        }
    }
}
