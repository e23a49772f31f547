import Foundation
import PickerATSPI
import PickerCore
import PickerDemoPages
import PickerFrame
import PickerInspection
import PickerText
import PickerWidgets

/// Runs the demo for parsed options on one SDL (`Platform`): a layout dump, an offscreen screenshot
/// (optionally after replaying a script), a damage check, or a window. The same code on both SDLs.
public struct DemoRunner<Platform: DemoPlatform> {
    public let options: DemoOptions

    public init(options: DemoOptions) {
        self.options = options
    }

    public func run() throws {
        // The demo, not the library, reads the clock: only to know "today" when --today is absent.
        let pageOptions = options.pageOptions(now: Date())
        let script = try options.script.map(Self.loadScript)
        if options.dumpLayout {
            let scene = try Self.layoutScene(page: options.page, options: pageOptions, size: options.size.size, scale: options.scale)
            print(scene.layoutJSON())
        } else if options.dumpAccessibility {
            let scene = try Self.layoutScene(page: options.page, options: pageOptions, size: options.size.size, scale: options.scale)
            print(scene.accessibilityJSON())
        } else if options.checkDamage, let script {
            let report = try DamageCheck.run(
                Platform.Offscreen.self, script: script, pixelWidth: Int((options.size.width * options.scale).rounded()),
                pixelHeight: Int((options.size.height * options.scale).rounded()), pixelsPerPoint: options.scale,
                mismatchImages: options.screenshot.map { ($0 as NSString).deletingPathExtension + "-damage-check" }
            ) { measurer in
                try DemoScene(page: options.page, options: pageOptions, textMeasurer: measurer)
            }
            Self.printLine(report.json.serialized())
            if !report.isIdentical { throw DemoError("a frame redrawn in parts differs from the same frame redrawn whole") }
        } else if let path = options.screenshot {
            let renderer = try Platform.Offscreen.make(
                pixelWidth: Int((options.size.width * options.scale).rounded()),
                pixelHeight: Int((options.size.height * options.scale).rounded()),
                pixelsPerPoint: options.scale)
            renderer.fonts.locale = pageOptions.locale
            let scene = try DemoScene(page: options.page, options: pageOptions, textMeasurer: renderer.textMeasurer)
            if options.logEvents { Self.logEvents(of: scene) }
            scene.onOptionsChange = { [unowned renderer] in renderer.fonts.locale = $0.locale }
            let replay = OffscreenReplay(renderer: renderer, scene: scene)
            try replay.run(script ?? InputScript(steps: []))
            try renderer.writePNG(to: path)
        } else {
            try runWindow(pageOptions: pageOptions, script: script)
        }
    }

    /// The scene `--dump-layout` prints: `page` laid out at `size` points, its text measured as it is
    /// drawn at `scale` pixels per point (SDL's dummy driver; no window). `layout(size:)` lays it out again.
    public static func layoutScene(page: PageName, options: PageOptions, size: Size, scale: Double) throws -> DemoScene {
        let fonts = FontStore(library: try Platform.fontLoader())
        fonts.locale = options.locale
        let measurer = ShapedTextMeasurer(fonts: fonts, pixelsPerPoint: scale)
        let scene = try DemoScene(page: page, options: options, textMeasurer: measurer)
        scene.onOptionsChange = { fonts.locale = $0.locale }
        scene.layout(size: size)
        return scene
    }

    static func loadScript(_ path: String) throws -> InputScript {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw DemoError("cannot read script '\(path)'")
        }
        return try InputScript(parsing: text)
    }

    static func printEvent(_ change: WidgetValueChange) {
        printLine(ValueChange(change).jsonValue.serialized())
    }

    /// `--log-events`: a line for the page shown now, then one per value change and per page built again,
    /// so a reader knows which page and locale each change belongs to.
    static func logEvents(of scene: DemoScene) {
        scene.onValueChanged = printEvent
        scene.onPageBuilt = printPageBuilt
        printPageBuilt(scene.pageName, options: scene.options, time: 0)
    }

    /// `{"widget":"page","kind":"Page","page":"calendar","locale":"nl_NL","time":1.25}`
    static func printPageBuilt(_ page: PageName, options: PageOptions, time: Double) {
        printLine(JSONValue.object([
            ("widget", .string("page")), ("kind", .string("Page")), ("page", .string(page.rawValue)),
            ("locale", .string(options.locale.identifier)), ("time", .double(time)),
        ]).serialized())
    }

    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Runs the demo in a window until it is closed. The toolbar's scale switch closes the window and
    /// opens one at the new scale, of the same size in points, on the same scene (same page and settings).
    private func runWindow(pageOptions: PageOptions, script: InputScript?) throws {
        var scale = options.scale
        var size = options.size.size
        var scene: DemoScene?
        var script = script
        while true {
            // The window host must start SDL first, so that it picks the real video driver.
            let host = try Platform.openWindow(title: DemoScene.title, size: size, scale: scale, backend: options.backend)
            host.fonts.locale = scene?.options.locale ?? pageOptions.locale
            let current: DemoScene
            if let scene {
                scene.textMeasurer = host.panels.stack.textMeasurer
                current = scene
            } else {
                current = try DemoScene(page: options.page, options: pageOptions, textMeasurer: host.panels.stack.textMeasurer)
                if options.logEvents { Self.logEvents(of: current) }
                scene = current
            }
            current.clipboard = host.makeClipboard()
            var requestedScale: Double?
            current.onScaleChange = { [weak host] next in
                requestedScale = next
                host?.requestQuit()
            }
            current.onOptionsChange = { [weak host] next in host?.fonts.locale = next.locale }
            configure(host, scene: current)
            if let pending = script {
                let events = Platform.scriptEvents(scale: scale, windowSize: size)
                try ScriptPlayer(script: pending, events: events, toolName: Platform.toolName).start()
                script = nil
            }
            // On the accessibility bus when there is one (a screen reader reads the demo); otherwise nothing.
            host.panels.startAccessibility(applicationName: DemoScene.title)
            try host.run(scene: current)
            guard let next = requestedScale else { return }
            (scale, size) = (next, host.panels.sizeInPoints)
        }
    }

    /// The window's hooks: frame logging, F12 (screenshot) and F2 (layout).
    private func configure(_ host: Platform.Window, scene: DemoScene) {
        if options.logFrames {
            let drawing = host.drawing
            Self.printLine(JSONValue.object([("window", .object([
                ("videoDriver", .string(drawing.videoDriver)), ("renderer", .string(drawing.renderer)),
                ("backend", .string(drawing.backend.rawValue)),
                ("presentsChangedAreasOnly", .bool(drawing.presentsChangedAreasOnly)),
            ]))]).serialized())
            host.onFrameRendered = { _, frame, time in
                Self.printLine(JSONValue.object([("frame", .int(frame)), ("time", .double(time))]).serialized())
            }
        }
        var screenshotCount = 0
        host.onKey = { [unowned scene] host, event in
            switch event.key {
            case .function(12):
                screenshotCount += 1
                let path = "\(Platform.toolName)-\(scene.pageName.rawValue)-\(screenshotCount).png"
                host.captureNextFrame(to: path) { error in
                    let message = error.map { "\(Platform.toolName): screenshot failed: \($0)" } ?? "\(Platform.toolName): saved \(path)"
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
    }
}

/// An error of the demo itself, with its message.
public struct DemoError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
