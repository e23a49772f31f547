import Testing
@testable import PickerCore

/// A candidate in panel `panel` at (x, y), 100 x 40 points unless told.
func candidate(_ id: String, _ x: Double, _ y: Double, width: Double = 100, height: Double = 40,
               panel: String = "page", role: FocusRole = .button) -> FocusCandidate {
    FocusCandidate(id: id, frame: Rect(x: x, y: y, width: width, height: height), panel: panel, role: role)
}

@Suite struct SpatialFocusTests {
    let focus = SpatialFocus()

    func move(_ id: String, _ direction: NavigationDirection, _ candidates: [FocusCandidate], with focus: SpatialFocus? = nil) -> String? {
        (focus ?? self.focus).destination(from: id, toward: direction, among: candidates)?.id
    }

    @Test func goesToTheNearestInTheDirection() {
        let row = [candidate("a", 0, 0), candidate("b", 120, 0), candidate("c", 240, 0)]
        #expect(move("a", .right, row) == "b")
        #expect(move("b", .right, row) == "c")
        #expect(move("c", .left, row) == "b")
        let column = [candidate("top", 0, 0), candidate("middle", 0, 60), candidate("bottom", 0, 300)]
        #expect(move("top", .down, column) == "middle")
        #expect(move("bottom", .up, column) == "middle")
        #expect(move("middle", .up, column) == "top")
    }

    @Test func prefersOverlapAcrossTheDirectionToACloserDiagonal() {
        let page = [candidate("focused", 0, 0), candidate("diagonal", 110, 50), candidate("inRow", 400, 10)]
        #expect(move("focused", .right, page) == "inRow")
        // Without the one in its row, the diagonal one is still to the right.
        #expect(move("focused", .right, Array(page.prefix(2))) == "diagonal")
        // Among overlapping ones, the nearer along wins; the better aligned breaks a tie along.
        let below = [candidate("focused", 100, 0), candidate("near", 150, 60), candidate("far", 100, 200),
                     candidate("aligned", 100, 60)]
        #expect(move("focused", .down, below) == "aligned")
        #expect(move("focused", .down, Array(below.prefix(3))) == "near")
    }

    @Test func staysWhenNothingLiesThatWay() {
        let page = [candidate("a", 0, 0), candidate("b", 120, 0), candidate("under", 50, 60)]
        #expect(move("a", .left, page) == nil)
        #expect(move("a", .up, page) == nil)
        #expect(move("under", .down, page) == nil)
        // Something below and to the right is not to the right of the wide field above it.
        let wide = [candidate("field", 0, 0, width: 400), candidate("button", 350, 60)]
        #expect(move("field", .right, wide) == nil)
        #expect(move("field", .down, wide) == "button")
        #expect(move("missing", .down, wide) == nil)
    }

    @Test func crossesPanels() {
        let page = [
            candidate("list.1", 20, 20, panel: "list"), candidate("list.2", 20, 80, panel: "list"),
            candidate("detail.title", 300, 70, width: 200, panel: "detail"),
            candidate("detail.save", 300, 400, panel: "detail"),
        ]
        #expect(move("list.2", .right, page) == "detail.title")
        #expect(move("list.1", .right, page) == "detail.title")
        #expect(move("detail.title", .left, page) == "list.2")
        #expect(move("detail.save", .left, page) == "list.2")   // no overlap in its row: nearest by score
    }

    @Test func reachesIntoOverlappingPanels() {
        // A floating panel's field overlaps the page's field under it.
        let page = [candidate("under", 100, 100, panel: "page"), candidate("over", 150, 110, panel: "floating"),
                    candidate("far", 400, 100, panel: "page")]
        #expect(move("under", .right, page) == "over")
        #expect(move("over", .left, page) == "under")
        #expect(move("over", .right, page) == "far")
        // Overlapping frames whose centres do not lead that way are not that way.
        #expect(move("under", .up, page) == nil)
    }

    @Test func breaksTiesByPanelThenPosition() {
        let below = [candidate("focused", 100, 0), candidate("left", 0, 60), candidate("right", 200, 60)]
        #expect(move("focused", .down, below) == "left")
        #expect(move("focused", .down, below, with: SpatialFocus(layoutDirection: .rightToLeft)) == "right")
        let panels = [candidate("focused", 100, 0), candidate("other", 0, 60, panel: "toolbar"), candidate("same", 200, 60)]
        #expect(move("focused", .down, panels) == "same")
    }

    @Test func directionsArePhysicalInARightToLeftPage() {
        // A right-to-left form: labels' fields start on the right, the first column is the right one.
        let rtl = SpatialFocus(layoutDirection: .rightToLeft)
        let page = [candidate("name", 500, 0), candidate("surname", 380, 0), candidate("city", 500, 60),
                    candidate("country", 380, 60)]
        #expect(move("name", .left, page, with: rtl) == "surname")
        #expect(move("name", .right, page, with: rtl) == nil)
        #expect(move("country", .right, page, with: rtl) == "city")
        #expect(move("surname", .down, page, with: rtl) == "country")
        #expect(move("city", .up, page, with: rtl) == "name")
        // The same moves as in the mirror image's left to right page, reflected.
        let ltr = page.map { candidate($0.id, 700 - $0.frame.maxX, $0.frame.minY) }
        #expect(move("name", .right, ltr) == "surname")
        #expect(move("country", .left, ltr) == "city")
    }
}
