/// A text's coverage with each row cut into runs of partial and full coverage (runs of none left out),
/// and each row's ink: the columns from its first covered pixel to its last. Kept compact: a store holds
/// thousands of them.
public struct TextMask {
    public let width: Int
    public let height: Int
    let coverage: [UInt8]
    /// Every row's runs, row after row; row `y`'s are `runs[firstRun[y]..<firstRun[y + 1]]`.
    let runs: [Run]
    let firstRun: [Int32]
    /// Each row's first and last-plus-one covered column (0, 0 for an empty row).
    let inkStart: [UInt16]
    let inkEnd: [UInt16]

    struct Run {
        var start: UInt16
        var end: UInt16
        var isFull: Bool
    }

    init(_ mask: CoverageMask) {
        width = mask.width
        height = mask.height
        coverage = mask.coverage
        var runs: [Run] = [], firstRun: [Int32] = [0], inkStart: [UInt16] = [], inkEnd: [UInt16] = []
        for y in 0..<height {
            let rowStart = runs.count
            // Columns past UInt16's range (a line some 65,000 pixels long) are left out.
            for x in 0..<min(width, Int(UInt16.max)) {
                let value = mask.coverage[y * width + x]
                guard value > 0 else { continue }
                let full = value == 255
                if runs.count > rowStart, runs[runs.count - 1].isFull == full, Int(runs[runs.count - 1].end) == x {
                    runs[runs.count - 1].end = UInt16(x + 1)
                } else {
                    runs.append(Run(start: UInt16(x), end: UInt16(x + 1), isFull: full))
                }
            }
            inkStart.append(runs.count > rowStart ? runs[rowStart].start : 0)
            inkEnd.append(runs.count > rowStart ? runs[runs.count - 1].end : 0)
            firstRun.append(Int32(runs.count))
        }
        self.runs = runs
        self.firstRun = firstRun
        self.inkStart = inkStart
        self.inkEnd = inkEnd
    }

    /// The bytes the mask takes.
    var byteCount: Int { coverage.count + runs.count * MemoryLayout<Run>.stride + height * 8 + 128 }
}
