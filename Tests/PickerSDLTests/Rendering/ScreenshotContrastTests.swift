import Foundation
import PickerDemoKit
import PickerInspection
import PickerKit
import Testing

extension SDLTests {
    /// WCAG 2.2 contrast measured on the drawn pixels of every page in every built-in theme (issue 35, item 6):
    /// ThemeContrastTests works the ratios out from the theme's colours; this catches a colour a widget
    /// hard-codes, a blend the theme pairs miss, or a mark drawn too thin to reach its colour. Every page is
    /// drawn offscreen at 2x (so a 1.5-point stroke covers whole pixels), and frames come from the page's
    /// `--dump-layout` tree. Each check reads the pixel of the mark that contrasts most with what the mark
    /// sits on, itself read from the pixels next to it.
    @Suite struct ScreenshotContrastTests {
        init() throws { _ = try SDLTests.library() }

        static let size = Size(width: 1280, height: 800)
        static let scale = 2.0

        /// The image of a page, with the colour and contrast of its pixels by point.
        struct Shot {
            var width: Int, height: Int, scale: Double
            var rgba: [UInt8]

            func color(x: Int, y: Int) -> Color {
                let offset = (min(max(0, y), height - 1) * width + min(max(0, x), width - 1)) * 4
                return Color(
                    red: Double(rgba[offset]) / 255, green: Double(rgba[offset + 1]) / 255, blue: Double(rgba[offset + 2]) / 255)
            }

            /// The colour of the pixel under the point (x, y).
            func color(at point: Point) -> Color { color(x: Int(point.x * scale), y: Int(point.y * scale)) }

            /// The pixels whose centres lie in `rect` (points).
            func pixels(in rect: Rect) -> [(x: Int, y: Int)] {
                let x0 = max(0, Int((rect.minX * scale).rounded())), x1 = min(width, Int((rect.maxX * scale).rounded()))
                let y0 = max(0, Int((rect.minY * scale).rounded())), y1 = min(height, Int((rect.maxY * scale).rounded()))
                guard x1 > x0, y1 > y0 else { return [] }
                return (y0..<y1).flatMap { y in (x0..<x1).map { (x: $0, y: y) } }
            }

            /// The colour most pixels in `rect` have: what the text or marks there sit on.
            func commonest(in rect: Rect) -> Color {
                var counts: [Int: Int] = [:]
                for p in pixels(in: rect) {
                    let o = (p.y * width + p.x) * 4
                    counts[Int(rgba[o]) << 16 | Int(rgba[o + 1]) << 8 | Int(rgba[o + 2]), default: 0] += 1
                }
                let rgb = counts.max { $0.value < $1.value }?.key ?? 0
                return Color(hex: UInt32(rgb))
            }

            /// The highest contrast ratio of a pixel in `rect` against `background`: each distinct colour's
            /// ratio once (text has few colours; a ratio for every pixel was most of this suite's time).
            func strongest(in rect: Rect, against background: Color) -> Double {
                var colors = Set<Int>()
                for p in pixels(in: rect) {
                    let o = (p.y * width + p.x) * 4
                    colors.insert(Int(rgba[o]) << 16 | Int(rgba[o + 1]) << 8 | Int(rgba[o + 2]))
                }
                return colors.map { rgb in
                    Color(red: Double(rgb >> 16) / 255, green: Double(rgb >> 8 & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
                        .contrastRatio(with: background)
                }.max() ?? 1
            }
        }

        /// A page drawn offscreen, with its scene (to move the focus) and its layout tree.
        final class Page {
            let renderer: OffscreenRenderer
            let scene: DemoScene
            var now = 0.0

            init(_ name: PageName, theme: ThemeName) throws {
                renderer = try OffscreenRenderer(
                    pixelWidth: Int(ScreenshotContrastTests.size.width * ScreenshotContrastTests.scale),
                    pixelHeight: Int(ScreenshotContrastTests.size.height * ScreenshotContrastTests.scale),
                    pixelsPerPoint: ScreenshotContrastTests.scale)
                var options = DamageTests.options
                options.theme = theme.theme
                scene = try DemoScene(page: name, options: options, textMeasurer: renderer.textMeasurer)
                scene.layout(size: ScreenshotContrastTests.size)
            }

            var layout: LayoutNode { scene.page.layoutNode() }

            /// Draws the page after `seconds` more of its time (motions started by input settle).
            func shot(after seconds: Double = 1) throws -> Shot {
                now += seconds
                try renderer.render(scene: scene, now: now)
                return Shot(width: renderer.pixelWidth, height: renderer.pixelHeight, scale: ScreenshotContrastTests.scale, rgba: try renderer.rgbaBytes())
            }
        }

        /// Every built-in theme.
        static let themes: [ThemeName] = [.light, .dark, .highContrastLight, .highContrastDark]

        /// Every node of `tree`, depth first.
        static func nodes(_ tree: LayoutNode) -> [LayoutNode] { [tree] + tree.children.flatMap(nodes) }

        static func flag(_ node: LayoutNode, _ key: String) -> Bool {
            node.extra.contains { $0.0 == key && $0.1 == .bool(true) }
        }

        static func hasText(_ node: LayoutNode) -> Bool {
            guard let text = node.extra.first(where: { $0.0 == "text" })?.1 else { return false }
            switch text {
            case .string(let s): return !s.trimmingCharacters(in: .whitespaces).isEmpty
            case .array(let items): return !items.isEmpty
            default: return false
            }
        }

        /// A measured ratio that falls short of `needed`, for the failure message.
        struct Shortfall: CustomStringConvertible {
            var what: String, ratio: Double, needed: Double
            var description: String { "\(what): \(String(format: "%.2f", ratio)):1, below \(needed):1" }
        }

        /// Text (4.5:1) and the marks that find a control or show its state (3:1) on the page at rest; in
        /// the high-contrast themes 7:1 and 4.5:1.
        @Test(arguments: PageName.allCases, themes)
        func drawnTextAndIndicatorsMeetTheirRatios(page name: PageName, theme: ThemeName) throws {
            let page = try Page(name, theme: theme)
            let shot = try page.shot()
            let t = theme.theme
            let isHighContrast = theme == .highContrastLight || theme == .highContrastDark
            let textRatio = isHighContrast ? 7.0 : 4.5, markRatio = isHighContrast ? 4.5 : 3.0
            var checked = 0
            var faults: [Shortfall] = []
            func expect(_ what: String, _ ratio: Double, _ needed: Double) {
                checked += 1
                if ratio < needed { faults.append(Shortfall(what: what, ratio: ratio, needed: needed)) }
            }
            let visible = Rect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
            // A form's text fields are drawn without a border: the form's card and rows are their field.
            let inForms = Set(Self.nodes(page.layout).filter { $0.kind == "FormTable" }.flatMap(Self.nodes).map(\.id))
            for node in Self.nodes(page.layout) where visible.contains(node.frame) && !node.frame.isEmpty {
                let f = node.frame
                switch node.kind {
                case "Label" where Self.hasText(node):
                    expect("\(node.id) text", shot.strongest(in: f, against: shot.commonest(in: f)), textRatio)
                case "MiniPicker", "Button", "TextField" where !inForms.contains(node.id):
                    // The border against what the field sits on (just outside, in the focus ring's gap) and
                    // against the field (just inside), at the middle of the leading side.
                    let border = Rect(x: f.minX, y: f.midY - 2, width: t.fieldBorderWidth, height: 4)
                    let outside = shot.color(at: Point(x: f.minX - 1, y: f.midY))
                    let inside = shot.color(at: Point(x: f.minX + t.fieldBorderWidth + 1, y: f.midY))
                    expect("\(node.id) border against what it sits on", shot.strongest(in: border, against: outside), markRatio)
                    expect("\(node.id) border against the field", shot.strongest(in: border, against: inside), markRatio)
                    if node.kind == "Button" {
                        let title = f.insetBy(dx: t.fieldCornerRadius, dy: t.fieldBorderWidth + 1)
                        expect("\(node.id) title", shot.strongest(in: title, against: inside), textRatio)
                    }
                case "MiniPickerSegment":
                    let field = shot.color(at: Point(x: f.minX + t.chevronInset / 2, y: f.midY))
                    let inset = t.chevronInset + t.chevronSize + 2
                    let chevron = Rect(x: f.minX + t.chevronInset, y: f.midY - t.chevronSize / 2, width: t.chevronSize, height: t.chevronSize)
                    expect("\(node.id) chevron", shot.strongest(in: chevron, against: field), markRatio)
                    let title = Rect(x: f.minX + inset, y: f.minY + t.fieldBorderWidth, width: f.width - 2 * inset, height: f.height - 2 * t.fieldBorderWidth)
                    if title.width > 0 { expect("\(node.id) title", shot.strongest(in: title, against: field), textRatio) }
                case "CalendarDay" where !Self.flag(node, "disabled"):
                    let corner = shot.color(at: Point(x: f.minX + 1, y: f.minY + 1))
                    if Self.flag(node, "selected") {
                        // The selected day's circle against the window around it, its number on the circle.
                        let circle = shot.color(at: Point(x: f.midX, y: f.midY + f.height * 0.3))
                        expect("\(node.id) selected circle", circle.contrastRatio(with: corner), markRatio)
                        expect("\(node.id) number on its circle", shot.strongest(in: f.insetBy(dx: f.width / 4, dy: f.height / 4), against: circle), textRatio)
                    } else if Self.flag(node, "today") {
                        expect("\(node.id) today ring", shot.strongest(in: f, against: corner), markRatio)
                    } else {
                        expect("\(node.id) number", shot.strongest(in: f, against: shot.commonest(in: f)), textRatio)
                    }
                case "WheelRow" where node.id.hasSuffix(".row0"):
                    // The selected row's title on the selection band.
                    let band = shot.color(at: Point(x: f.minX + 3, y: f.midY))
                    expect("\(node.id) title on the band", shot.strongest(in: f.insetBy(dx: 2, dy: 4), against: band), textRatio)
                case "WheelPicker", "DatePicker":
                    // The band's leading edge against what the wheel sits on, just left of the band.
                    let rows = Self.nodes(node).filter { $0.kind == "WheelRow" && $0.id.hasSuffix(".row0") }
                    guard let row = rows.min(by: { $0.frame.minX < $1.frame.minX }) else { break }
                    let left = rows.map(\.frame.minX).min() ?? f.minX
                    let bandLeft = max(f.minX, left) + t.wheelSelectionInset
                    let outside = shot.color(at: Point(x: bandLeft - 2, y: row.frame.midY))
                    let edge = Rect(x: bandLeft, y: row.frame.midY - 3, width: 3, height: 6)
                    expect("\(node.id) selection band's edge", shot.strongest(in: edge, against: outside), markRatio)
                default:
                    break
                }
            }
            #expect(checked > 0, "\(name) \(theme): nothing checked")
            #expect(faults.isEmpty, "\(name) \(theme): \(faults)")
        }
    }
}

extension SDLTests.ScreenshotContrastTests {
    /// The focus ring of each kind of widget on the page (the first of each in the focus order), measured
    /// as WCAG 2.4.13 measures a focus indicator: the pixels that change when the widget takes the focus,
    /// each against what it was before. Nearly as many of them change by 3:1 or more as a 2-point ring
    /// around the widget's focused shape has (its frame, a wheel column's part of the band, a day's circle;
    /// nine tenths, for the ring's anti-aliased fringe), so the ring is there, at least 2 points wide, and
    /// nothing covers it.
    @Test(arguments: PageName.allCases, themes)
    func focusRingsChangeTheirPixelsByThreeToOne(page name: PageName, theme: ThemeName) throws {
        let page = try Page(name, theme: theme)
        let t = theme.theme
        var before = try page.shot()
        let layout = page.layout
        var seenKinds: Set<String> = []
        var measured = 0
        for candidate in page.scene.focusCandidates {
            guard let node = layout.node(withID: candidate.id), !seenKinds.contains(node.kind) else { continue }
            let visible = Rect(x: 4, y: 4, width: Self.size.width - 8, height: Self.size.height - 8)
            guard visible.contains(node.frame) else { continue }
            // The shape the ring goes around, and so the least area a 2-point ring covers.
            let shape: (width: Double, height: Double, round: Bool)
            switch node.kind {
            case "MiniPicker", "Button", "TextField", "FormRow":
                shape = (node.frame.width, node.frame.height, false)
            case "WheelPicker", "DatePicker":
                guard let column = node.children.first(where: { $0.kind == "WheelComponent" }),
                      let row = column.children.first(where: { $0.id.hasSuffix(".row0") }) else { continue }
                shape = (column.frame.width - 2 * t.wheelSelectionInset, row.frame.height, false)
            case "CalendarPicker", "CalendarGrid":
                guard let day = Self.nodes(node).first(where: { $0.kind == "CalendarDay" }) else { continue }
                shape = (min(day.frame.width, day.frame.height) * 0.7, 0, true)
            default:
                continue
            }
            seenKinds.insert(node.kind)
            #expect(page.scene.focusCandidate(candidate.id), "\(name) \(theme): \(candidate.id) takes no focus")
            let after = try page.shot()
            if let dump = ProcessInfo.processInfo.environment["PICKERKIT_CONTRAST_DUMP"] {
                try page.renderer.writePNG(to: "\(dump)/\(name.rawValue)-\(theme.rawValue)-\(candidate.id).png")
            }
            // Only around this widget: the ring that left the widget focused before changes pixels too.
            let reach = t.focusRingGap + t.focusRingWidth + 1
            var strong = 0
            for p in after.pixels(in: node.frame.insetBy(dx: -reach, dy: -reach)) {
                let i = (p.y * after.width + p.x) * 4
                // Byte by byte: comparing slices was most of this test's time in a debug build.
                guard after.rgba[i] != before.rgba[i] || after.rgba[i + 1] != before.rgba[i + 1] || after.rgba[i + 2] != before.rgba[i + 2]
                else { continue }
                if after.color(x: p.x, y: p.y).contrastRatio(with: before.color(x: p.x, y: p.y)) >= 3 { strong += 1 }
            }
            let corner = shape.round ? 0 : min(t.fieldCornerRadius, shape.height / 2)
            let perimeter = shape.round ? Double.pi * shape.width : 2 * (shape.width + shape.height) - (8 - 2 * Double.pi) * corner
            // A ring's anti-aliased fringe may fall short of 3:1: nine tenths of the area are asked.
            let needed = 0.9 * perimeter * t.focusRingWidth * Self.scale * Self.scale
            #expect(
                Double(strong) >= needed,
                "\(name) \(theme): focusing \(candidate.id) (\(node.kind)) changes \(strong) pixels by 3:1, fewer than a 2-point ring's \(Int(needed))")
            measured += 1
            before = after
        }
        #expect(measured > 0, "\(name) \(theme): no focus ring measured")
        #expect(t.focusRingWidth >= 2)
    }

    /// A mini picker of several segments marks the segment the keyboard is on: Tab moves the focus from
    /// segment to segment, and the bar under the focused one is at least 3:1 against the segment while the
    /// others have none.
    @Test(arguments: themes)
    func theFocusedSegmentOfAMiniPickerIsMarked(theme: ThemeName) throws {
        let page = try Page(.minipicker, theme: theme)
        let t = theme.theme
        let picker = try #require(page.layout.node(withID: "dmy"))
        let segments = picker.children.filter { $0.kind == "MiniPickerSegment" }
        #expect(segments.count == 3)
        #expect(page.scene.focusCandidate("dmy"))
        for focused in segments.indices {
            if focused > 0 { #expect(page.scene.moveKeyboardFocus(forward: true, wrapping: false)) }
            let shot = try page.shot()
            if let dump = ProcessInfo.processInfo.environment["PICKERKIT_CONTRAST_DUMP"] {
                try page.renderer.writePNG(to: "\(dump)/segment\(focused)-\(theme.rawValue).png")
            }
            for (index, segment) in segments.enumerated() {
                let f = segment.frame
                let tint = shot.color(at: Point(x: f.minX + t.chevronInset / 2, y: f.midY))
                let strip = Rect(
                    x: f.minX + t.chevronInset + t.chevronSize + 4, y: picker.frame.maxY - t.fieldBorderWidth - t.focusRingGap - t.focusRingWidth - 0.5,
                    width: f.width - 2 * (t.chevronInset + t.chevronSize + 4), height: t.focusRingWidth + 1)
                let ratio = shot.strongest(in: strip, against: tint)
                if index == focused {
                    #expect(ratio >= 3, "\(theme): segment \(segment.id), focused, is marked at \(String(format: "%.2f", ratio)):1")
                } else {
                    #expect(ratio < 1.5, "\(theme): segment \(segment.id), not focused, is marked (\(String(format: "%.2f", ratio)):1)")
                }
            }
        }
    }
}

extension SDLTests.ScreenshotContrastTests {
    /// The calendar's range band (9 to 18 November): its edge is at least 3:1 against the window it sits on,
    /// and the numbers of the days inside it at least 4.5:1 against the band.
    @Test(arguments: themes)
    func theRangeBandAndItsDaysMeetTheirRatios(theme: ThemeName) throws {
        let page = try Page(.calendar, theme: theme)
        let picker = try #require(page.scene.page.subtree.lazy.compactMap { $0 as? CalendarPicker }.first)
        picker.selectionMode = .range
        var selection = CalendarSelection(mode: .range)
        for (day, extending) in [(9, false), (18, true)] {
            let date = try #require(picker.calendar.date(from: DateComponents(year: 2026, month: 11, day: day)))
            _ = selection.select(date, extending: extending, calendar: picker.calendar)
        }
        picker.setSelection(selection)
        let shot = try page.shot()
        let window = shot.color(at: Point(x: 2, y: Self.size.height / 2))
        var checked = 0
        for day in 10...17 {
            let node = try #require(page.layout.node(withID: "calendar.day.2026-11-\(day)"))
            #expect(Self.flag(node, "selected"), "\(theme): the 2026-11-\(day) is not in the range")
            let f = node.frame
            // Above the number, across the band's top edge.
            let edge = shot.strongest(in: Rect(x: f.midX - 2, y: f.minY, width: 4, height: f.height / 2 - 8), against: window)
            #expect(edge >= 3, "\(theme): the range band's edge over the \(day)th is \(String(format: "%.2f", edge)):1")
            let band = shot.color(at: Point(x: f.minX + 2, y: f.midY))
            let number = shot.strongest(in: f.insetBy(dx: f.width / 4, dy: f.height / 4), against: band)
            #expect(number >= 4.5, "\(theme): the \(day)th on the band is \(String(format: "%.2f", number)):1")
            checked += 1
        }
        #expect(checked == 8)
    }
}
