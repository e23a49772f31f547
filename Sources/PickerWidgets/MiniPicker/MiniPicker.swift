import PickerCore

/// A text-field-sized picker: a horizontal ribbon of items behind a rounded border with two chevrons,
/// dragged, flung and snapped to one item.
///
/// Several components sit side by side as segments of one rounded field, separated by divider bars,
/// each scrolled on its own. Rows come from a `dataSource`, titles and callbacks from a `delegate`,
/// in UIPickerView's words; `onValueChanged` reports user changes too.
///
/// In right to left (``Widget/effectiveLayoutDirection``) the field is mirrored: the first component is
/// on the right, the next item comes in from the left (so a drag to the right advances), and the left
/// chevron, the Left key and a horizontal wheel to the left step forward.
open class MiniPicker: Widget {
    /// One segment: its scroller and frame.
    struct Segment {
        var scroller: ItemScroller
        var frame: Rect = .zero
    }

    public weak var dataSource: MiniPickerDataSource?
    public weak var delegate: MiniPickerDelegate?
    /// Called when the user settles a component on a new row (after the delegate's
    /// `miniPicker(_:didSelectRow:inComponent:)`); not for ``selectRow(_:inComponent:animated:)``.
    public var onValueChanged: ((SelectedRow) -> Void)?
    /// Names of the components for layout ids (`dmy.day`); missing names use the index.
    public var componentIdentifiers: [String]
    /// Whether a controller's cancel puts back the rows the picker had when it was engaged (default false:
    /// the rows turned to stay).
    public var restoresValueOnCancel = false
    /// The rows when a controller engaged the picker, for a cancel.
    var rowsBeforeEngaging: [Int]?
    /// Whether the rows wrap around (the row after the last is the first). Applies to every component.
    public var isCyclic: Bool {
        didSet { applyCyclic() }
    }
    /// Components that wrap even when ``isCyclic`` is false, e.g. the month of a year-and-month field.
    public var cyclicComponents: Set<Int> = [] {
        didSet { applyCyclic() }
    }
    var segments: [Segment] = []
    /// Pointers (a press on a chevron drags only once it moves), wheel notches, focus and the program's
    /// turn, one segment per component.
    var input = SegmentedScrollInput()
    /// Names assistive technologies read for components, by component (UIKit's
    /// `accessibilityLabelForComponent`); a component without one has ``defaultAccessibilityLabel(forComponent:)``.
    public var componentAccessibilityLabels: [Int: String] = [:]
    /// The component the keyboard acts on while the picker has focus.
    public var focusedComponent: Int { input.focusedSegment }
    /// The toolkit's own title model the picker was made with (`MiniPickerTitles`, a year or month picker's),
    /// kept alive here, since the data source and delegate are held weakly.
    var titlesModel: AnyObject?

    /// A mini picker reading rows from `dataSource` and titles from `delegate` (held weakly, as UIKit does).
    /// - Throws: `PickerError.invalidConfiguration` when the data source reports a negative count.
    public init(id: String, dataSource: MiniPickerDataSource?, delegate: MiniPickerDelegate?, isCyclic: Bool = false, componentIdentifiers: [String] = []) throws {
        self.dataSource = dataSource
        self.delegate = delegate
        self.isCyclic = isCyclic
        self.componentIdentifiers = componentIdentifiers
        super.init(id: id)
        try reloadAllComponents()
    }

    /// A mini picker showing fixed titles, one array per component.
    public convenience init(id: String, titles: [[String]], isCyclic: Bool = false, componentIdentifiers: [String] = []) throws {
        let model = MiniPickerTitles(titles)
        try self.init(id: id, dataSource: model, delegate: model, isCyclic: isCyclic, componentIdentifiers: componentIdentifiers)
        titlesModel = model
    }

    open override var kind: String { "MiniPicker" }

    // MARK: - Data

    /// The number of components the data source reported at the last reload.
    public var numberOfComponents: Int { segments.count }

    /// The number of rows in `component` at the last reload (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        segments.indices.contains(component) ? segments[component].scroller.count : 0
    }

    /// Asks the data source again for every component and its rows; selections are kept where they still exist, clamped otherwise.
    /// - Throws: `PickerError.invalidConfiguration` for a negative component or row count; nothing changes then.
    public func reloadAllComponents() throws {
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        guard count >= 0 else {
            throw PickerError.invalidConfiguration("mini picker '\(id)': numberOfComponents is \(count); it must be 0 or more")
        }
        var rows: [Int] = []
        for component in 0..<count {
            let n = dataSource?.miniPicker(self, numberOfRowsInComponent: component) ?? 0
            guard n >= 0 else {
                throw PickerError.invalidConfiguration("mini picker '\(id)': component \(component) has \(n) rows; a row count must be 0 or more")
            }
            rows.append(n)
        }
        var fresh: [Segment] = []
        for (component, n) in rows.enumerated() {
            let previous = segments.indices.contains(component) ? segments[component].scroller.selectedRow : 0
            let scroller = try ItemScroller(
                count: n, selectedRow: n == 0 ? 0 : min(previous, n - 1), isCyclic: isCyclic(inComponent: component), itemExtent: 44)
            scroller.prefersReducedMotion = theme.prefersReducedMotion
            fresh.append(Segment(scroller: scroller))
        }
        segments = fresh
        input.reset(segmentCount: count)
        for component in segments.indices {
            segments[component].scroller.onSettle = { [weak self] row in self?.didSettle(component: component, row: row) }
        }
        layoutChildren()
        setNeedsDisplay()
    }

    /// The row selected in `component` (the last row it settled on), or nil for a component that does not exist or has no rows.
    public func selectedRow(inComponent component: Int) -> Int? {
        guard segments.indices.contains(component), segments[component].scroller.count > 0 else { return nil }
        return segments[component].scroller.selectedRow
    }

    /// Selects `row` in `component`, animated (scrolling the short way round when cyclic) or at once.
    /// Programmatic selection is not reported to the delegate or `onValueChanged`, as in UIKit.
    /// - Throws: `PickerError.invalidConfiguration` when the component or row does not exist.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) throws {
        guard segments.indices.contains(component) else {
            throw PickerError.invalidConfiguration("mini picker '\(id)': no component \(component) (it has \(segments.count))")
        }
        let count = segments[component].scroller.count
        guard (0..<count).contains(row) else {
            throw PickerError.invalidConfiguration("mini picker '\(id)': row \(row) is outside 0..<\(count) in component \(component)")
        }
        input.beginProgrammatic(component)
        segments[component].scroller.scroll(toRow: row, time: root?.currentTime ?? 0, animated: animated)
        if !segments[component].scroller.isAnimating { input.programDidFinish(component) }
        setNeedsDisplay()
    }

    /// Whether `component`'s rows wrap around (``isCyclic`` or listed in ``cyclicComponents``).
    public func isCyclic(inComponent component: Int) -> Bool {
        isCyclic || cyclicComponents.contains(component)
    }

    private func applyCyclic() {
        for i in segments.indices { segments[i].scroller.isCyclic = isCyclic(inComponent: i) }
        setNeedsDisplay()
    }

    /// The title the delegate gives for `row` of `component`.
    public func title(forRow row: Int, inComponent component: Int) -> String? {
        delegate?.miniPicker(self, titleForRow: row, forComponent: component)
    }

    func didSettle(component: Int, row: Int) {
        setNeedsDisplay()
        guard input.settle(component) else { return }
        delegate?.miniPicker(self, didSelectRow: row, inComponent: component)
        onValueChanged?(SelectedRow(row: row, component: component))
        reportValueChange(component: component, row: row)
    }

    // MARK: - Layout

    /// The frame of `component`'s segment in window points.
    public func frame(ofComponent component: Int) -> Rect? {
        segments.indices.contains(component) ? segments[component].frame : nil
    }

    open override func layoutChildren() {
        let count = segments.count
        guard count > 0 else { return }
        let divider = theme.dividerWidth
        let available = max(0, frame.width - divider * Double(count - 1))
        let requested = (0..<count).map { delegate?.miniPicker(self, widthForComponent: $0) }
        let fixed = requested.compactMap { $0 }.reduce(0, +)
        let flexibleCount = requested.filter { $0 == nil }.count
        let flexibleWidth = flexibleCount > 0 ? max(0, available - fixed) / Double(flexibleCount) : 0
        let rtl = effectiveLayoutDirection.isRightToLeft
        var x = rtl ? frame.maxX : frame.minX
        for component in 0..<count {
            let width = max(0, requested[component] ?? flexibleWidth)
            segments[component].frame = Rect(x: rtl ? x - width : x, y: frame.minY, width: width, height: frame.height)
            // Positions are in rows, so a new width keeps the selected item centred.
            segments[component].scroller.itemExtent = max(1, width)
            x += rtl ? -(width + divider) : width + divider
        }
    }

    /// A drag under way was measured in the old direction: it is cancelled (the ribbon snaps back) and
    /// its pointer ignored until it lifts, before the segments are laid out again.
    open override func effectiveLayoutDirectionDidChange() {
        for press in input.releaseAll() where press.isDragging {
            segments[press.segment].scroller.cancelDrag(time: root?.currentTime ?? 0)
        }
        super.effectiveLayoutDirectionDidChange()
    }

    // MARK: - Animation

    open override func didMoveToRoot() {
        applyMotionPreference()
        super.didMoveToRoot()
    }

    open override func themeDidChange() {
        applyMotionPreference()
        super.themeDidChange()
    }

    /// Copies the theme's reduced motion into every segment's scroller.
    private func applyMotionPreference() {
        for segment in segments { segment.scroller.prefersReducedMotion = theme.prefersReducedMotion }
    }

    open override func tick(now: Double) {
        for i in segments.indices where segments[i].scroller.isAnimating {
            segments[i].scroller.tick(now: now)
            setNeedsDisplay()
        }
        super.tick(now: now)
    }

    open override var isAnimating: Bool {
        !input.presses.isEmpty || segments.contains { $0.scroller.isAnimating || $0.scroller.isDragging } || super.isAnimating
    }

    // MARK: - Drawing and input (implemented in MiniPicker+Drawing.swift and MiniPicker+Input.swift)

    open override func drawContent(in canvas: Canvas, theme: Theme) { drawField(in: canvas, theme: theme) }
    open override var acceptsPointer: Bool { true }
    open override var isFocusable: Bool { !segments.isEmpty }
    open override func pointerDown(_ event: PointerEvent) -> Bool { handlePointerDown(event) }
    open override func pointerMoved(_ event: PointerEvent) { handlePointerMoved(event) }
    open override func pointerUp(_ event: PointerEvent) { handlePointerUp(event) }
    open override func pointerCancelled(_ event: PointerEvent) { handlePointerCancelled(event) }
    open override func scroll(_ event: ScrollEvent) -> Bool { handleScroll(event) }
    open override func key(_ event: KeyEvent) -> Bool { handleKey(event) }
    open override func moveFocusWithin(forward: Bool) -> Bool { moveSegmentFocus(forward: forward) }
    open override func focusEntered(forward: Bool) { enterSegmentFocus(forward: forward) }
    open override var focusRole: FocusRole { .picker(restoresValueOnCancel: restoresValueOnCancel) }
    open override func navigationMoveSegment(_ direction: NavigationDirection, time: Double) -> Bool {
        moveSegment(toward: direction)
    }
    open override func navigationFling(rowsPerSecond: Double, time: Double) -> Bool {
        guard segments.indices.contains(focusedComponent) else { return false }
        takeOver(focusedComponent)
        segments[focusedComponent].scroller.fling(velocity: rowsPerSecond, time: time)
        setNeedsDisplay()
        return true
    }
    open override func navigationDidEngage() { rowsBeforeEngaging = segments.map(\.scroller.targetRow) }
    open override func navigationDidLeave(restoringValue: Bool, time: Double) {
        restoreRows(restoring: restoringValue, time: time)
    }

    // MARK: - Accessibility (MiniPicker+Accessibility.swift): each segment is a spin button

    open override var accessibilityChildren: [AccessibilityNode] { segmentNodes() }
    open override var focusedAccessibilityIdentifier: String {
        segments.indices.contains(focusedComponent) ? layoutID(ofComponent: focusedComponent) : id
    }
    open override func accessibilityIdentifier(ofComponent component: Int?) -> String { component.map(layoutID(ofComponent:)) ?? id }
    open override func setAccessibilityValue(_ value: Double, onNode identifier: String) -> Bool {
        turnSegment(identifiedBy: identifier, toRow: value)
    }

    /// The name of `component` when ``componentAccessibilityLabels`` has none: for a picker of one
    /// component, the picker's own name; otherwise the component's identifier, capitalised ("Day").
    open func defaultAccessibilityLabel(forComponent component: Int) -> String {
        if segments.count == 1 { return effectiveAccessibilityLabel }
        return componentIdentifier(component).capitalized
    }

    // MARK: - Identifiers

    /// The identifier of `component` (``componentIdentifiers``, or its index when it has none).
    public func componentIdentifier(_ component: Int) -> String {
        componentIdentifiers.indices.contains(component) ? componentIdentifiers[component] : String(component)
    }

    /// The stable id of `component`'s segment: `"<id>.<component identifier>"`, e.g. `dmy.day`
    /// (`--dump-layout` names the segment's node by it).
    open func layoutID(ofComponent component: Int) -> String {
        "\(id).\(componentIdentifier(component))"
    }
}
