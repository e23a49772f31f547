import Foundation
import PickerSDL3
import Testing

extension SDL3Tests {
    /// `Examples/GameLoopSDL3`, the GameLoop example's twin on SDL 3: its own SDL 3 window, renderer, loop and
    /// gamepad, PickerKit's panels over its scene. Built by scripts/test.sh before this suite runs; the runs are
    /// offscreen (SDL's dummy video driver), the gamepad a virtual one played by `--script`.
    @Suite struct GameLoopExampleTests {
        static let binary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/GameLoopSDL3/.build/debug/GameLoopSDL3")

        /// Runs the game with `arguments`; its exit status, and its output's lines.
        static func run(_ arguments: [String]) throws -> (status: Int32, lines: [String], errors: String) {
            try #require(
                FileManager.default.isExecutableFile(atPath: binary.path),
                "\(binary.path) is not built: run `swift build --package-path Examples/GameLoopSDL3` (scripts/test.sh does)")
            let process = Process()
            process.executableURL = binary
            process.arguments = ["--today", "2026-11-21"] + arguments
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let timeout = DispatchWorkItem { process.terminate() }
            DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: timeout)
            let stdout = output.fileHandleForReading.readDataToEndOfFile()
            let stderr = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            timeout.cancel()
            let lines = String(decoding: stdout, as: UTF8.self).split(separator: "\n").map(String.init)
            return (process.terminationStatus, lines, String(decoding: stderr, as: UTF8.self))
        }

        static func object(_ line: String) -> [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }

        @Test("the gamepad's stick steers the square, its shoulder hands it to the settings panel, and there it changes the date")
        func gamepadSteersTheGameAndChangesASetting() throws {
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("gameloop-sdl3-\(getpid()).txt")
            try """
                0.50 pad-axis leftx -32768
                1.00 pad-axis leftx 0
                1.20 pad-down rightshoulder
                1.30 pad-up rightshoulder
                1.50 pad-down a
                1.60 pad-up a
                1.80 pad-down dpdown
                1.90 pad-up dpdown
                2.40 end
                """.write(to: script, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: script) }
            let result = try Self.run(["--offscreen", "--log-events", "--script", script.path])
            try #require(result.status == 0, "GameLoopSDL3 exited \(result.status): \(result.errors)")
            let lines = result.lines.compactMap(Self.object)
            // The stick pushed left moved the square left of its start (720, 480), and it stopped there.
            let stop = lines.compactMap { $0["stopped"] as? [Double] }
            #expect(stop.count == 1 && stop[0][0] < 720 - 50 && stop[0][1] == 480, "\(result.lines)")
            // The shoulder focused the settings panel's first widget, the date picker, with the ring.
            let focus = lines.filter { $0["kind"] as? String == "Focus" }
            #expect(focus.count == 1 && focus.first?["focused"] as? String == "start" && focus.first?["ring"] as? Bool == true, "\(focus)")
            // A engaged the date picker and the D-pad turned it off the 21st.
            let dates = lines.filter { $0["widget"] as? String == "start" }.compactMap { $0["date"] as? String }
            #expect(!dates.isEmpty && !dates.contains { $0.hasPrefix("2026-11-21") }, "\(result.lines)")
        }

        @Test("--screenshot draws the game's scene with both panels over it") func screenshotShowsTheSceneAndThePanels() throws {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gameloop-sdl3-\(getpid()).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let result = try Self.run(["--screenshot", path])
            try #require(result.status == 0, "GameLoopSDL3 exited \(result.status): \(result.errors)")
            let image = try PNGImage(contentsOf: path)
            #expect(image.width == 1000 && image.height == 720)
            func pixel(_ x: Int, _ y: Int) -> [UInt8] { image.pixel(x: x, y: y) }
            #expect(pixel(720, 480) == [0xFF, 0xB0, 0x20, 255], "the square is not at its start")
            #expect(pixel(600, 300) == [0x1B, 0x26, 0x3B, 255] || pixel(600, 300) == [0x2A, 0x3A, 0x58, 255], "\(pixel(600, 300))")
            // Inside the settings panel: PickerKit's light background, over the game.
            let light = Theme.light.windowBackground
            #expect(pixel(24, 24) == [light.red, light.green, light.blue].map { UInt8(($0 * 255).rounded()) } + [255], "\(pixel(24, 24))")
        }

        @Test("a bad argument exits 2 with one line") func badArgumentExitsTwo() throws {
            let result = try Self.run(["--bogus"])
            #expect(result.status == 2)
            #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        }
    }
}
