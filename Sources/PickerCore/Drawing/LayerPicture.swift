/// A layer's premultiplied pixels, with each row cut into spans of transparent, solid (one opaque colour),
/// other opaque and translucent pixels.
public struct LayerPicture {
    public let image: PixelImage
    /// Per row, its spans in order, in the picture's columns.
    let spans: [[Span]]

    struct Span {
        enum Kind: Equatable {
            case transparent
            /// Every pixel this opaque colour: filled, without reading the picture.
            case solid(UInt32)
            case opaque
            case translucent
        }
        var kind: Kind
        var range: Range<Int>
    }

    /// The shortest span of one opaque colour drawn as solid; shorter ones join the opaque spans around them.
    static let shortestSolidSpan = 8

    init(_ image: PixelImage) {
        self.image = image
        spans = (0..<image.height).map { y in
            var spans: [Span] = []
            func append(_ kind: Span.Kind, _ range: Range<Int>) {
                if let last = spans.last, last.kind == kind, last.range.upperBound == range.lowerBound {
                    spans[spans.count - 1].range = last.range.lowerBound..<range.upperBound
                } else {
                    spans.append(Span(kind: kind, range: range))
                }
            }
            var x = 0
            while x < image.width {
                let pixel = image[x, y], alpha = pixel >> 24
                var end = x + 1
                while end < image.width, image[end, y] == pixel { end += 1 }
                switch alpha {
                case 0: append(.transparent, x..<end)
                case 255 where end - x >= Self.shortestSolidSpan: append(.solid(pixel), x..<end)
                case 255: append(.opaque, x..<end)
                default:
                    // Translucent pixels are taken one at a time: spans of one value are rare there.
                    end = x + 1
                    while end < image.width, (1...254).contains(image[end, y] >> 24) { end += 1 }
                    append(.translucent, x..<end)
                }
                x = end
            }
            return spans
        }
    }
}
