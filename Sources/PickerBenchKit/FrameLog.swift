import Foundation
import PickerCore
import PickerFrame
import PickerInspection

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

    /// Writes one frame's line: the gesture's time it was drawn for (seconds), what it cost (milliseconds),
    /// the pixels it drew and copied, and the pictures (text masks, layer pictures) it had to make because the
    /// store held none (`made` is the change in the backend's counters since the last frame drawn).
    func write(
        page: String, scale: Double, redrawMode: PanelStack.RedrawMode, frame: Int, time: Double, milliseconds: Double,
        drawnPixels: Int, copiedPixels: Int, made: CacheMissCounts
    ) {
        let line = JSONValue.object([
            ("page", .string(page)), ("scale", .double(scale)), ("redraw", .string(redrawMode == .everything ? "full" : "damaged")),
            ("frame", .int(frame)), ("time_s", .double(time)), ("ms", .double(milliseconds)), ("drawn_pixels", .int(drawnPixels)),
            ("copied_pixels", .int(copiedPixels)), ("pictures_made", .int(made.pictures)),
        ])
        handle.write(Data((line.serialized() + "\n").utf8))
    }
}

/// How many pictures the backend made (texts rasterised, layers drawn) because its store did not hold them:
/// from its totals since it was made, or as the change between two.
struct CacheMissCounts {
    var pictures: Int

    /// What was made between `earlier` and `self` (both totals since the store was made).
    func since(_ earlier: CacheMissCounts) -> CacheMissCounts {
        CacheMissCounts(pictures: pictures - earlier.pictures)
    }
}

extension CacheMissCounts {
    /// The store's total since it was made: pictures kept plus those let go (every picture was made once).
    init(totals statistics: PictureStatistics) {
        self.init(pictures: statistics.count + statistics.evictionCount)
    }
}
