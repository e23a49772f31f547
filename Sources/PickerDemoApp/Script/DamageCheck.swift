import Foundation
import PickerCore
import PickerDemoPages
import PickerFrame
import PickerInspection
import PickerSDLShared

/// Checks that redrawing only what changed gives the same pixels as redrawing everything: replays a
/// script offscreen twice, one renderer drawing damaged areas only and one drawing every frame whole,
/// and compares every frame. (`picker-demo --check-damage`, and the damage tests.)
public struct DamageCheck {
    /// What the comparison found.
    public struct Report: CustomStringConvertible {
        /// Frames rendered and compared.
        public var frames: Int
        /// The first frame whose pixels differ, with its time (seconds), the number of differing pixels
        /// and their bounding box in pixels; nil when every frame matched.
        public var mismatch: (frame: Int, time: Double, pixels: Int, box: (x: Int, y: Int, width: Int, height: Int))?
        /// Pixels drawn per frame in damage mode, on average, as a share of the whole image (0...1).
        public var drawnShare: Double
        /// Pixels copied per frame in damage mode (content that only moved), on average, as a share of the
        /// whole image (0...1).
        public var copiedShare: Double = 0

        public var isIdentical: Bool { mismatch == nil }

        public var json: JSONValue {
            var fields: [(String, JSONValue)] = [
                ("frames", .int(frames)), ("identical", .bool(isIdentical)), ("drawn_share", .double(drawnShare)),
                ("copied_share", .double(copiedShare)),
            ]
            if let mismatch {
                fields += [
                    ("first_mismatch_frame", .int(mismatch.frame)), ("time", .double(mismatch.time)),
                    ("pixels", .int(mismatch.pixels)),
                    ("box", .array([.int(mismatch.box.x), .int(mismatch.box.y), .int(mismatch.box.width), .int(mismatch.box.height)])),
                ]
            }
            return .object(fields)
        }

        public var description: String { json.serialized() }
    }

    /// Replays `script` on two fresh scenes made by `makeScene`, each in a `Renderer`, and compares every frame.
    /// - Parameters:
    ///   - mismatchImages: a folder to write the first differing frame to (`damage.png`, `full.png`).
    ///   - redrawMode: how the first renderer redraws (`.damagedAreas` unless a test wants otherwise).
    public static func run<Renderer: DemoOffscreen>(
        _ renderer: Renderer.Type, script: InputScript, pixelWidth: Int, pixelHeight: Int, pixelsPerPoint: Double,
        mismatchImages: String? = nil, redrawMode: PanelStack.RedrawMode = .damagedAreas,
        makeScene: (TextMeasurer) throws -> HostedScene
    ) throws -> Report {
        let damaged = try Renderer.make(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint)
        let full = try Renderer.make(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint)
        damaged.host.redrawMode = redrawMode
        full.host.redrawMode = .everything
        let damagedFrames = try frames(of: script, on: damaged, scene: makeScene(damaged.textMeasurer))
        let fullFrames = try frames(of: script, on: full, scene: makeScene(full.textMeasurer))
        let drawnShare = damagedFrames.drawn.reduce(0, +) / Double(max(1, damagedFrames.drawn.count)) / Double(pixelWidth * pixelHeight)
        let copiedShare = damagedFrames.copied.reduce(0, +) / Double(max(1, damagedFrames.copied.count)) / Double(pixelWidth * pixelHeight)
        var report = Report(
            frames: min(damagedFrames.hashes.count, fullFrames.hashes.count), mismatch: nil, drawnShare: drawnShare,
            copiedShare: copiedShare)
        guard let index = zip(damagedFrames.hashes, fullFrames.hashes).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            if damagedFrames.hashes.count != fullFrames.hashes.count {
                report.mismatch = (report.frames, 0, 0, (0, 0, 0, 0))
            }
            return report
        }
        // Render both again up to the differing frame, to say where they differ.
        let a = try Renderer.make(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint)
        let b = try Renderer.make(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixelsPerPoint: pixelsPerPoint)
        a.host.redrawMode = redrawMode
        b.host.redrawMode = .everything
        let pixelsA = try frames(of: script, on: a, scene: makeScene(a.textMeasurer), capturing: index).captured ?? []
        let pixelsB = try frames(of: script, on: b, scene: makeScene(b.textMeasurer), capturing: index).captured ?? []
        var count = 0, x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for pixel in 0..<min(pixelsA.count, pixelsB.count) / 4 where pixelsA[pixel * 4..<pixel * 4 + 4] != pixelsB[pixel * 4..<pixel * 4 + 4] {
            count += 1
            let x = pixel % pixelWidth, y = pixel / pixelWidth
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
        }
        report.mismatch = (index, damagedFrames.times[index], count, (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
        if let folder = mismatchImages {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try PNGImage(width: pixelWidth, height: pixelHeight, rgba: pixelsA).write(to: folder + "/damage.png")
            try PNGImage(width: pixelWidth, height: pixelHeight, rgba: pixelsB).write(to: folder + "/full.png")
        }
        return report
    }

    /// Every frame's pixel hash, time and drawn pixel count, and the pixels of frame `capturing` if given.
    private static func frames<Renderer: DemoOffscreen>(
        of script: InputScript, on renderer: Renderer, scene: HostedScene, capturing: Int? = nil
    ) throws
        -> (hashes: [Int], times: [Double], drawn: [Double], copied: [Double], captured: [UInt8]?)
    {
        var hashes: [Int] = [], times: [Double] = [], drawn: [Double] = [], copied: [Double] = []
        var captured: [UInt8]?
        var pixels: [UInt8] = []
        let replay = OffscreenReplay(renderer: renderer, scene: scene)
        var failure: Error?
        replay.onFrame = { time in
            do {
                if hashes.count == capturing { captured = try renderer.rgbaBytes() }
                // Hashed through one buffer reused between frames: a new array a frame was a fifth of a replay.
                try renderer.readRGBA(into: &pixels)
                var hasher = Hasher()
                pixels.withUnsafeBytes { hasher.combine(bytes: $0) }
                hashes.append(hasher.finalize())
                times.append(time)
                drawn.append(Double(renderer.host.lastFrameDrawnPixelCount))
                copied.append(Double(renderer.host.lastFrameCopiedPixelCount))
            } catch {
                failure = error
            }
        }
        try replay.run(script)
        if let failure { throw failure }
        return (hashes, times, drawn, copied, captured)
    }
}
