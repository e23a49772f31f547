import Foundation
import Testing

extension PickerE2E {
    /// `picker-bench` (`picker-bench-sdl3` in the SDL3 package's tests, which link this file): its command line
    /// and JSON lines. No timing is asserted.
    @Suite("picker-bench")
    struct Bench {
        /// The bench beside the demo the harness runs: picker-bench, or picker-bench-sdl3.
        static let name = Demo.executableName.replacingOccurrences(of: "picker-demo", with: "picker-bench")

        /// The keys of a page's line, as picker-bench prints them on SDL 2 (BenchResult's JSON).
        static let pageKeys: Set<String> = [
            "page", "size", "scale", "frames", "median_ms", "p99_ms", "baseline_median_ms", "baseline_p99_ms", "ratio_median",
            "ratio_p99", "full_median_ms", "full_p99_ms", "ratio_full_median", "drawn_kpixels_per_frame", "drawn_share",
            "copied_kpixels_per_frame", "copied_share", "pictures_made_per_frame", "picture_store_kb",
        ]

        /// Runs the bench built beside the demo the harness finds (the same build).
        static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            let bench = try Demo.binary().deletingLastPathComponent().appendingPathComponent(name)
            try #require(FileManager.default.isExecutableFile(atPath: bench.path), "\(bench.path) is not built")
            return try ChildProcess.run(bench, arguments, environment: Demo.environment(display: nil), timeout: 120)
        }

        @Test("--help prints the usage under its own name and exits 0")
        func help() throws {
            let result = try Self.run(["--help"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("USAGE: \(Self.name)") && result.stdout.contains("--over-scene"), "\(result.stdout)")
        }

        @Test("a bad argument exits 2 with one line", arguments: [
            ["--page", "nope"], ["--frames", "0"], ["--scale", "9"], ["--no-such-flag"],
        ])
        func badArgument(_ arguments: [String]) throws {
            let result = try Self.run(arguments)
            #expect(result.status == 2, "exit \(result.status), stderr: \(result.stderr)")
            #expect(isOneLine(result.stderr) && result.stderr.hasPrefix("\(Self.name): "), "stderr: \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }

        @Test("a short run prints one line with picker-bench's keys", arguments: [["--breakdown"], ["--over-scene"]])
        func smokeRun(_ extra: [String]) throws {
            let result = try Self.run(["--page", "wheel-rows10", "--scale", "1", "--frames", "5", "--warmup", "0", "--redraw", "damaged"] + extra)
            try #require(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            try #require(lines.count == 1, "\(result.stdout)")
            let line = try #require(JSON.object(lines[0]), "\(lines[0])")
            let breakdown = extra.contains("--breakdown")
            #expect(Set(line.keys) == Self.pageKeys.union(breakdown ? ["breakdown"] : []), "\(line.keys.sorted())")
            #expect(line["page"] as? String == (breakdown ? "wheel-rows10" : "wheel-rows10 over scene"))
            #expect(JSON.int(line["frames"]) == 5)
        }

        /// Through the SDL renderer backend: the SDL drawing calls per frame.
        @Test("--renderer-calls prints the SDL drawing calls per frame")
        func rendererCalls() throws {
            let result = try Self.run(["--page", "wheel-rows10", "--scale", "1", "--frames", "5", "--warmup", "0", "--renderer-calls"])
            try #require(result.status == 0, "exit \(result.status), stderr: \(result.stderr)")
            let line = try #require(JSON.object(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(result.stdout)")
            #expect(Set(line.keys) == ["page", "scale", "frames", "sdl_calls_per_frame_median", "sdl_calls_per_frame_max"], "\(line.keys.sorted())")
            #expect((JSON.number(line["sdl_calls_per_frame_median"]) ?? 0) > 0, "\(line)")
        }
    }
}
