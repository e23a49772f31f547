import Foundation
import Testing

extension PickerE2E {
    /// How the demo's window draws on Xvfb, whose OpenGL is Mesa's llvmpipe (drawing on the CPU), and what
    /// the X server then shows.
    @Suite("window drawing")
    struct WindowDrawing {
        /// The CPU time (clock ticks) `pid`'s llvmpipe threads have used, from /proc.
        static func llvmpipeTicks(of pid: Int32) throws -> Int {
            let tasks = "/proc/\(pid)/task"
            return try FileManager.default.contentsOfDirectory(atPath: tasks).reduce(0) { sum, task in
                let comm = (try? String(contentsOfFile: "\(tasks)/\(task)/comm", encoding: .utf8)) ?? ""
                guard comm.hasPrefix("llvmpipe"),
                    let stat = try? String(contentsOfFile: "\(tasks)/\(task)/stat", encoding: .utf8),
                    let end = stat.lastIndex(of: ")")
                else { return sum }
                // After the name: state is field 3, utime and stime are fields 14 and 15.
                let fields = stat[stat.index(after: end)...].split(separator: " ")
                return sum + (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
            }
        }

        /// The `--log-frames` line saying how the window draws.
        static func drawingLine(of demo: DemoProcess) -> String? {
            demo.lines.first { $0.hasPrefix(#"{"window":"#) }
        }

        @Test("on OpenGL that draws on the CPU the window gets SDL's software renderer, and the screen shows every change")
        func softwareOpenGLDrawsThroughX11() throws {
            let session = try WindowSession(arguments: Demo.calendar)
            defer { session.stop() }
            #expect(
                Self.drawingLine(of: session.demo)
                    == #"{"window":{"videoDriver":"x11","renderer":"software","backend":"software","presentsChangedAreasOnly":true}}"#)

            // Three Tabs reach the grid's day; Page Down slides to December, each frame showing what changed.
            let demo = session.demo
            let llvmpipeBefore = try Self.llvmpipeTicks(of: demo.pid)
            let framesBefore = demo.frames.count
            try session.xdo.run(["key", "--window", String(session.window), "Tab", "Tab", "Tab", "Next"])
            let newFrame = demo.waitForLine(matching: { (FrameLine($0)?.frame ?? 0) > framesBefore }, timeout: 5)
            try #require(newFrame != nil, "no frame after the keys")
            try #require(demo.waitUntilSettled(quiet: 0.6, timeout: 10), "the window kept drawing")
            // Mesa's llvmpipe threads live on from the OpenGL renderer the host tried first, but draw nothing.
            #expect(try Self.llvmpipeTicks(of: demo.pid) == llvmpipeBefore, "the slide's frames went through llvmpipe")
            let grab = TemporaryFile.url("window", ext: "png")
            defer { try? FileManager.default.removeItem(at: grab) }
            let environment = Demo.environment(display: session.display.name)
            let imported = try ChildProcess.run(
                try Tools.require("import"), ["-window", String(session.window), grab.path], environment: environment)
            try #require(imported.status == 0, "import: \(imported.stderr)")

            // The same keys replayed offscreen, drawn whole once at the end.
            let script = try TemporaryFile.write("0.1 key tab\n0.2 key tab\n0.3 key tab\n0.4 key pagedown\n2.0 end\n", tag: "keys")
            defer { try? FileManager.default.removeItem(at: script) }
            let shot = script.deletingPathExtension().appendingPathExtension("png")
            defer { try? FileManager.default.removeItem(at: shot) }
            let replay = try Demo.run(Demo.calendar + ["--script", script.path, "--screenshot", shot.path])
            try #require(replay.status == 0, "picker-demo: \(replay.stderr)")

            // ImageMagick's count of the pixels that differ (on stderr; exit 1 when some do).
            let compared = try ChildProcess.run(
                try Tools.require("compare"), ["-metric", "AE", grab.path, shot.path, "null:"], environment: environment)
            let differing = compared.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(differing == "0", "pixels of the window that differ from the replay's: \(differing)")
            #expect(compared.status == 0)
        }

        @Test("--backend renderer keeps SDL's first renderer, OpenGL")
        func theRendererBackendKeepsOpenGL() throws {
            let session = try WindowSession(arguments: Demo.calendar + ["--backend", "renderer"])
            defer { session.stop() }
            #expect(
                Self.drawingLine(of: session.demo)
                    == #"{"window":{"videoDriver":"x11","renderer":"opengl","backend":"renderer","presentsChangedAreasOnly":false}}"#)
        }
    }
}
