import Foundation
import Testing

extension PickerE2E {
    /// `--log-events` says which page and locale every change belongs to: a line for the page at the start and
    /// one each time a page is built again (a locale change, Escape back to the overview).
    @Suite("--log-events page lines")
    struct PageLog {
        @Test("the first page, a locale change and Escape each print a page line, in order with the changes")
        func pageLinesFollowTheBuilds() throws {
            let script = """
                fps 60
                0.50 key L ctrl
                1.00 key Escape
                1.50 end
                """
            let lines = try RightToLeft.replay(script, page: ["--page", "calendar", "--today", "2026-11-21"], locale: "en_US")
            let pages = lines.filter { $0["widget"] as? String == "page" }
            #expect(pages.map { $0["page"] as? String } == ["calendar", "calendar", "overview"], "\(pages)")
            #expect(pages.map { $0["locale"] as? String } == ["en_US", "en_GB", "en_GB"], "\(pages)")
            #expect(pages.map { JSON.number($0["time"]) } == [0, 0.5, 1.0], "\(pages)")
            #expect(pages.allSatisfy { $0["kind"] as? String == "Page" })
        }
    }
}
