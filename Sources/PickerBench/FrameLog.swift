import Foundation
import PickerInspection
import PickerKit

/// `--frame-log FILE`: one JSON line per timed frame, to see which frames of a gesture cost what (the
/// opening of a picker row, a press, a fling) rather than only their median and p99.
final class FrameLog {
    private let handle: FileHandle

    /// Creates (or empties) the file at `path`.
    /// - Throws: `BenchError` naming the path when it cannot be written.
    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw BenchError("--frame-log: cannot write \(path)")
        }
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Writes one frame's line: the gesture's time it was drawn for (seconds), what it cost (milliseconds)
    /// and the pixels it drew and copied.
    func write(
        page: String, scale: Double, redrawMode: PanelHost.RedrawMode, frame: Int, time: Double, milliseconds: Double,
        drawnPixels: Int, copiedPixels: Int
    ) {
        let line = JSONValue.object([
            ("page", .string(page)), ("scale", .double(scale)), ("redraw", .string(redrawMode == .everything ? "full" : "damaged")),
            ("frame", .int(frame)), ("time_s", .double(time)), ("ms", .double(milliseconds)), ("drawn_pixels", .int(drawnPixels)),
            ("copied_pixels", .int(copiedPixels)),
        ])
        handle.write(Data((line.serialized() + "\n").utf8))
    }
}
