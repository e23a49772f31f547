import Foundation
import PickerCore
import PickerDemoApp
import PickerInspection
import PickerWidgets

/// `picker-bench --memory`: scrolls a wheel of 10,000 distinct labels past the selection, one row a frame,
/// every frame rendered, and reports the process's resident memory after the first frame, after a warm-up
/// of 300 rows (start) and at the end, with the caches' sizes. The text and picture caches are bounded,
/// so memory must level off however many labels pass.
struct LabelMemoryCheck<Offscreen: BenchOffscreen> {
    var labelCount = 10_000
    var size: WindowSize
    var scale: Double

    /// A page holding one wheel of `labelCount` distinct titles that fills it.
    private final class LabelPage: WidgetRoot {
        let wheel: WheelPicker

        init(labels: [String], textMeasurer: TextMeasurer) throws {
            wheel = try WheelPicker(id: "labels", titles: [labels])
            super.init(textMeasurer: textMeasurer, theme: .light)
            addChild(wheel)
        }

        override func layoutChildren() {
            wheel.frame = Rect(x: 20, y: 20, width: max(0, frame.width - 40), height: max(0, frame.height - 40))
        }
    }

    func run() throws -> JSONValue {
        let renderer = try Offscreen.make(
            pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
            pixelsPerPoint: scale)
        let labels = (0..<labelCount).map { "Label \($0 + 1) of \(labelCount)" }
        let page = try LabelPage(labels: labels, textMeasurer: renderer.textMeasurer)
        var now = 0.0
        let frame = 1.0 / 60
        // Warm up: the first screen and a first pass over a few hundred rows fill the caches and the
        // allocator's pools, so the start figure is the steady state of a page in use.
        try renderer.render(scene: page, now: now)
        let firstFrame = Self.residentKilobytes()
        for row in 0..<min(300, labelCount) {
            try page.wheel.selectRow(row, inComponent: 0, animated: false)
            now += frame
            try renderer.render(scene: page, now: now)
        }
        let start = Self.residentKilobytes()
        var peak = start, middle = start
        for row in 0..<labelCount {
            try page.wheel.selectRow(row, inComponent: 0, animated: false)
            now += frame
            try renderer.render(scene: page, now: now)
            if row % 500 == 0 { peak = max(peak, Self.residentKilobytes()) }
            if row == labelCount / 2 { middle = Self.residentKilobytes() }
        }
        let end = Self.residentKilobytes()
        peak = max(peak, end)
        let pictures = renderer.pictureStatistics
        return .object([
            ("check", .string("label-memory")),
            ("labels", .int(labelCount)),
            ("size", .string("\(Int(size.width))x\(Int(size.height))")),
            ("scale", .double(scale)),
            ("first_frame_rss_kb", .int(firstFrame)),
            ("start_rss_kb", .int(start)),
            ("middle_rss_kb", .int(middle)),
            ("end_rss_kb", .int(end)),
            ("peak_rss_kb", .int(peak)),
            ("growth_kb", .int(end - start)),
            ("growth_from_first_frame_kb", .int(end - firstFrame)),
            ("pictures", .int(pictures.count)),
            ("picture_store_kb", .int(pictures.byteCount / 1024)),
            ("picture_evictions", .int(pictures.evictionCount)),
        ])
    }

    /// The process's resident set size (VmRSS) in kilobytes, or 0 where /proc isn't there.
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
