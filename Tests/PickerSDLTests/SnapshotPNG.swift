import Foundation
import PickerDemoKit
import PickerKit
import SnapshotTesting
import Testing

// A swift-snapshot-testing strategy for picker-demo pages (DESIGN.md section 6): a `DemoShot` is
// rendered exactly as `picker-demo --screenshot` renders it (OffscreenRenderer + DemoScene +
// OffscreenReplay, software renderer, bundled font) and compared as decoded RGBA with a per-channel
// tolerance and a bounded count of differing pixels. On a mismatch the actual image and a diff image
// go to `.build/snapshot-artifacts/`.

/// What to screenshot: a demo page with its options, optional scripted input, an image size and scale,
/// and optionally a crop. The `picker-demo` arguments it stands for are in `description`.
struct DemoShot: CustomStringConvertible {
    var page: PageName = .minipicker
    var theme: Theme = .light
    var themeName = "light"
    var locale = "en_US"
    /// `--today`, as YYYY-MM-DD.
    var today = "2026-11-21"
    var timeZone = "UTC"
    /// `--size`, in points.
    var size = Size(width: 800, height: 600)
    /// `--scale`, pixels per point.
    var scale = 1.0
    /// A script file in `Tests/PickerSDLTests/Scripts/`, replayed before the screenshot (`--script`).
    var scriptName: String?
    /// The part of the image to keep, in points (nil keeps all of it); scaled and rounded to pixels.
    var clip: Rect?
    /// Whether the demo's toolbar shows: off for the widget pages' goldens (they show the page's own
    /// widgets; the toolbar sits in the top margin, so nothing else moves), on for the overview's.
    var showsToolbar = false

    static func minipicker(_ configure: (inout DemoShot) -> Void = { _ in }) -> DemoShot {
        page(.minipicker, configure)
    }

    static func page(_ name: PageName, _ configure: (inout DemoShot) -> Void = { _ in }) -> DemoShot {
        var shot = DemoShot()
        shot.page = name
        configure(&shot)
        return shot
    }

    var description: String {
        var words = ["--page \(page.rawValue)", "--today \(today)", "--size \(Int(size.width))x\(Int(size.height))",
                     "--scale \(scale)", "--theme \(themeName)", "--locale \(locale)", "--time-zone \(timeZone)"]
        if let scriptName { words.append("--script Tests/PickerSDLTests/Scripts/\(scriptName)") }
        if let clip { words.append("(clip \(clip.minX),\(clip.minY) \(clip.width)x\(clip.height) pt)") }
        return words.joined(separator: " ")
    }

    var pageOptions: PageOptions {
        let parts = today.split(separator: "-").compactMap { Int($0) }
        let zone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
        return PageOptions(
            locale: Locale(identifier: locale),
            today: DateComponents(year: parts[0], month: parts[1], day: parts[2]),
            timeZone: zone, theme: theme, showsToolbar: showsToolbar, scale: scale)
    }

    func script() throws -> InputScript {
        guard let scriptName else { return InputScript(steps: []) }
        let url = SnapshotPaths.testsFolder.appendingPathComponent("Scripts").appendingPathComponent(scriptName)
        return try InputScript(parsing: String(contentsOf: url, encoding: .utf8))
    }

    /// Renders the shot the way `picker-demo --screenshot` does and returns the (cropped) image.
    /// Needs SDL: call it from the serialized `SDLTests` suite.
    func render() throws -> PNGImage {
        let renderer = try OffscreenRenderer(
            pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
            pixelsPerPoint: scale)
        // Fallback faces follow the page's language, as in picker-demo.
        renderer.fonts.locale = pageOptions.locale
        let scene = try DemoScene(page: page, options: pageOptions, textMeasurer: renderer.textMeasurer)
        try OffscreenReplay(renderer: renderer, scene: scene).run(try script())
        let full = PNGImage(width: renderer.pixelWidth, height: renderer.pixelHeight, rgba: try renderer.rgbaBytes())
        guard let clip else { return full }
        return full.cropped(
            x: Int((clip.minX * scale).rounded()), y: Int((clip.minY * scale).rounded()),
            width: Int((clip.width * scale).rounded()), height: Int((clip.height * scale).rounded()))
    }
}

extension PNGImage {
    /// The pixels inside the given rectangle (clamped to the image).
    func cropped(x: Int, y: Int, width: Int, height: Int) -> PNGImage {
        let x0 = max(0, min(x, self.width)), y0 = max(0, min(y, self.height))
        let x1 = max(x0, min(x + width, self.width)), y1 = max(y0, min(y + height, self.height))
        var bytes: [UInt8] = []
        bytes.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for row in y0..<y1 {
            let start = (row * self.width + x0) * 4
            bytes += rgba[start..<start + (x1 - x0) * 4]
        }
        return PNGImage(width: x1 - x0, height: y1 - y0, rgba: bytes)
    }
}

enum SnapshotPaths {
    /// `Tests/PickerSDLTests/` (the goldens are in each widget folder's `__Snapshots__/`).
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The package root: two folders above this test target.
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// Where failed comparisons leave their actual and diff images.
    static let artifacts = packageRoot.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
}

/// The result of comparing two images pixel by pixel.
struct PNGComparison {
    /// Pixels with at least one channel further apart than the tolerance.
    var differingPixels: Int
    var totalPixels: Int
    /// The largest difference seen in any channel of any pixel (0...255).
    var maxChannelDifference: Int
    /// The smallest rectangle holding every differing pixel, as x, y, width, height in pixels.
    var bounds: (x: Int, y: Int, width: Int, height: Int)?
    /// The reference faded to a pale grey, with differing pixels in solid red.
    var diffImage: PNGImage

    /// Compares images of the same size; `tolerance` is per channel, in 0...255 steps.
    init(reference: PNGImage, actual: PNGImage, tolerance: Int) {
        precondition(reference.width == actual.width && reference.height == actual.height)
        let total = reference.width * reference.height, width = reference.width
        totalPixels = total
        var diff = [UInt8](repeating: 0, count: reference.rgba.count)
        var count = 0, maxDifference = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        reference.rgba.withUnsafeBufferPointer { ref in
            actual.rgba.withUnsafeBufferPointer { act in
                for pixel in 0..<total {
                    let i = pixel * 4
                    var worst = 0
                    for c in 0..<4 { worst = max(worst, abs(Int(ref[i + c]) - Int(act[i + c]))) }
                    maxDifference = max(maxDifference, worst)
                    if worst > tolerance {
                        count += 1
                        let x = pixel % width, y = pixel / width
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        diff[i] = 255; diff[i + 1] = 0; diff[i + 2] = 0; diff[i + 3] = 255
                    } else {
                        // A faded grey copy of the reference (alpha composited over white), so the red stands out.
                        let alpha = Double(ref[i + 3]) / 255
                        let luma = (0.299 * Double(ref[i]) + 0.587 * Double(ref[i + 1]) + 0.114 * Double(ref[i + 2])) * alpha
                            + 255 * (1 - alpha)
                        let faded = UInt8(min(255, (255 - 0.25 * (255 - luma)).rounded()))
                        diff[i] = faded; diff[i + 1] = faded; diff[i + 2] = faded; diff[i + 3] = 255
                    }
                }
            }
        }
        differingPixels = count
        maxChannelDifference = maxDifference
        bounds = count > 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
        diffImage = PNGImage(width: reference.width, height: reference.height, rgba: diff)
    }
}

extension Diffing where Value == Data {
    /// Compares PNG files by their decoded pixels.
    /// - Parameters:
    ///   - tolerance: how far apart (in 0...255 steps) a channel may be and still count as equal.
    ///   - maxDifferingFraction: the share of pixels (0...1) allowed to differ by more than that; more fails.
    ///   - artifactName: the base name of the failure images in `.build/snapshot-artifacts/`.
    static func png(tolerance: Int, maxDifferingFraction: Double, artifactName: String) -> Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { referenceData, actualData in
            if referenceData == actualData { return nil }
            let artifacts = SnapshotPaths.artifacts
            let actualURL = artifacts.appendingPathComponent("\(artifactName).actual.png")
            let diffURL = artifacts.appendingPathComponent("\(artifactName).diff.png")
            do {
                try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
                try actualData.write(to: actualURL)
                let reference = try PNGImage(data: referenceData)
                let actual: PNGImage
                do { actual = try PNGImage(data: actualData) } catch {
                    // The snapshot closure cannot throw; a rendering error arrives as its text in place of a PNG.
                    return ("Rendering failed: \(String(decoding: actualData, as: UTF8.self))", [])
                }
                guard reference.width == actual.width, reference.height == actual.height else {
                    return ("""
                        Image size changed: reference \(reference.width)x\(reference.height), \
                        actual \(actual.width)x\(actual.height) pixels.
                        actual: \(actualURL.path)
                        """, [.data(actualData, name: actualURL.lastPathComponent)])
                }
                let comparison = PNGComparison(reference: reference, actual: actual, tolerance: tolerance)
                let allowed = Int((maxDifferingFraction * Double(comparison.totalPixels)).rounded(.down))
                if comparison.differingPixels <= allowed {
                    try? FileManager.default.removeItem(at: actualURL)
                    return nil
                }
                let diffData = try comparison.diffImage.pngData()
                try diffData.write(to: diffURL)
                let box = comparison.bounds.map { "at x \($0.x), y \($0.y), \($0.width)x\($0.height) px" } ?? ""
                return ("""
                    \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ by more than \
                    \(tolerance)/255 in a channel (allowed: \(allowed)); largest channel difference \
                    \(comparison.maxChannelDifference)/255; differences \(box).
                    actual: \(actualURL.path)
                    diff (red = differing, over a faded reference): \(diffURL.path)
                    """, [.data(actualData, name: actualURL.lastPathComponent), .data(diffData, name: diffURL.lastPathComponent)])
            } catch {
                return ("Could not compare the PNGs: \(error)", [])
            }
        }
    }
}

extension Snapshotting where Value == DemoShot, Format == Data {
    /// A demo page rendered as `picker-demo --screenshot` renders it, stored as a PNG and compared by
    /// pixels: equal when at most `maxDifferingFraction` of the pixels have a channel more than
    /// `tolerance` (of 255) away from the reference.
    static func png(tolerance: Int = 2, maxDifferingFraction: Double = 0.001, artifactName: String) -> Self {
        Snapshotting(
            pathExtension: "png",
            diffing: .png(tolerance: tolerance, maxDifferingFraction: maxDifferingFraction, artifactName: artifactName),
            snapshot: { shot in
                do {
                    return try shot.render().pngData()
                } catch {
                    return Data("\(shot): \(error)".utf8)
                }
            })
    }
}

/// Asserts `shot` against the golden `__Snapshots__/<file>/<test>.<name>.png` (recorded with
/// `SNAPSHOT_TESTING_RECORD=missing` or `all`); failure images are named `<test>.<name>`.
func assertShot(
    _ shot: DemoShot, named name: String, tolerance: Int = 2, maxDifferingFraction: Double = 0.001,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let test = testName.prefix { $0 != "(" }
    assertSnapshot(
        of: shot, as: .png(tolerance: tolerance, maxDifferingFraction: maxDifferingFraction, artifactName: "\(test).\(name)"),
        named: name, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}
