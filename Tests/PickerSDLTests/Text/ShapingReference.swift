import Foundation
import PickerCore
import PickerSDL
import Testing

/// Reference renderings by Pango (`pango-view`, from pango1.0-tools) and glyph ids by HarfBuzz's
/// `hb-shape` (libharfbuzz-bin), both installed by `scripts/install-deps.sh --test`.
enum ShapingReference {
    /// A grey-level picture: ink coverage 0...255 per pixel, row by row.
    struct Ink {
        var width: Int
        var height: Int
        var coverage: [Int]

        /// Black text on white, as RGBA: coverage is how far red fell from white.
        init(width: Int, height: Int, rgba: [UInt8]) {
            self.width = width
            self.height = height
            coverage = stride(from: 0, to: rgba.count, by: 4).map { 255 - Int(rgba[$0]) }
        }

        subscript(x: Int, y: Int) -> Int {
            x >= 0 && y >= 0 && x < width && y < height ? coverage[y * width + x] : 0
        }

        /// The smallest rectangle holding every pixel with coverage above `threshold`.
        func inkBounds(threshold: Int = 40) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
            for y in 0..<height {
                for x in 0..<width where self[x, y] > threshold {
                    if let b = bounds {
                        bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
                    } else {
                        bounds = (x, y, x, y)
                    }
                }
            }
            return bounds
        }
    }

    /// Whether `tool` is installed.
    static func has(_ tool: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/\(tool)")
    }

    /// Runs `/usr/bin/<tool>` and returns its standard output; throws on a non-zero exit.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SDLError(operation: tool, message: "exit \(process.terminationStatus): \(errorText)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The glyph ids HarfBuzz shapes `run` into with its face, direction and script at `pixelSize`.
    static func glyphIDs(of run: TextRun, pixelSize: Int) throws -> [Int] {
        guard case let path? = run.face.path else { return [] }
        var arguments = [
            "--font-file=\(path)", "--font-size=\(pixelSize)", "--direction=\(run.isRightToLeft ? "rtl" : "ltr")",
            "--no-glyph-names", "--no-positions", "--no-clusters",
        ]
        if run.script != "Zzzz" { arguments.append("--script=\(run.script)") }
        let output = try Self.run("hb-shape", arguments + ["--", run.text])
        // "[12|34|56]"
        return output.trimmingCharacters(in: CharacterSet(charactersIn: "[]\n ")).split(separator: "|").compactMap { Int($0) }
    }

    /// `text` rendered black on white by Pango with only the font file at `path` visible to fontconfig
    /// (with a wide margin: Pango sizes its image by the logical box, and Arabic marks such as the three
    /// dots of چ reach below it),
    /// at `pixelSize` pixels, with the paragraph direction from the text (as PickerKit with no direction).
    static func pangoInk(of text: String, fontPath path: String, pixelSize: Int) throws -> Ink {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pickerkit-pango-\(getpid())-\(UUID().uuidString)")
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            at: fonts.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent), withDestinationURL: URL(fileURLWithPath: path))
        let config = directory.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><dir>\(fonts.path)</dir><cachedir>\(directory.appendingPathComponent("cache").path)</cachedir></fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        let family = try run("fc-query", ["-f", "%{family[0]}", path])
        let output = directory.appendingPathComponent("out.png")
        try run(
            "pango-view",
            [
                "--no-display", "--pixels", "--font=\(family) \(pixelSize)", "--margin=24", "--hinting=full",
                "--antialias=gray", "--hint-metrics=on", "--output=\(output.path)", "--text=\(text)",
            ],
            environment: ["FONTCONFIG_FILE": config.path])
        let image = try PNGImage(contentsOf: output.path)
        if let dump = ProcessInfo.processInfo.environment["PICKERKIT_SHAPING_DUMP"] {
            try? FileManager.default.copyItem(atPath: output.path, toPath: "\(dump)/\(text)-pango.png")
        }
        return Ink(width: image.width, height: image.height, rgba: image.rgba)
    }

    /// The mean coverage difference (0...255) between `a` and `b` over their ink boxes' union, `b` shifted
    /// so the boxes' top-left corners meet (at the best of the shifts within one pixel), each pixel
    /// compared with the closest value within one pixel in the other picture, both ways. The one-pixel
    /// slack absorbs rounding of glyph positions (Pango rounds each advance, SDL_ttf the sum); wrong
    /// shaping (letters in reverse order, unjoined) differs by whole glyphs and stays far above it.
    static func meanDifference(_ a: Ink, _ b: Ink) -> Double {
        guard let boxA = a.inkBounds(), let boxB = b.inkBounds() else { return 255 }
        let width = max(boxA.maxX - boxA.minX, boxB.maxX - boxB.minX) + 3
        let height = max(boxA.maxY - boxA.minY, boxB.maxY - boxB.minY) + 3
        func nearest(_ value: Int, in picture: Ink, x: Int, y: Int) -> Int {
            var best = 255
            for dy in -1...1 { for dx in -1...1 { best = min(best, abs(value - picture[x + dx, y + dy])) } }
            return best
        }
        var best = Double.infinity
        for shiftY in -1...1 {
            for shiftX in -1...1 {
                let offsetX = boxB.minX - boxA.minX + shiftX, offsetY = boxB.minY - boxA.minY + shiftY
                var total = 0
                for y in (boxA.minY - 1)..<(boxA.minY - 1 + height) {
                    for x in (boxA.minX - 1)..<(boxA.minX - 1 + width) {
                        total += nearest(a[x, y], in: b, x: x + offsetX, y: y + offsetY)
                        total += nearest(b[x + offsetX, y + offsetY], in: a, x: x, y: y)
                    }
                }
                best = min(best, Double(total) / Double(2 * width * height))
            }
        }
        return best
    }
}
