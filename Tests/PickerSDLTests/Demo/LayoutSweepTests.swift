import Foundation
import PickerCore
import PickerDemoKit
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Every page of the demo laid out over the window sizes of issue 17, at 1x and 2x, left to right
/// (`en_US`) and right to left (`ar_EG`), read back through `--dump-layout`'s JSON and audited
/// (``LayoutAudit``): no frame leaving its parent, no overlapping siblings, no text wider than the room
/// it is drawn in. Each page is built once per scale and locale and then resized through the sizes, as a
/// window resized by hand is; the last size is also built fresh, and both trees must be the same.
extension SDLTests {
    @Suite struct LayoutSweep {
        init() throws { _ = try SDLTests.library() }

        static let sizes = [
            Size(width: 640, height: 480), Size(width: 800, height: 600), Size(width: 1024, height: 768),
            Size(width: 1280, height: 800), Size(width: 1440, height: 900), Size(width: 1920, height: 1200),
            Size(width: 700, height: 1000),
        ]

        static func options(locale: String, textSize: Double = 1) -> PageOptions {
            PageOptions(
                locale: Locale(identifier: locale), today: DateComponents(year: 2026, month: 11, day: 21),
                timeZone: TimeZone(identifier: "UTC") ?? .current, theme: (try? Theme.light.withTextSize(textSize)) ?? .light)
        }

        /// The text sizes of issue 35 and the window sizes each must work at: 150% from 800x600 up, 200%
        /// from 1280x800 up.
        static let largeText: [(textSize: Double, sizes: [Size])] = [
            (1.5, [Size(width: 800, height: 600), Size(width: 1024, height: 768), Size(width: 1280, height: 800), Size(width: 1920, height: 1200)]),
            (2, [Size(width: 1280, height: 800), Size(width: 1440, height: 900), Size(width: 1920, height: 1200)]),
        ]

        /// Large text (WCAG 1.4.4 and 1.4.10): every page at 150% and 200% text is audited as at 100%,
        /// with no text cut, shortened or overlapping and every target at least 24 points; a page taller
        /// than the window scrolls, and scrolled to its end its last widget shows whole under the toolbar.
        @Test(arguments: PageName.allCases, ["en_US", "ar_EG"])
        func pageReflowsAtLargeText(page: PageName, locale: String) throws {
            var faults: [String] = []
            for (textSize, sizes) in Self.largeText {
                let options = Self.options(locale: locale, textSize: textSize)
                let scene = try DemoApplication.layoutScene(page: page, options: options, size: sizes[0], scale: 1)
                #expect(scene.page.theme.textSize == textSize && scene.page.theme.bodyFont.size == 17 * textSize)
                for size in sizes {
                    scene.layout(size: size)
                    let where_ = "\(page.rawValue) \(locale) \(Int(size.width))x\(Int(size.height)) text \(textSize)"
                    faults += try Self.audit(scene, allowsShortenedLabels: false).map { "\(where_): \($0)" }
                    faults += Self.scrolledToTheEnd(scene).map { "\(where_): \($0)" }
                }
            }
            let report = faults.prefix(60).joined(separator: "\n")
            #expect(faults.isEmpty, "\(faults.count) layout faults:\n\(report)")
        }

        /// The states pages do not start in, at large text: every mode of the date picker page's right
        /// picker, and the form with a date row open (its inline picker's wheels at 150% and 200%).
        @Test(arguments: ["en_US", "ar_EG"])
        func otherStatesReflowAtLargeText(locale: String) throws {
            var faults: [String] = []
            for (textSize, sizes) in Self.largeText {
                let options = Self.options(locale: locale, textSize: textSize)
                let dates = try DemoApplication.layoutScene(page: .datepicker, options: options, size: sizes[0], scale: 1)
                let page = try #require(dates.page as? DatePickerPage)
                for mode in DatePickerMode.allCases {
                    page.picker.datePickerMode = mode
                    dates.layout(size: sizes[0])
                    faults += try Self.audit(dates, allowsShortenedLabels: false).map { "datepicker \(mode) \(locale) text \(textSize): \($0)" }
                }
                let form = try DemoApplication.layoutScene(page: .form, options: options, size: sizes[0], scale: 1)
                let table = try #require((form.page as? FormPage)?.table)
                table.togglePicker(forField: try #require(table.field(forKey: "startedWork")))
                form.tick(now: 5)
                form.layout(size: sizes[0])
                faults += try Self.audit(form, allowsShortenedLabels: false).map { "form open \(locale) text \(textSize): \($0)" }
            }
            let report = faults.prefix(60).joined(separator: "\n")
            #expect(faults.isEmpty, "\(faults.count) layout faults:\n\(report)")
        }

        /// The sweep would see clipped text at 200%: the calendar and mini picker pages laid out for 100%
        /// but read with the 200% theme's fonts have text too wide and too tall for its frames.
        @Test func theAuditSeesTextClippedAt200Percent() throws {
            for page in [PageName.calendar, .minipicker] {
                let scene = try DemoApplication.layoutScene(page: page, options: Self.options(locale: "en_US"), size: Size(width: 1280, height: 800), scale: 1)
                let large = try Theme.light.withTextSize(2)
                let audit = LayoutAudit(measurer: scene.textMeasurer, theme: large, labelFonts: [:], allowsShortenedLabels: false)
                let faults = audit.faults(in: try LayoutAudit.parse(scene.layoutJSON()))
                #expect(faults.contains { $0.contains("is taller than its") }, "\(page): \(faults)")
                #expect(faults.contains { $0.contains("pt wide in") }, "\(page): \(faults)")
            }
        }

        /// Scrolls a page that scrolls to its end with the mouse wheel and says what is still out of view.
        static func scrolledToTheEnd(_ scene: DemoScene) -> [String] {
            guard let page = scene.page as? ScrollingPage, page.maximumOffset > 0 else { return [] }
            // In the page's margin: over a widget that takes the wheel itself (a calendar's months, a
            // wheel's rows) the notch goes to that widget.
            let margin = Point(x: page.frame.minX + 4, y: page.frame.maxY - 4)
            var time = 100.0
            for _ in 0..<200 where page.contentOffset < page.maximumOffset {
                time += 0.05
                scene.handle(.scroll(ScrollEvent(location: margin, deltaX: 0, deltaY: -1, time: time)))
            }
            var faults: [String] = []
            if page.contentOffset < page.maximumOffset { faults.append("the wheel does not scroll the page to its end") }
            let lowest = page.children.filter { !($0 is DemoToolbar) && !$0.frame.isEmpty }.max { $0.frame.maxY < $1.frame.maxY }
            if let lowest, lowest.frame.maxY > page.frame.maxY + 0.5 {
                faults.append("scrolled to the end, \(lowest.id) still reaches \(lowest.frame.maxY) in \(page.frame.maxY)")
            }
            // Back to the top for the next size.
            for _ in 0..<200 where page.contentOffset > 0 {
                time += 0.05
                scene.handle(.scroll(ScrollEvent(location: margin, deltaX: 0, deltaY: 1, time: time)))
            }
            return faults
        }

        @Test(arguments: PageName.allCases, ["en_US", "ar_EG"])
        func pageLaysOutAtEverySize(page: PageName, locale: String) throws {
            var faults: [String] = []
            for scale in [1.0, 2.0] {
                let options = Self.options(locale: locale)
                let scene = try DemoApplication.layoutScene(page: page, options: options, size: Self.sizes[0], scale: scale)
                for size in Self.sizes {
                    scene.layout(size: size)
                    let where_ = "\(page.rawValue) \(locale) \(Int(size.width))x\(Int(size.height)) @\(Int(scale))x"
                    faults += try Self.audit(scene, allowsShortenedLabels: false).map { "\(where_): \($0)" }
                }
                // Resizing lays out exactly as building at that size does.
                let fresh = try DemoApplication.layoutScene(page: page, options: options, size: Self.sizes.last!, scale: scale)
                #expect(fresh.layoutJSON() == scene.layoutJSON(), "\(page) \(locale) @\(scale)x: resized layout differs from a fresh one")
            }
            let report = faults.prefix(60).joined(separator: "\n")
            #expect(faults.isEmpty, "\(faults.count) layout faults:\n\(report)")
        }

        /// States the pages do not start in: every mode of the date picker page's right picker, and the
        /// form with a date row open, at the smallest and a middle size.
        @Test(arguments: ["en_US", "ar_EG"])
        func otherStatesLayOutToo(locale: String) throws {
            var faults: [String] = []
            let sizes = [Size(width: 640, height: 480), Size(width: 1024, height: 768)]
            for scale in [1.0, 2.0] {
                let options = Self.options(locale: locale)
                let dates = try DemoApplication.layoutScene(page: .datepicker, options: options, size: sizes[0], scale: scale)
                let page = try #require(dates.page as? DatePickerPage)
                for mode in DatePickerMode.allCases {
                    page.picker.datePickerMode = mode
                    for size in sizes {
                        dates.layout(size: size)
                        faults += try Self.audit(dates, allowsShortenedLabels: false).map { "datepicker \(mode) \(locale) \(size) @\(scale)x: \($0)" }
                    }
                }
                let form = try DemoApplication.layoutScene(page: .form, options: options, size: sizes[0], scale: scale)
                let table = try #require((form.page as? FormPage)?.table)
                table.togglePicker(forField: try #require(table.field(forKey: "startedWork")))
                form.tick(now: 5)
                #expect(table.openPickerField != nil && form.layoutJSON().contains("\"pickerOpen\":true"))
                for size in sizes {
                    form.layout(size: size)
                    faults += try Self.audit(form, allowsShortenedLabels: false).map { "form open \(locale) \(size) @\(scale)x: \($0)" }
                }
            }
            let report = faults.prefix(60).joined(separator: "\n")
            #expect(faults.isEmpty, "\(faults.count) layout faults:\n\(report)")
        }

        static func audit(_ scene: DemoScene, allowsShortenedLabels: Bool) throws -> [String] {
            let root = try LayoutAudit.parse(scene.layoutJSON())
            // The page fills the window.
            var faults: [String] = []
            let labels = scene.page.subtree.compactMap { $0 as? Label }
            let audit = LayoutAudit(
                measurer: scene.textMeasurer, theme: scene.options.theme,
                labelFonts: Dictionary(labels.map { ($0.id, $0.font ?? scene.options.theme.labelFont) }, uniquingKeysWith: { a, _ in a }),
                allowsShortenedLabels: allowsShortenedLabels,
                pageScrolls: ((scene.page as? ScrollingPage)?.maximumOffset ?? 0) > 0)
            faults += audit.faults(in: root)
            return faults
        }

        /// The audit itself finds what it is for: a label pushed out of its page, two overlapping
        /// buttons, a title too wide for its mini picker, two crowded buttons under 24 points.
        @Test func auditFindsFaults() throws {
            let json = """
                {"id":"page","kind":"Page","frame":{"x":0,"y":0,"width":400,"height":300},"value":null,"children":[
                {"id":"out","kind":"Label","frame":{"x":380,"y":10,"width":40,"height":20},"value":"a","text":"a","children":[]},
                {"id":"b1","kind":"Button","frame":{"x":10,"y":50,"width":100,"height":40},"value":"Go","text":"Go","children":[]},
                {"id":"b2","kind":"Button","frame":{"x":100,"y":60,"width":100,"height":40},"value":"Go","text":"Go","children":[]},
                {"id":"m.mode","kind":"MiniPickerSegment","frame":{"x":10,"y":200,"width":60,"height":44},"value":0,"text":"Date & time","children":[]},
                {"id":"tiny1","kind":"Button","frame":{"x":300,"y":200,"width":20,"height":20},"value":"","children":[]},
                {"id":"tiny2","kind":"Button","frame":{"x":322,"y":200,"width":20,"height":20},"value":"","children":[]},
                {"id":"alone","kind":"Button","frame":{"x":200,"y":260,"width":20,"height":20},"value":"","children":[]}
                ]}
                """
            let measurer = FixedAdvanceTextMeasurer()
            let faults = LayoutAudit(measurer: measurer, theme: .light, labelFonts: [:]).faults(in: try LayoutAudit.parse(json))
            #expect(faults.contains { $0.hasPrefix("out ") && $0.contains("leaves its parent page") }, "\(faults)")
            #expect(faults.contains { $0.hasPrefix("b1 ") && $0.contains("overlaps its sibling b2") }, "\(faults)")
            #expect(faults.contains { $0.hasPrefix("m.mode: text \"Date & time\"") }, "\(faults)")
            // Two 20-point buttons 2 points apart are too small and too close; one with room around it is not.
            #expect(faults.contains { $0.hasPrefix("tiny1: a Button of 20x20 pt is under 24x24") }, "\(faults)")
            #expect(faults.contains { $0.hasPrefix("tiny2: a Button of 20x20 pt is under 24x24") }, "\(faults)")
            #expect(!faults.contains { $0.hasPrefix("alone") }, "\(faults)")
            #expect(faults.count == 5, "\(faults)")
        }
    }
}
