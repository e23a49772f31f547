import PickerCore
import PickerWidgets

/// Where the toolbar's switches go: one row (back; theme, locale, scale, motion, text size) when they fit
/// the window's width; else the motion and text size switches take a second row; and when even the back
/// button and the first three switches do not fit side by side (large text on a narrow window), the back
/// button has the first row to itself. Every size grows with the theme's text size.
extension DemoToolbar {
    /// The widths of the switches in points at 100% text: each title clears the chevrons by 2 points or
    /// more ("Light+" the widest theme, "Motion" the widest motion title), and the row with the back button
    /// still fits a 640-point window.
    private static let widths = (back: 116.0, theme: 100.0, locale: 96.0, scale: 64.0, textSize: 90.0, motion: 100.0)
    /// The gap between two switches and the room left and right of them, in points at 100% text.
    private static let gap = 8.0
    private static let sideMargin = 12.0

    /// One row of the toolbar: the back button at its leading edge (or not), switches at its trailing edge.
    private struct Row {
        var back: Button?
        /// The switches from the trailing edge inwards, with their widths at 100% text.
        var switches: [(MiniPicker, Double)]
    }

    /// The switches from the trailing edge: theme, locale and scale; motion and text size.
    private var switchGroups: (main: [(MiniPicker, Double)], accessibility: [(MiniPicker, Double)]) {
        let w = Self.widths
        let main = [(scaleSwitch, w.scale), (localeSwitch, w.locale), (themeSwitch, w.theme)]
        guard let textSizeSwitch, let motionSwitch else { return (main, []) }
        return (main, [(textSizeSwitch, w.textSize), (motionSwitch, w.motion)])
    }

    /// The width `row` needs, in points.
    private func width(of row: Row, theme: Theme) -> Double {
        let switches = row.switches.map(\.1).reduce(0, +) + Self.gap * Double(max(0, row.switches.count - 1))
        let back = row.back == nil ? 0 : Self.widths.back + (row.switches.isEmpty ? 0 : 16)
        return theme.scaledValue(for: back + switches + 2 * Self.sideMargin)
    }

    /// The rows at `width` points.
    private func rows(forWidth width: Double) -> [Row] {
        let theme = theme
        let (main, accessibility) = switchGroups
        let one = Row(back: back, switches: accessibility + main)
        if self.width(of: one, theme: theme) <= width { return [one] }
        let first = Row(back: back, switches: main)
        let second = Row(back: nil, switches: accessibility)
        if back == nil || self.width(of: first, theme: theme) <= width { return [first, second].filter { $0.back != nil || !$0.switches.isEmpty } }
        return [Row(back: back, switches: []), Row(back: nil, switches: main), second].filter { $0.back != nil || !$0.switches.isEmpty }
    }

    /// The narrowest frame the toolbar fits in one row, in points.
    public var minimumWidth: Double {
        let (main, accessibility) = switchGroups
        return width(of: Row(back: back, switches: accessibility + main), theme: theme)
    }

    /// The toolbar's height at `width` points: one row of ``height`` points per row, times the text size.
    public func height(forWidth width: Double) -> Double {
        theme.scaledValue(for: Self.height) * Double(rows(forWidth: width).count)
    }

    /// Places the back button at the leading edge and the switches at the trailing edge of their rows,
    /// each 26 points tall at 100% text; mirrored in right to left.
    func layoutSwitches() {
        let theme = theme
        func s(_ value: Double) -> Double { theme.scaledValue(for: value) }
        let rowHeight = s(Self.height), height = s(26)
        let rows = rows(forWidth: frame.width)
        let widest = rows.map { width(of: $0, theme: theme) }.max() ?? 0
        let margin = min(s(32), max(0, (frame.width - widest) / 2) + s(Self.sideMargin))
        for (index, row) in rows.enumerated() {
            let y = frame.minY + Double(index) * rowHeight + (rowHeight - height) / 2
            row.back?.frame = Rect(x: frame.minX + margin, y: y, width: s(Self.widths.back), height: height)
            var x = frame.maxX - margin
            for (picker, width) in row.switches {
                x -= s(width)
                picker.frame = Rect(x: x, y: y, width: s(width), height: height)
                x -= s(Self.gap)
            }
        }
        mirrorChildFramesIfRightToLeft()
    }
}
