import ArgumentParser
import Foundation
import PickerDemoApp

/// `picker-bench`'s command line, the same on both SDLs (`picker-bench-sdl3`).
public struct BenchOptions: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: BenchOptions.commandName,
        abstract: "Times demo pages rendered offscreen (software renderer, no display) and prints JSON lines.",
        discussion: """
            For every page and every scale, a scripted gesture is replayed at 60 fps with every frame \
            rendered, and each frame the page needs (something moves or changed; an idle frame is not \
            drawn by an app) (tick + background + draw + flush + present) is timed with the monotonic \
            clock, twice: as frames really run (only what changed is redrawn) and with every frame redrawn whole. \
            A baseline of bare frames (clear + present, nothing drawn) of the same size and count runs in the \
            same process. One JSON object per line: page, size, scale, frames, median_ms, p99_ms (as frames \
            really run), baseline_median_ms, baseline_p99_ms, ratio_median (= median_ms / baseline_median_ms), \
            ratio_p99, full_median_ms, full_p99_ms, ratio_full_median (every frame redrawn whole), drawn_kpixels_per_frame \
            and drawn_share (the pixels redrawn per frame, and their share of the window), copied_kpixels_per_frame \
            and copied_share (the pixels of content that only moved, copied within the target instead of redrawn), \
            pictures_made_per_frame (texts and layers the backend made per timed frame: store misses) and \
            picture_store_kb (the backend's store after the replay). \
            Build with -c release: debug timings mean nothing. Cases: \
            \(BenchCase.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")).
            """)

    @Option(name: .customLong("page"), help: ArgumentHelp(
        "A page to time; repeat for several (default: every case: \(BenchCase.all.map(\.name).joined(separator: ", "))).",
        valueName: "name"))
    var pages: [String] = []

    @Option(name: .customLong("size"), help: ArgumentHelp("Frame size in points (default: 800x600).", valueName: "WxH"))
    var sizeArgument: WindowSize?

    @Option(name: .customLong("scale"), help: ArgumentHelp("Pixels per point (1 to 4); repeat for several (default: 1 and 2).", valueName: "N"))
    var scales: [Double] = []

    @Option(help: ArgumentHelp("Timed frames per line; the gesture script repeats until there are enough.", valueName: "N"))
    var frames: Int = 600

    @Option(help: ArgumentHelp("Frames rendered before timing starts and left out of the figures.", valueName: "N"))
    var warmup: Int = 20

    @Flag(help: "Also replay each case once more with every phase timed and add a \"breakdown\" object to its line (means per frame: tick, the widgets drawing into draw lists, and the backend playing them and writing the changed pixels out).")
    public var breakdown = false

    @Flag(help: "Instead of timing pages, scroll a wheel of 10,000 distinct labels past the selection (one row a frame, every frame rendered, at each scale) and print the resident memory after the first frame, after 300 rows and at the end, with the picture store's size (first_frame_rss_kb, start_rss_kb, middle_rss_kb after half the labels, end_rss_kb, peak_rss_kb, growth_kb, growth_from_first_frame_kb).")
    public var memory = false

    @Option(help: ArgumentHelp(
        "Which replays to time: both (default), damaged (only frames as they really run) or full (only every frame redrawn whole; for profiling one of them with perf). With one, the other's keys repeat its figures.",
        valueName: "both|damaged|full"))
    public var redraw: RedrawChoice = .both

    @Option(name: .customLong("frame-log"), help: ArgumentHelp(
        "Also write one JSON line per timed frame to FILE (page, scale, redraw, frame, time_s (the gesture's clock), ms, drawn_pixels, copied_pixels): which frames cost what.",
        valueName: "FILE"))
    public var frameLog: String?

    @Flag(name: .customLong("over-scene"), help: "Show each page in a panel without a background over a scene drawn first (a square crossing a dark field every frame), as a game embeds a panel; its lines' page is \"<name> over scene\". The scene's drawing is not timed.")
    public var overScene = false

    @Flag(name: .customLong("renderer-calls"), help: "Instead of timing pages, replay each case's gesture through the renderer backend (SDL_RenderGeometry on SDL's software renderer) and print the SDL drawing calls per frame (sdl_calls_per_frame_median, sdl_calls_per_frame_max).")
    public var rendererCalls = false

    @Flag(name: .customLong("print-script"), help: "Print each case's gesture script (the `--script` format of picker-demo) and exit.")
    public var printScript = false

    public init() {}

    /// `--redraw`: the replays to time.
    public enum RedrawChoice: String, ExpressibleByArgument, CaseIterable {
        case both, damaged, full
    }

    public func validate() throws {
        for scale in scales where !(scale >= 1 && scale <= 4) {
            throw ValidationError("--scale must be between 1 and 4, not \(scale)")
        }
        guard size.width >= 100, size.height >= 100, size.width <= 8192, size.height <= 8192 else {
            throw ValidationError("--size must be between 100x100 and 8192x8192 points")
        }
        guard frames >= 1, frames <= 1_000_000 else { throw ValidationError("--frames must be between 1 and 1000000") }
        guard warmup >= 0, warmup <= 100_000 else { throw ValidationError("--warmup must be between 0 and 100000") }
        for page in pages where BenchCase.named(page) == nil {
            throw ValidationError("--page '\(page)' is not a bench case (\(BenchCase.all.map(\.name).joined(separator: ", ")))")
        }
    }

    /// The frame size in points.
    var size: WindowSize { sizeArgument ?? WindowSize(width: 800, height: 600) }

    /// The cases to run, in the order given (or all of them).
    var cases: [BenchCase] { pages.isEmpty ? BenchCase.all : pages.compactMap(BenchCase.named) }

    /// The scales to run each case at.
    var scaleList: [Double] { scales.isEmpty ? [1, 2] : scales }

    /// The running bench's name (`picker-bench` or `picker-bench-sdl3`) for the usage line; `picker-bench`
    /// when another program parses the options.
    static var commandName: String {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "").lastPathComponent
        return name.hasPrefix("picker-bench") ? name : "picker-bench"
    }
}
