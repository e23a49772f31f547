import Foundation
import PickerDemoApp

/// Runs every requested case at every requested scale and prints one JSON line for each.
struct BenchApplication<Offscreen: BenchOffscreen> {
    var options: BenchOptions

    func run() throws {
        if options.memory {
            for scale in options.scaleList {
                printLine(try LabelMemoryCheck<Offscreen>(size: options.size, scale: scale).run().serialized())
            }
            return
        }
        let frameLog = try options.frameLog.map(FrameLog.init(path:))
        for benchCase in options.cases {
            if options.printScript {
                try printScript(of: benchCase)
                continue
            }
            for scale in options.scaleList {
                let runner = BenchRunner<Offscreen>(
                    benchCase: benchCase, size: options.size, scale: scale, frames: options.frames, warmup: options.warmup,
                    redraw: options.redraw, frameLog: frameLog, overScene: options.overScene)
                if options.rendererCalls {
                    printLine(try RendererCalls(runner: runner).run().serialized())
                    continue
                }
                var json = try runner.run().json
                if options.breakdown, case .object(var pairs) = json {
                    pairs.append(("breakdown", try runner.breakdown().json))
                    json = .object(pairs)
                }
                printLine(json.serialized())
            }
        }
    }

    /// Prints the case's script as `picker-demo --script` reads it (layout at scale 1).
    private func printScript(of benchCase: BenchCase) throws {
        let runner = BenchRunner<Offscreen>(
            benchCase: benchCase, size: options.size, scale: 1, frames: options.frames, warmup: options.warmup)
        let renderer = try Offscreen.make(
            pixelWidth: Int(options.size.width.rounded()), pixelHeight: Int(options.size.height.rounded()), pixelsPerPoint: 1)
        let built = try benchCase.makeScene(BenchCase.pageOptions, renderer.textMeasurer)
        built.scene.layout(size: renderer.host.sizeInPoints)
        printLine("# picker-bench \(benchCase.name): \(benchCase.summary)")
        print(try runner.script(layout: built.layout()).text(framesPerSecond: runner.framesPerSecond), terminator: "")
    }

    private func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
