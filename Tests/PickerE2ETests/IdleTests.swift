import Foundation
import Testing

extension PickerE2E {
    /// An idle window sleeps in SDL_WaitEvent: no frames and next to no CPU.
    @Suite("idle")
    struct Idle {
        @Test("an idle window renders no frames and uses almost no CPU")
        func idleWindowSleeps() throws {
            let session = try WindowSession(arguments: Demo.minipicker)
            defer { session.stop() }
            let demo = session.demo
            // Let start-up (first frames, window mapping, focus) pass: ~1 s after the first frame.
            Thread.sleep(forTimeInterval: 1.0)

            let window = 3.0
            let frames0 = demo.frames.count
            let cpu0 = try demo.cpuSeconds()
            let t0 = ChildProcess.now()
            Thread.sleep(forTimeInterval: window)
            let cpu1 = try demo.cpuSeconds()
            let elapsed = ChildProcess.now() - t0
            let frames = demo.frames.count - frames0
            let cpu = cpu1 - cpu0

            print("idle: \(frames) frames and \(String(format: "%.3f", cpu)) s CPU (user+system) over \(String(format: "%.2f", elapsed)) s; \(frames0) frames before")
            #expect(frames == 0, "an idle window rendered \(frames) frames in \(window) s")
            #expect(cpu < 0.3, "an idle window used \(cpu) s of CPU in \(window) s")
            #expect(demo.exitStatus == nil, "the demo exited while idle: \(demo.stderr)")
        }
    }
}
