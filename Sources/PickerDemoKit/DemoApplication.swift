import Foundation
import PickerInspection
import PickerKit

/// Runs picker-demo for parsed options: a layout dump, an offscreen screenshot (optionally after
/// replaying a script), or a window.
public struct DemoApplication {
    public let options: DemoOptions

    public init(options: DemoOptions) {
        self.options = options
    }

    public func run() throws {
        // The demo, not the library, reads the clock: only to know "today" when --today is absent.
        let pageOptions = options.pageOptions(now: Date())
        let script = try options.script.map(Self.loadScript)
        if options.dumpLayout {
            let fonts = FontStore(library: try SDLLibrary.shared(videoDriver: .dummy))
            fonts.locale = pageOptions.locale
            let measurer = SDLTextMeasurer(fonts: fonts, pixelsPerPoint: options.scale)
            let scene = try DemoScene(page: options.page, options: pageOptions, textMeasurer: measurer)
            scene.layout(size: options.size.size)
            print(scene.layoutJSON())
        } else if options.checkDamage, let script {
            let report = try DamageCheck.run(
                script: script, pixelWidth: Int((options.size.width * options.scale).rounded()),
                pixelHeight: Int((options.size.height * options.scale).rounded()), pixelsPerPoint: options.scale,
                mismatchImages: options.screenshot.map { ($0 as NSString).deletingPathExtension + "-damage-check" }
            ) { measurer in
                try DemoScene(page: options.page, options: pageOptions, textMeasurer: measurer)
            }
            Self.printLine(report.json.serialized())
            if !report.isIdentical { throw DemoError("a frame redrawn in parts differs from the same frame redrawn whole") }
        } else if let path = options.screenshot {
            let renderer = try OffscreenRenderer(
                pixelWidth: Int((options.size.width * options.scale).rounded()),
                pixelHeight: Int((options.size.height * options.scale).rounded()),
                pixelsPerPoint: options.scale)
            renderer.backend.fonts.locale = pageOptions.locale
            let scene = try DemoScene(page: options.page, options: pageOptions, textMeasurer: renderer.backend.textMeasurer)
            if options.logEvents { scene.onValueChanged = Self.printEvent }
            let replay = OffscreenReplay(renderer: renderer, scene: scene)
            try replay.run(script ?? InputScript(steps: []))
            try renderer.writePNG(to: path)
        } else {
            try runWindow(pageOptions: pageOptions, script: script)
        }
    }

    static func loadScript(_ path: String) throws -> InputScript {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw DemoError("cannot read script '\(path)'")
        }
        return try InputScript(parsing: text)
    }

    /// `--log-events`: one JSON line per value change.
    static func printEvent(_ change: WidgetValueChange) {
        printLine(ValueChange(change).jsonValue.serialized())
    }

    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func runWindow(pageOptions: PageOptions, script: InputScript?) throws {
        // The window host must start SDL first, so that it picks the real video driver.
        let host = try WindowHost(title: "PickerKit demo", size: options.size.size, userScale: options.scale)
        host.backend.fonts.locale = pageOptions.locale
        let scene = try DemoScene(page: options.page, options: pageOptions, textMeasurer: host.backend.textMeasurer)
        scene.clipboard = SDLClipboard(library: host.library)
        if options.logEvents { scene.onValueChanged = Self.printEvent }
        if options.logFrames {
            host.onFrameRendered = { _, frame, time in
                Self.printLine(JSONValue.object([("frame", .int(frame)), ("time", .double(time))]).serialized())
            }
        }
        var screenshotCount = 0
        host.onKey = { host, event in
            switch event.key {
            case .function(12):
                screenshotCount += 1
                let path = "picker-demo-\(scene.pageName.rawValue)-\(screenshotCount).png"
                host.captureNextFrame(to: path) { error in
                    let message = error.map { "picker-demo: screenshot failed: \($0)" } ?? "picker-demo: saved \(path)"
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                }
                return true
            case .function(2):
                Self.printLine(scene.layoutJSON())
                return true
            default:
                return false
            }
        }
        if let script {
            ScriptInjector(script: script, scale: options.scale, windowSize: options.size.size).start()
        }
        try host.run(scene: scene)
    }
}

/// An error of the demo itself, with its message.
public struct DemoError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
