/// A text's coverage with each row cut into spans of partial and full coverage (spans of none left out),
/// and each row's ink: the columns from its first covered pixel to its last. Compact: a store holds
/// thousands of them.
public struct TextMask {
    public let width: Int
    public let height: Int
    let coverage: [UInt8]
    /// Every row's spans, row after row; row `y`'s are `spans[firstSpan[y]..<firstSpan[y + 1]]`.
    let spans: [Span]
    let firstSpan: [Int32]
    /// Each row's first and last-plus-one covered column (0, 0 for an empty row).
    let inkStart: [UInt16]
    let inkEnd: [UInt16]

    struct Span {
        var start: UInt16
        var end: UInt16
        var isFull: Bool
    }

    init(_ mask: CoverageMask) {
        width = mask.width
        height = mask.height
        coverage = mask.coverage
        var spans: [Span] = [], firstSpan: [Int32] = [0], inkStart: [UInt16] = [], inkEnd: [UInt16] = []
        for y in 0..<height {
            let rowStart = spans.count
            // Columns past UInt16's range (a line some 65,000 pixels long) are left out.
            for x in 0..<min(width, Int(UInt16.max)) {
                let value = mask.coverage[y * width + x]
                guard value > 0 else { continue }
                let full = value == 255
                if spans.count > rowStart, spans[spans.count - 1].isFull == full, Int(spans[spans.count - 1].end) == x {
                    spans[spans.count - 1].end = UInt16(x + 1)
                } else {
                    spans.append(Span(start: UInt16(x), end: UInt16(x + 1), isFull: full))
                }
            }
            inkStart.append(spans.count > rowStart ? spans[rowStart].start : 0)
            inkEnd.append(spans.count > rowStart ? spans[spans.count - 1].end : 0)
            firstSpan.append(Int32(spans.count))
        }
        self.spans = spans
        self.firstSpan = firstSpan
        self.inkStart = inkStart
        self.inkEnd = inkEnd
    }

    /// The bytes the mask takes.
    var byteCount: Int { coverage.count + spans.count * MemoryLayout<Span>.stride + height * 8 + 128 }
}
