/// The input state of a scroller made of segments that scroll on their own (a wheel picker's components,
/// a mini picker's segments, the calendar grid's month ribbon as one segment), kept the same way by all
/// of them: which pointer holds which segment and whether it has left the tap slop
/// (``ScrollTuning/tapSlop``), mouse-wheel notches not yet turned into steps (at most
/// ``ScrollTuning/maximumNotchesPerEvent`` per event), the segment the keyboard acts on, and whether a
/// segment's motion is the program's (`selectRow`) or the user's.
///
/// It decides, the widget acts: it never moves a scroller itself, so a widget maps pointer coordinates
/// and keys to its own axis and direction (right to left, horizontal or vertical) and asks this value
/// what a press, a move, a notch or a settle means.
public struct SegmentedScrollInput: Sendable {
    /// A pointer pressed on a segment.
    public struct Press: Hashable, Sendable {
        /// The segment the pointer went down on.
        public var segment: Int
        /// Where it went down, in window points.
        public var start: Point
        /// Whether it has moved past the tap slop: no longer a tap.
        public var hasMoved = false
        /// Whether it holds the segment's scroller (a press that may still be a tap on a control, or a
        /// calendar press that has not slid yet, holds it only once it moves).
        public var isDragging: Bool
        /// Whether the press stopped a running motion (such a tap only stops it).
        public var stoppedMotion: Bool
    }

    /// What the input knows of one segment.
    public struct Segment: Hashable, Sendable {
        /// Whether the segment's running motion comes from the program (`selectRow`), and its settle is
        /// therefore not reported.
        public var isProgrammatic = false
        /// Wheel notches received but not yet a whole step, in notches (|value| < 1 between events).
        public var pendingNotches = 0.0
    }

    /// The pointers down, by id.
    public private(set) var presses: [PointerID: Press] = [:]
    /// The segments, by index.
    public private(set) var segments: [Segment]
    /// The segment the keyboard acts on, in 0..<max(1, segment count).
    public private(set) var focusedSegment = 0

    /// Input for `segmentCount` segments (0 or more), none pressed, the first one focused.
    public init(segmentCount: Int = 0) {
        segments = Array(repeating: Segment(), count: max(0, segmentCount))
    }

    // MARK: - Segments

    /// Starts over with `segmentCount` fresh segments (after a reload): presses forgotten, the focus
    /// clamped into the new segments.
    public mutating func reset(segmentCount: Int) {
        segments = Array(repeating: Segment(), count: max(0, segmentCount))
        presses = [:]
        focusedSegment = min(focusedSegment, max(0, segmentCount - 1))
    }

    /// Starts `segment` over (after it alone was reloaded): its state fresh, its presses forgotten.
    public mutating func reset(segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = Segment()
        releasePresses(onSegment: segment)
    }

    // MARK: - Pointers

    /// Whether a pointer holds `segment`.
    public func isHeld(_ segment: Int) -> Bool {
        presses.values.contains { $0.segment == segment }
    }

    /// Records `pointer` going down on `segment` at `location`. One pointer per segment: returns false,
    /// recording nothing, when another pointer already holds it.
    public mutating func press(
        _ pointer: PointerID, segment: Int, at location: Point, isDragging: Bool, stoppedMotion: Bool = false
    ) -> Bool {
        guard !isHeld(segment) else { return false }
        presses[pointer] = Press(segment: segment, start: location, isDragging: isDragging, stoppedMotion: stoppedMotion)
        return true
    }

    /// Records `pointer` moving to `location`: returns its press (nil for a pointer not down) and whether
    /// this move took it past the tap slop for the first time.
    public mutating func move(_ pointer: PointerID, to location: Point) -> (press: Press, leftSlop: Bool)? {
        guard var press = presses[pointer] else { return nil }
        guard !press.hasMoved, ScrollTuning.isBeyondTapSlop(press.start, location) else { return (press, false) }
        press.hasMoved = true
        presses[pointer] = press
        return (press, true)
    }

    /// Marks `pointer`'s press as holding its segment's scroller from now on.
    public mutating func beginDragging(_ pointer: PointerID) {
        presses[pointer]?.isDragging = true
    }

    /// Forgets `pointer` (it went up or was cancelled) and returns its press, or nil for a pointer not down.
    public mutating func release(_ pointer: PointerID) -> Press? {
        presses.removeValue(forKey: pointer)
    }

    /// Forgets the pointers on `segment` (e.g. the program moved it, ending their drag).
    public mutating func releasePresses(onSegment segment: Int) {
        presses = presses.filter { $0.value.segment != segment }
    }

    /// Forgets every pointer and returns their presses (e.g. a drag measured in an old layout direction).
    public mutating func releaseAll() -> [Press] {
        defer { presses = [:] }
        return Array(presses.values)
    }

    // MARK: - Mouse wheel

    /// Adds `notches` of a mouse wheel on `segment` (capped at ``ScrollTuning/maximumNotchesPerEvent``
    /// either way; NaN and infinities count as nothing) and returns the whole steps to take now, keeping
    /// the fraction for the next event (a touchpad's half notches add up). 0 for a segment that does not exist.
    public mutating func steps(forNotches notches: Double, inSegment segment: Int) -> Int {
        guard segments.indices.contains(segment), notches.isFinite else { return 0 }
        let cap = ScrollTuning.maximumNotchesPerEvent
        segments[segment].pendingNotches += min(max(notches, -cap), cap)
        let whole = segments[segment].pendingNotches.rounded(.towardZero)
        segments[segment].pendingNotches -= whole
        return Int(whole)
    }

    // MARK: - Program and user

    /// Whether `segment`'s motion is the program's.
    public func isProgrammatic(_ segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isProgrammatic
    }

    /// The program moves `segment` (`selectRow`): pending notches are dropped and the settle that follows
    /// is the program's (see ``settle(_:)``). Call ``programDidFinish(_:)`` when the move was not animated.
    public mutating func beginProgrammatic(_ segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isProgrammatic = true
        segments[segment].pendingNotches = 0
    }

    /// The program's move of `segment` ended at once (not animated, or nothing to animate).
    public mutating func programDidFinish(_ segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isProgrammatic = false
    }

    /// User input on `segment` wins over a programmatic move still running: returns true (once) when
    /// there was one, and the caller then makes the program's row the selected one
    /// (``ItemScroller/commitTargetRow()``), so that the user's change is measured from it and reported.
    public mutating func takeOver(_ segment: Int) -> Bool {
        guard isProgrammatic(segment) else { return false }
        segments[segment].isProgrammatic = false
        return true
    }

    /// `segment` came to rest on a new row: returns whether the change is the user's (to report). A
    /// programmatic move's settle returns false and ends the program's turn.
    public mutating func settle(_ segment: Int) -> Bool {
        guard isProgrammatic(segment) else { return true }
        segments[segment].isProgrammatic = false
        return false
    }

    // MARK: - Focus

    /// Puts the keyboard on `segment` (ignored for a segment that does not exist).
    public mutating func focus(_ segment: Int) {
        if segments.indices.contains(segment) { focusedSegment = segment }
    }

    /// Moves the keyboard to the next (or previous) segment in order; returns false at the last (or first).
    public mutating func moveFocus(forward: Bool) -> Bool {
        let next = focusedSegment + (forward ? 1 : -1)
        guard segments.indices.contains(next) else { return false }
        focusedSegment = next
        return true
    }

    /// The keyboard enters the segments: on the first when moving forward, on the last when moving back.
    public mutating func enterFocus(forward: Bool) {
        focusedSegment = forward ? 0 : max(0, segments.count - 1)
    }
}
