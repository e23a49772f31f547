import PickerCore
import PickerWidgets

/// A page that scrolls the widget that has the keyboard focus into view (after Tab, a controller's move
/// or a host's focus change).
public protocol RevealsFocusedWidget: AnyObject {
    func revealFocusedWidget()
}

/// A demo page whose content scrolls when it no longer fits the window (WCAG 1.4.10, Reflow: large text
/// on a small window). A subclass lays its widgets out in ``layoutPage()`` as on a window tall enough,
/// under ``topMargin``; when the lowest of them passes the window's bottom, the page scrolls: the mouse
/// wheel (where no widget takes it), a drag on the page's background and a keyboard or controller focus
/// moving to a widget out of view scroll it, and a bar at the trailing edge shows where it is. The
/// toolbar stays put above the scrolling content, which is clipped under it. A page that fits draws and
/// behaves exactly as a page that cannot scroll.
public class ScrollingPage: WidgetRoot, RevealsFocusedWidget {
    /// How far the content is scrolled up, in points (0 at the top).
    public private(set) var contentOffset = 0.0
    /// The content's height as last laid out, in points, when it passes the window's bottom (the lowest
    /// widget's bottom plus a margin); 0 while every widget fits.
    public private(set) var contentHeight = 0.0
    private var drag: (pointer: PointerID, startY: Double, startOffset: Double)?
    /// Room under the lowest widget when the page scrolls, in points.
    static let bottomMargin = 32.0

    /// The largest offset: 0 while every widget lies within the window.
    public var maximumOffset: Double { max(0, contentHeight - frame.height) }

    /// The page's margin above its title, in points: the toolbar's height (one to three rows, growing
    /// with the text size), or 32 without a toolbar.
    var topMargin: Double {
        toolbar.map { max(DemoToolbar.height, $0.height(forWidth: frame.width)) } ?? DemoToolbar.height
    }

    /// `value` (points at 100% text) at the theme's text size.
    func scaled(_ value: Double) -> Double { theme.scaledValue(for: value) }

    private var toolbar: DemoToolbar? { children.lazy.compactMap { $0 as? DemoToolbar }.first }
    private var content: [Widget] { children.filter { !($0 is DemoToolbar) } }

    /// The part of the window the content shows in: under the toolbar.
    public var viewport: Rect {
        let top = toolbar?.height(forWidth: frame.width) ?? 0
        return Rect(x: frame.minX, y: frame.minY + top, width: frame.width, height: max(0, frame.height - top))
    }

    /// Lays the page's widgets out in `frame` as if it were tall enough for them; the page then moves
    /// them up by ``contentOffset``.
    func layoutPage() {}

    public final override func layoutChildren() {
        layoutPage()
        let bottom = content.filter { !$0.frame.isEmpty }.map(\.frame.maxY).max() ?? 0
        contentHeight = bottom > frame.maxY + 0.5 ? bottom - frame.minY + Self.bottomMargin : 0
        contentOffset = min(max(0, contentOffset), maximumOffset)
        guard contentOffset != 0 else { return }
        for child in content { child.frame = child.frame.offsetBy(dx: 0, dy: -contentOffset) }
    }

    /// Scrolls so that `offset` points of content are above the window (clamped to the content).
    func setContentOffset(_ offset: Double) {
        let clamped = min(max(0, offset), maximumOffset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        layoutChildren()
        invalidate()
    }

    /// Scrolls the least that shows the focused widget under the toolbar (its top when it is taller than
    /// the viewport).
    public func revealFocusedWidget() {
        guard maximumOffset > 0, let focused = focusedWidget else { return }
        if let toolbar, focused === toolbar || focused.isDescendant(of: toolbar) { return }
        let rect = focused.drawingFrame, view = viewport
        if rect.minY < view.minY {
            setContentOffset(contentOffset - (view.minY - rect.minY) - 8)
        } else if rect.maxY > view.maxY {
            setContentOffset(contentOffset + min(rect.maxY - view.maxY + 8, rect.minY - view.minY))
        }
    }

    // MARK: - Drawing

    public override func draw(in canvas: Canvas, theme: Theme) {
        guard maximumOffset > 0 else { return super.draw(in: canvas, theme: theme) }
        canvas.withClip(viewport) {
            drawContent(in: canvas, theme: theme)
            for child in content { child.draw(in: canvas, theme: theme) }
        }
        toolbar?.draw(in: canvas, theme: theme)
        drawIndicator(in: canvas, theme: theme)
    }

    /// A thin bar at the trailing edge showing which part of the content is in view.
    private func drawIndicator(in canvas: Canvas, theme: Theme) {
        let view = viewport
        guard view.height > 16 else { return }
        let track = view.insetBy(dx: 0, dy: 4)
        let visible = frame.height / contentHeight
        let length = max(24, track.height * visible)
        let y = track.minY + (track.height - length) * contentOffset / max(1, maximumOffset)
        let x = effectiveLayoutDirection.isRightToLeft ? frame.minX + 3 : frame.maxX - 7
        canvas.fillRoundedRect(Rect(x: x, y: y, width: 4, height: length), cornerRadius: 2, color: theme.secondaryText.multiplyingAlpha(by: 0.5))
    }

    // MARK: - Input

    /// Under the toolbar's band only the toolbar can be hit: the content scrolled there is hidden.
    public override func hitTest(_ point: Point) -> Widget? {
        if maximumOffset > 0, point.y < viewport.minY { return toolbar?.hitTest(point) }
        return super.hitTest(point)
    }

    /// The page's background takes presses (a drag scrolls) only while it scrolls.
    public override var acceptsPointer: Bool { maximumOffset > 0 }

    public override func scroll(_ event: ScrollEvent) -> Bool {
        guard maximumOffset > 0, event.deltaY != 0 else { return false }
        setContentOffset(contentOffset - event.deltaY * ScrollView.lineHeight)
        return true
    }

    public override func pointerDown(_ event: PointerEvent) -> Bool {
        guard maximumOffset > 0 else { return false }
        if drag == nil { drag = (event.pointer, event.location.y, contentOffset) }
        return true
    }

    public override func pointerMoved(_ event: PointerEvent) {
        guard let drag, drag.pointer == event.pointer else { return }
        setContentOffset(drag.startOffset - (event.location.y - drag.startY))
    }

    public override func pointerUp(_ event: PointerEvent) {
        if drag?.pointer == event.pointer { drag = nil }
    }

    public override func pointerCancelled(_ event: PointerEvent) {
        guard let drag, drag.pointer == event.pointer else { return }
        setContentOffset(drag.startOffset)
        self.drag = nil
    }
}
