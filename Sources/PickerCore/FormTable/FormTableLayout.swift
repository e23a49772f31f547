/// The animated heights of a form table: each date field's picker row grows from 0 to
/// `pickerRowHeight` points as it opens and shrinks back as it closes, fading in and out with it.
///
/// Each picker has an openness (0 closed ... 1 open) that follows a spring towards its target, with time
/// passed in as an argument (seconds on the host's clock), so every frame is reproducible. A change
/// mid-animation starts the new spring from the current openness and speed: nothing jumps, and rows
/// between a picker that closes and one that opens only slide as the two heights change. Closing pickers
/// stay laid out until they are gone, so a table can draw them shrinking.
///
/// Keep it in step with an `FormTableModel`: after each change call `setOpenPickerField(_:at:)` with the
/// table's `openPickerField`.
public struct FormTableLayout: Sendable {
    /// The height of every field row, in points.
    public var fieldRowHeight: Double
    /// The height of an open picker row, in points.
    public var pickerRowHeight: Double
    /// The spring an openness follows (no bounce by default, so rows never overlap).
    public var spring: SpringDescription
    /// The number of fields.
    public let fieldCount: Int

    /// Whether pickers open and close in their reduced form (the host's ``Theme/prefersReducedMotion``,
    /// which the table copies here): a direct ``LandingSimulation`` of ``ScrollTuning/reducedMotionDuration``
    /// instead of ``spring``. Applies to changes made after it is set.
    public var prefersReducedMotion = false

    /// An openness in motion: a spring (or a landing) to `target`, started at `startTime` (seconds).
    private struct Motion: Sendable {
        var simulation: any Simulation
        var target: Double
        var startTime: Double

        func openness(at time: Double) -> Double { simulation.position(at: time - startTime) }
        func velocity(at time: Double) -> Double { simulation.velocity(at: time - startTime) }
    }

    /// The pickers that are open or moving, by field.
    private var motions: [Int: Motion] = [:]

    /// The default spring: critically damped, with a 0.4 s response (about 0.3 s to look settled).
    public static let defaultSpring = SpringDescription(dampingRatio: 1, response: 0.4)

    /// - Parameters:
    ///   - fieldCount: the number of fields (the table's `fields.count`).
    ///   - fieldRowHeight: each field row's height, in points.
    ///   - pickerRowHeight: an open picker row's height, in points.
    ///   - spring: the motion of a picker's openness.
    public init(fieldCount: Int, fieldRowHeight: Double, pickerRowHeight: Double, spring: SpringDescription = defaultSpring) {
        self.fieldCount = fieldCount
        self.fieldRowHeight = fieldRowHeight
        self.pickerRowHeight = pickerRowHeight
        self.spring = spring
    }

    /// Starts the animations to the table's new state at `time` (seconds): the picker of `field` opens,
    /// every other closes. Pass `animated: false` to jump there (e.g. for the first layout).
    public mutating func setOpenPickerField(_ field: Int?, at time: Double, animated: Bool = true) {
        precondition(field.map { $0 >= 0 && $0 < fieldCount } ?? true, "field \(field ?? -1) is outside 0..<\(fieldCount)")
        for existing in Array(motions.keys) where existing != field { retarget(existing, to: 0, at: time, animated: animated) }
        if let field { retarget(field, to: 1, at: time, animated: animated) }
    }

    private mutating func retarget(_ field: Int, to target: Double, at time: Double, animated: Bool) {
        let current = motions[field]
        if let current, current.target == target, animated { return }
        let start = animated ? current?.openness(at: time) ?? 0 : target
        let velocity = animated ? current?.velocity(at: time) ?? 0 : 0
        if !animated, target == 0 {
            motions[field] = nil
            return
        }
        let simulation: any Simulation = prefersReducedMotion
            ? LandingSimulation(start: start, end: target, velocity: velocity)
            : SpringSimulation(spring: spring, start: start, end: target, velocity: velocity, tolerance: opennessTolerance)
        motions[field] = Motion(simulation: simulation, target: target, startTime: time)
    }

    /// When an openness counts as arrived: the resting distance and speed of every scroller
    /// (``ScrollTuning/restingDistance``, ``ScrollTuning/restingSpeed``), in points of the picker row's
    /// height. A finer tolerance only kept frames coming after the rows had stopped moving on screen.
    private var opennessTolerance: Tolerance {
        guard pickerRowHeight > 0, pickerRowHeight.isFinite else { return .default }
        return Tolerance(distance: ScrollTuning.restingDistance / pickerRowHeight, velocity: ScrollTuning.restingSpeed / pickerRowHeight)
    }

    /// How open the picker of `field` is at `time`: 0 closed ... 1 open (clamped).
    public func openness(ofField field: Int, at time: Double) -> Double {
        guard let motion = motions[field] else { return 0 }
        return min(max(motion.openness(at: time), 0), 1)
    }

    /// The height of the picker row of `field` at `time`, in points (0 when closed).
    public func pickerHeight(ofField field: Int, at time: Double) -> Double {
        pickerRowHeight * openness(ofField: field, at: time)
    }

    /// Whether any picker is still opening or closing at `time`.
    public func isAnimating(at time: Double) -> Bool {
        motions.values.contains { !$0.simulation.isDone(at: time - $0.startTime) }
    }

    /// Forgets pickers that have finished closing by `time`, so later frames skip them. Call once per frame.
    public mutating func removeFinished(at time: Double) {
        motions = motions.filter { $0.value.target != 0 || !$0.value.simulation.isDone(at: time - $0.value.startTime) }
    }

    /// Every row laid out at `time`, top to bottom: each field row, each followed by its picker row while
    /// that picker is open or still closing (height above 0). O(fields).
    public func rows(at time: Double) -> [FormTableRowFrame] {
        var frames: [FormTableRowFrame] = []
        frames.reserveCapacity(fieldCount + motions.count)
        var y = 0.0
        for field in 0..<fieldCount {
            frames.append(FormTableRowFrame(row: .field(field), minY: y, height: fieldRowHeight, opacity: 1))
            y += fieldRowHeight
            let openness = openness(ofField: field, at: time)
            if openness > 0 {
                let height = pickerRowHeight * openness
                frames.append(FormTableRowFrame(row: .picker(forField: field), minY: y, height: height, opacity: openness))
                y += height
            }
        }
        return frames
    }

    /// The height of all rows at `time`, in points.
    public func contentHeight(at time: Double) -> Double {
        let pickers = motions.keys.reduce(0.0) { $0 + pickerHeight(ofField: $1, at: time) }
        return Double(fieldCount) * fieldRowHeight + pickers
    }

    /// The row under `y` (points from the top of the content) at `time`, or nil outside the rows.
    public func row(atY y: Double, at time: Double) -> FormTableRowFrame? {
        rows(at: time).first { y >= $0.minY && y < $0.maxY }
    }
}
