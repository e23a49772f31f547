import PickerCore

/// UIPickerView's spinning dials without its limits: components of rows on a cylinder, each dragged,
/// flung and snapped on its own, optionally wrapping round forever, in any frame size.
///
/// Rows come from a `dataSource`, titles, sizes and callbacks from a `delegate`, in UIPickerView's words
/// (both held weakly, as UIKit does); `onValueChanged` reports user changes too. A translucent band marks the
/// selected rows across all components (``showsSelectionIndicator``). Values change at rest: the delegate's
/// `didSelectRow` fires once when a component settles on a new row (or, with ``reportsWhileScrolling``,
/// whenever a new row passes under the band), never for programmatic selection and never for a drag that
/// settles back where it started.
///
/// Each component is a ``/PickerCore/WheelComponentModel``: per frame only the rows in view are asked for and drawn,
/// so a component of `Int.max` rows, cyclic or not, costs what one of ten rows costs.
open class WheelPicker: Widget {
    /// One component: its model, frame and what the delegate asked for at the last reload.
    struct Component {
        var model: WheelComponentModel
        var frame: Rect = .zero
        /// The width the delegate gave, or nil to fit the titles.
        var requestedWidth: Double?
        /// The row height the delegate gave, or nil for the theme's.
        var requestedRowHeight: Double?
        /// The widest sampled title plus padding, and the font it was measured in.
        var fittedWidth: (font: Font, padding: Double, width: Double)?
        /// The row last reported (or selected programmatically): a change is reported only away from it.
        var reportedRow: Int
        /// What the delegate said about the rows drawn since the last reload (see `drawComponent`).
        let rowCache = WheelRowCache()
    }

    /// The UIPickerView size every wheel picker reports as its natural size, in points.
    public static let defaultIntrinsicContentSize = Size(width: 320, height: 216)

    /// Supplies the components and their row counts (held weakly). Call ``reloadAllComponents()`` after
    /// changing it.
    public weak var dataSource: WheelPickerDataSource?
    /// Whether a controller's cancel puts back the rows the wheels had when they were engaged (default
    /// false: the rows turned to stay).
    public var restoresValueOnCancel = false
    /// The rows when a controller engaged the wheels, for a cancel.
    var rowsBeforeEngaging: [Int]?
    /// Supplies titles, custom drawing, sizes and disabled rows, and hears about selections (held weakly).
    /// A row's title is asked once it comes into view and remembered until a reload or a change of delegate, as
    /// UIPickerView does: call ``reloadComponent(_:)`` or ``reloadAllComponents()`` when titles change
    /// (the rows of one component depending on another's selection). Whether a row is allowed is asked
    /// again also whenever any component's selected row changes.
    public weak var delegate: WheelPickerDelegate? {
        didSet {
            for component in components.indices { components[component].rowCache.removeAll() }
            setNeedsDisplay()
        }
    }
    /// Called whenever the delegate's `wheelPicker(_:didSelectRow:inComponent:)` is, after it: once when
    /// the user settles a component on a new row (or as rows pass the centre with ``reportsWhileScrolling``);
    /// not for ``selectRow(_:inComponent:animated:)``.
    public var onValueChanged: ((SelectedRow) -> Void)?
    /// Names of the components for layout ids (`nose.size`); missing names use the index.
    public var componentIdentifiers: [String]
    /// Whether the translucent rounded band across all components marks the selected rows (default true).
    public var showsSelectionIndicator = true {
        didSet { if showsSelectionIndicator != oldValue { setNeedsDisplay() } }
    }
    /// Whether a change is also reported while a component scrolls, each time a new row passes under the
    /// selection band (default false: only when it settles). ``selectedRow(inComponent:)`` still returns the
    /// row the component last settled on.
    public var reportsWhileScrolling = false
    /// Whether each component's settled row goes to `--log-events` as its own line (a date picker reports
    /// its date instead).
    var reportsComponentChanges = true
    /// The most rows measured to fit a component's width to its titles: all rows when the component has
    /// no more, otherwise the first and the last `widthSampleLimit / 2`. Give a width through the delegate
    /// when another row may be wider (or rows are drawn by the delegate).
    public var widthSampleLimit = 512 {
        didSet {
            for i in components.indices { components[i].fittedWidth = nil }
            layoutChildren()
        }
    }

    /// The most points a component fitted to its titles grows by when the frame is wider than the
    /// components need (default: no limit, so they share the whole width). With a limit the components
    /// keep close together and the group is centred, as UIDatePicker's columns are.
    public var maximumExtraComponentWidth = Double.infinity {
        didSet { if maximumExtraComponentWidth != oldValue { layoutChildren() } }
    }

    final var components: [Component] = []
    /// Each component's selected row when the rows' remembered descriptions were made (see `drawComponent`).
    final var rowCacheSelection: [Int] = []
    /// Pointers, wheel notches, focus and the program's turn, one segment per component.
    var input = SegmentedScrollInput()
    /// The component the keyboard acts on while the picker has focus.
    public var focusedComponent: Int { input.focusedSegment }
    /// Names assistive technologies read for components, by component (UIKit's
    /// `accessibilityLabelForComponent`); a component without one has ``defaultAccessibilityLabel(forComponent:)``.
    public var componentAccessibilityLabels: [Int: String] = [:]
    /// Keeps a data source alive when the picker was made from titles.
    private var ownedModel: AnyObject?

    /// A wheel picker reading rows from `dataSource` and titles from `delegate` (held weakly).
    /// - Throws: `PickerError.invalidConfiguration` when the data source or delegate reports a negative
    ///   count, width or row height (see ``reloadAllComponents()``).
    public init(id: String, dataSource: WheelPickerDataSource?, delegate: WheelPickerDelegate?, componentIdentifiers: [String] = []) throws {
        self.dataSource = dataSource
        self.delegate = delegate
        self.componentIdentifiers = componentIdentifiers
        super.init(id: id)
        try reloadAllComponents()
    }

    /// A wheel picker showing fixed titles, one array per component; the components in `cyclicComponents`
    /// wrap round.
    public convenience init(id: String, titles: [[String]], cyclicComponents: Set<Int> = [], componentIdentifiers: [String] = []) throws {
        let model = WheelPickerTitles(titles, cyclicComponents: cyclicComponents)
        try self.init(id: id, dataSource: model, delegate: model, componentIdentifiers: componentIdentifiers)
        ownedModel = model
    }

    open override var kind: String { "WheelPicker" }

    /// The natural size of a wheel picker: UIPickerView's 320 x 216 points, 320 points times the theme's
    /// text size wide. Taller rows at a larger text size show fewer rows in the same height, as UIKit's
    /// do. Any other frame works too.
    open var intrinsicContentSize: Size { Self.intrinsicContentSize(theme: theme) }

    // MARK: - Data

    /// The number of components at the last reload.
    public var numberOfComponents: Int { components.count }

    /// The number of rows in `component` at the last reload (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        components.indices.contains(component) ? components[component].model.count : 0
    }

    /// Whether `component`'s rows wrap round (false for a component that does not exist).
    public func isComponentCyclic(_ component: Int) -> Bool {
        components.indices.contains(component) && components[component].model.isCyclic
    }

    /// Asks the data source and delegate again for every component: counts, wrap, widths and row heights.
    /// Selections are kept where they still exist and clamped otherwise; motions and drags stop. Nothing is
    /// reported.
    /// - Throws: `PickerError.invalidConfiguration` for a negative component or row count, a negative or
    ///   non-finite width, or a row height below 1 point; nothing changes then.
    public func reloadAllComponents() throws {
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        guard count >= 0 else {
            throw PickerError.invalidConfiguration("wheel picker '\(id)': numberOfComponents is \(count); it must be 0 or more")
        }
        var fresh: [Component] = []
        for component in 0..<count {
            let previous = components.indices.contains(component) ? components[component].model.selectedRow : 0
            fresh.append(try makeComponent(component, selecting: previous))
        }
        components = fresh
        input.reset(segmentCount: count)
        for component in components.indices { connect(component) }
        layoutChildren()
        setNeedsDisplay()
    }

    /// Asks the data source and delegate again about `component` only (its row count, wrap, width and row
    /// height), keeping its selection where it still exists and clamping it otherwise. Nothing is reported.
    /// - Throws: `PickerError.invalidConfiguration` when `component` does not exist or the data source or
    ///   delegate reports a bad value for it; nothing changes then.
    public func reloadComponent(_ component: Int) throws {
        try checkComponent(component)
        components[component] = try makeComponent(component, selecting: components[component].model.selectedRow)
        input.reset(segment: component)
        connect(component)
        layoutChildren()
        setNeedsDisplay()
    }

    /// The row selected in `component` (the last row it settled on), or nil for a component that does not
    /// exist or has no rows.
    public func selectedRow(inComponent component: Int) -> Int? {
        guard components.indices.contains(component), components[component].model.count > 0 else { return nil }
        return components[component].model.selectedRow
    }

    /// Selects `row` in `component`, animated (the short way round a cyclic component) or at once. As in
    /// UIKit, programmatic selection is not reported to the delegate or `onValueChanged`. Ends a drag of that
    /// component.
    /// - Throws: `PickerError.invalidConfiguration` when the component or row does not exist.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) throws {
        try checkComponent(component)
        let model = components[component].model
        guard (0..<model.count).contains(row) else {
            throw PickerError.invalidConfiguration(
                "wheel picker '\(id)': row \(row) is outside 0..<\(model.count) in component \(component)")
        }
        input.releasePresses(onSegment: component)
        input.beginProgrammatic(component)
        model.scroll(toRow: row, time: root?.currentTime ?? 0, animated: animated)
        if !model.isAnimating {
            input.programDidFinish(component)
            components[component].reportedRow = model.selectedRow
        }
        setNeedsDisplay()
    }

    /// The title the delegate gives for `row` of `component`.
    public func title(forRow row: Int, inComponent component: Int) -> String? {
        delegate?.wheelPicker(self, titleForRow: row, forComponent: component)
    }

    /// Whether the delegate allows `row` of `component` (true without a delegate).
    public func isRowEnabled(_ row: Int, inComponent component: Int) -> Bool {
        delegate?.wheelPicker(self, isRowEnabled: row, forComponent: component) ?? true
    }

    /// The rows of `component` in view, top to bottom, with where each is drawn (empty for a component that
    /// does not exist). O(visible rows).
    public func visibleRows(inComponent component: Int) -> [WheelVisibleRow] {
        components.indices.contains(component) ? components[component].model.visibleRows() : []
    }

    // MARK: - Reporting

    func checkComponent(_ component: Int) throws {
        guard components.indices.contains(component) else {
            throw PickerError.invalidConfiguration(
                "wheel picker '\(id)': no component \(component) (it has \(components.count))")
        }
    }

    private func makeComponent(_ component: Int, selecting previous: Int) throws -> Component {
        let rows = dataSource?.wheelPicker(self, numberOfRowsInComponent: component) ?? 0
        guard rows >= 0 else {
            throw PickerError.invalidConfiguration(
                "wheel picker '\(id)': component \(component) has \(rows) rows; a row count must be 0 or more")
        }
        let width = delegate?.wheelPicker(self, widthForComponent: component)
        if let width, !(width >= 0 && width.isFinite) {
            throw PickerError.invalidConfiguration(
                "wheel picker '\(id)': widthForComponent \(component) is \(width); a width must be a finite number of points, 0 or more")
        }
        let rowHeight = delegate?.wheelPicker(self, rowHeightForComponent: component)
        if let rowHeight, !(rowHeight >= WheelGeometry.minimumRowHeight && rowHeight.isFinite) {
            throw PickerError.invalidConfiguration(
                "wheel picker '\(id)': rowHeightForComponent \(component) is \(rowHeight); a row height must be a finite number of points, 1 or more")
        }
        let height = rowHeight ?? theme.wheelRowHeight
        guard height >= WheelGeometry.minimumRowHeight && height.isFinite else {
            throw PickerError.invalidConfiguration(
                "wheel picker '\(id)': theme.wheelRowHeight is \(height); a row height must be a finite number of points, 1 or more")
        }
        let selected = rows == 0 ? 0 : min(max(previous, 0), rows - 1)
        let model = try WheelComponentModel(
            count: rows, selectedRow: selected, isCyclic: dataSource?.wheelPicker(self, isCyclicComponent: component) ?? false,
            rowHeight: height, viewportHeight: frame.height, edgeOpacity: Self.clampedOpacity(theme.wheelEdgeOpacity))
        model.prefersReducedMotion = theme.prefersReducedMotion
        return Component(model: model, requestedWidth: width, requestedRowHeight: rowHeight, reportedRow: selected)
    }

    static func clampedOpacity(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private func connect(_ component: Int) {
        components[component].model.onSettle = { [weak self] row in self?.didSettle(component: component, row: row) }
    }

    func didSettle(component: Int, row: Int) {
        setNeedsDisplay()
        guard components.indices.contains(component) else { return }
        guard input.settle(component) else {
            components[component].reportedRow = row
            return
        }
        reportChange(component: component, row: row)
    }

    /// With ``reportsWhileScrolling``, reports the row now under the band if it is new.
    func reportRowPassingIfNeeded(_ component: Int) {
        guard reportsWhileScrolling, components.indices.contains(component), !input.isProgrammatic(component),
            let row = components[component].model.rowAtCenter
        else { return }
        reportChange(component: component, row: row)
    }

    private func reportChange(component: Int, row: Int) {
        guard row != components[component].reportedRow else { return }
        components[component].reportedRow = row
        delegate?.wheelPicker(self, didSelectRow: row, inComponent: component)
        onValueChanged?(SelectedRow(row: row, component: component))
        guard reportsComponentChanges else { return }
        reportValueChange(component: component, row: row)
    }

    // MARK: - Layout

    /// The frame of `component` in window points (full height; widths as laid out).
    public func frame(ofComponent component: Int) -> Rect? {
        components.indices.contains(component) ? components[component].frame : nil
    }

    /// The size of `component`'s rows at the centre of the cylinder: its width and row height, in points.
    public func rowSize(forComponent component: Int) -> Size? {
        guard components.indices.contains(component) else { return nil }
        return Size(width: components[component].frame.width, height: components[component].model.rowHeight)
    }

    open override func layoutChildren() { layOutComponents() }

    open override func didMoveToRoot() {
        // The root brings the theme and the text measurer that widths are fitted with.
        layOutComponents()
        applyMotionPreference()
        super.didMoveToRoot()
    }

    open override func themeDidChange() {
        applyMotionPreference()
        super.themeDidChange()
    }

    /// Copies the theme's reduced motion into every component.
    private func applyMotionPreference() {
        for component in components { component.model.prefersReducedMotion = theme.prefersReducedMotion }
    }

    // MARK: - Animation

    open override func tick(now: Double) {
        for component in components.indices where components[component].model.isAnimating {
            let model = components[component].model
            model.tick(now: now)
            reportRowPassingIfNeeded(component)
            setNeedsDisplay(inComponent: component)
        }
        super.tick(now: now)
    }

    open override var isAnimating: Bool {
        !input.presses.isEmpty || components.contains { $0.model.isAnimating || $0.model.isDragging } || super.isAnimating
    }

    // MARK: - Drawing and input (implemented in WheelPicker+Drawing.swift and WheelPicker+Input.swift)

    open override func drawContent(in canvas: Canvas, theme: Theme) { drawWheel(in: canvas, theme: theme) }
    open override var acceptsPointer: Bool { true }
    open override var isFocusable: Bool { !components.isEmpty }
    open override func pointerDown(_ event: PointerEvent) -> Bool { handlePointerDown(event) }
    open override func pointerMoved(_ event: PointerEvent) { handlePointerMoved(event) }
    /// A move marks only the dragged column (in `pointerMoved(_:)`).
    open override func setNeedsDisplayForPointerMove() {}
    open override func pointerUp(_ event: PointerEvent) { handlePointerUp(event) }
    open override func pointerCancelled(_ event: PointerEvent) { handlePointerCancelled(event) }
    open override func scroll(_ event: ScrollEvent) -> Bool { handleScroll(event) }
    open override func key(_ event: KeyEvent) -> Bool { handleKey(event) }
    open override func moveFocusWithin(forward: Bool) -> Bool { moveComponentFocus(forward: forward) }
    open override func focusEntered(forward: Bool) { enterComponentFocus(forward: forward) }
    open override var focusRole: FocusRole { .picker(restoresValueOnCancel: restoresValueOnCancel) }
    open override func navigationFling(rowsPerSecond: Double, time: Double) -> Bool {
        flingFocusedComponent(rowsPerSecond: rowsPerSecond, time: time)
    }
    open override func navigationDidEngage() { rowsBeforeEngaging = components.map(\.model.targetRow) }
    open override func navigationDidLeave(restoringValue: Bool, time: Double) {
        defer { rowsBeforeEngaging = nil }
        guard restoringValue, let rows = rowsBeforeEngaging, rows.count == components.count else { return }
        // Turned back as the user turns them, so the change is reported when they settle.
        for (component, row) in rows.enumerated() where components[component].model.targetRow != row {
            takeOver(component)
            components[component].model.scroll(toRow: row, time: time, animated: true)
        }
        setNeedsDisplay()
    }

    /// The components from left to right: in order, or reversed in right to left (the first component
    /// on the right, as UIPickerView's). Only horizontal placement changes; the wheels turn as ever.
    func componentsFromLeft() -> [Int] {
        effectiveLayoutDirection.isRightToLeft ? components.indices.reversed() : Array(components.indices)
    }

    // MARK: - Accessibility (WheelPicker+Accessibility.swift): each component is a spin button

    open override var accessibilityChildren: [AccessibilityNode] { componentNodes() }
    open override var focusedAccessibilityIdentifier: String {
        components.indices.contains(focusedComponent) ? accessibilityIdentifier(ofComponent: focusedComponent) : id
    }
    /// `<id>.<component identifier>`, as `--dump-layout` names the component (`nose.size`).
    open override func accessibilityIdentifier(ofComponent component: Int?) -> String {
        component.map { "\(id).\(componentIdentifier($0))" } ?? id
    }
    open override func setAccessibilityValue(_ value: Double, onNode identifier: String) -> Bool {
        turnComponent(identifiedBy: identifier, toRow: value)
    }

    /// The name of `component` when ``componentAccessibilityLabels`` has none: for a picker of one
    /// component, the picker's own name; otherwise the component's identifier, capitalised ("Size").
    open func defaultAccessibilityLabel(forComponent component: Int) -> String {
        if components.count == 1 { return effectiveAccessibilityLabel }
        return componentIdentifier(component).capitalized
    }
}
