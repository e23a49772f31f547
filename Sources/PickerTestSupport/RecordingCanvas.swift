import PickerCore

/// A canvas for tests that records every call, with the clip in force when it was made.
public final class RecordingCanvas: Canvas {
    /// One recorded call.
    public enum Command: Hashable {
        case fillRoundedRect(Rect, cornerRadius: Double, color: Color)
        case strokeRoundedRect(Rect, cornerRadius: Double, lineWidth: Double, color: Color)
        case strokePolyline([Point], lineWidth: Double, color: Color, closed: Bool)
        case fillCircle(center: Point, radius: Double, color: Color)
        case strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color)
        case text(String, font: Font, color: Color, origin: Point)
        case pushClip(Rect, cornerRadius: Double)
        case popClip
    }

    /// A clip on the stack.
    public struct Clip: Hashable {
        public var rect: Rect
        public var cornerRadius: Double

        public init(rect: Rect, cornerRadius: Double) {
            self.rect = rect
            self.cornerRadius = cornerRadius
        }
    }

    public let textMeasurer: TextMeasurer
    /// The part being redrawn that widgets are told about (nil: all of it). Nothing is cut to it: what a
    /// widget draws outside it is recorded too.
    public var drawingBounds: Rect?
    public private(set) var commands: [Command] = []
    /// For each command, the clips on the stack when it was recorded (outermost first).
    public private(set) var clipsAtCommand: [[Clip]] = []
    /// For each `.text` command, in order, the paragraph base direction it was drawn with (nil: none given).
    public private(set) var textDirections: [LayoutDirection?] = []
    private var clips: [Clip] = []

    public init(textMeasurer: TextMeasurer = FixedAdvanceTextMeasurer()) {
        self.textMeasurer = textMeasurer
    }

    public func reset() {
        commands = []
        clipsAtCommand = []
        textDirections = []
        clips = []
    }

    /// The texts drawn, in order.
    public var texts: [String] {
        commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }

    /// The drawn texts with the clips in force when each was drawn.
    public var textsWithClips: [(text: String, origin: Point, clips: [Clip])] {
        zip(commands, clipsAtCommand).compactMap { command, clips in
            if case .text(let s, _, _, let origin) = command { return (s, origin, clips) }
            return nil
        }
    }

    /// The polylines stroked, in order.
    public var polylines: [[Point]] {
        commands.compactMap { if case .strokePolyline(let p, _, _, _) = $0 { return p } else { return nil } }
    }

    private func record(_ command: Command) {
        commands.append(command)
        clipsAtCommand.append(clips)
    }

    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        record(.fillRoundedRect(rect, cornerRadius: cornerRadius, color: color))
    }
    public func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) {
        record(.strokeRoundedRect(rect, cornerRadius: cornerRadius, lineWidth: lineWidth, color: color))
    }
    public func strokePolyline(_ points: [Point], lineWidth: Double, color: Color, closed: Bool) {
        record(.strokePolyline(points, lineWidth: lineWidth, color: color, closed: closed))
    }
    public func fillCircle(center: Point, radius: Double, color: Color) {
        record(.fillCircle(center: center, radius: radius, color: color))
    }
    public func strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color) {
        record(.strokeCircle(center: center, radius: radius, lineWidth: lineWidth, color: color))
    }
    /// Records the text with `style`'s direction; a squashed line at the origin of its line box drawn
    /// unsquashed and centred on the squashed one.
    public func drawText(_ text: String, style: TextStyle, at origin: Point) {
        let scale = style.verticalScale.isFinite ? min(max(style.verticalScale, 0), 1) : 1
        guard scale > 0 else { return }
        let height = scale < 1 ? textMeasurer.lineMetrics(for: style.font).height : 0
        record(.text(text, font: style.font, color: style.color, origin: Point(x: origin.x, y: origin.y - height * (1 - scale) / 2)))
        textDirections.append(style.direction)
    }
    public func pushClip(_ rect: Rect, cornerRadius: Double) {
        record(.pushClip(rect, cornerRadius: cornerRadius))
        clips.append(Clip(rect: rect, cornerRadius: cornerRadius))
    }
    public func popClip() {
        record(.popClip)
        if !clips.isEmpty { clips.removeLast() }
    }
}
