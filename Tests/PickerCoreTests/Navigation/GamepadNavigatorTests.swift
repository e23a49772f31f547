import Testing
@testable import PickerCore

@Suite struct GamepadNavigatorTests {
    /// A page: a month picker and a year picker side by side, a calendar grid under them, a Done button.
    let page = [
        candidate("month", 0, 0, role: .picker(restoresValueOnCancel: true)),
        candidate("year", 120, 0, role: .picker(restoresValueOnCancel: false)),
        candidate("grid", 0, 60, width: 220, height: 200, role: .grid(restoresValueOnCancel: false)),
        candidate("done", 120, 280),
    ]

    /// A navigator with `id` focused.
    func navigator(focusing id: String) -> NavigatedPage {
        NavigatedPage(focusing: id)
    }

    @Test func theFirstPressOnlyFocusesThePagesFirstWidget() {
        for action: GamepadAction in [.move(.down), .move(.left), .confirm, .cancel, .pageForward] {
            var navigator = NavigatedPage()
            #expect(navigator.handle(action, candidates: page) == [.focus("month")])
            #expect(navigator.focusedID == "month" && navigator.engagedID == nil)
        }
        var empty = NavigatedPage()
        #expect(empty.handle(.confirm, candidates: []).isEmpty && empty.focusedID == nil)
    }

    @Test func startAndBackNeedNoFocus() {
        var navigator = NavigatedPage()
        #expect(navigator.handle(.start, candidates: page) == [.submit])
        #expect(navigator.handle(.back, candidates: page) == [.escape])
        #expect(navigator.focusedID == nil)
    }

    @Test func directionsMoveFocusSpatiallyAndStayAtTheEdge() {
        var navigator = navigator(focusing: "month")
        #expect(navigator.handle(.move(.right), candidates: page) == [.focus("year")])
        #expect(navigator.handle(.move(.right), candidates: page).isEmpty)
        #expect(navigator.focusedID == "year")
        #expect(navigator.handle(.move(.down), candidates: page) == [.focus("grid")])
        #expect(navigator.handle(.move(.down), candidates: page) == [.focus("done")])
        #expect(navigator.handle(.move(.up), candidates: page) == [.focus("grid")])
        #expect(navigator.handle(.move(.up), candidates: page) == [.focus("month")])   // the tie goes to the top-left
    }

    @Test func aFocusedWidgetThatWentAwayIsLikeNoFocus() {
        var navigator = navigator(focusing: "gone")
        #expect(navigator.handle(.move(.down), candidates: page) == [.focus("month")])
        navigator = self.navigator(focusing: "month")
        #expect(navigator.handle(.confirm, candidates: page) == [.engage("month")])
        #expect(navigator.handle(.move(.up), candidates: Array(page.dropFirst())) == [.focus("year")])
        #expect(navigator.engagedID == nil)
    }

    @Test func confirmActivatesAButtonAndCancelEscapes() {
        var navigator = navigator(focusing: "done")
        #expect(navigator.handle(.confirm, candidates: page) == [.activate("done")])
        #expect(navigator.engagedID == nil)
        #expect(navigator.handle(.cancel, candidates: page) == [.escape])
        #expect(navigator.handle(.pageBack, candidates: page) == [.page("done", by: -1)])
    }

    @Test func anEngagedPickerAdjustsAndMovesBetweenSegments() {
        var navigator = navigator(focusing: "year")
        #expect(navigator.handle(.confirm, candidates: page) == [.engage("year")])
        #expect(navigator.engagedID == "year")
        #expect(navigator.handle(.move(.up), candidates: page) == [.adjust("year", .up)])
        #expect(navigator.handle(.move(.down), candidates: page) == [.adjust("year", .down)])
        #expect(navigator.handle(.move(.left), candidates: page) == [.moveSegment("year", .left)])
        #expect(navigator.handle(.move(.right), candidates: page) == [.moveSegment("year", .right)])
        #expect(navigator.handle(.pageForward, candidates: page) == [.page("year", by: 1)])
        #expect(navigator.focusedID == "year")   // focus never moves while engaged
        #expect(navigator.handle(.confirm, candidates: page) == [.leaveEngaged("year", restoresValue: false)])
        #expect(navigator.engagedID == nil)
        #expect(navigator.handle(.move(.left), candidates: page) == [.focus("month")])
    }

    @Test func cancelRestoresOnlyWhenThePickerAsks() {
        var restoring = navigator(focusing: "month")
        #expect(restoring.handle(.confirm, candidates: page) == [.engage("month")])
        #expect(restoring.handle(.cancel, candidates: page) == [.leaveEngaged("month", restoresValue: true)])
        #expect(restoring.engagedID == nil && restoring.focusedID == "month")
        #expect(restoring.handle(.confirm, candidates: page) == [.engage("month")])
        #expect(restoring.handle(.back, candidates: page) == [.leaveEngaged("month", restoresValue: true)])
        var keeping = navigator(focusing: "year")
        #expect(keeping.handle(.confirm, candidates: page) == [.engage("year")])
        #expect(keeping.handle(.cancel, candidates: page) == [.leaveEngaged("year", restoresValue: false)])
        #expect(keeping.handle(.cancel, candidates: page) == [.escape])   // not engaged any more
    }

    @Test func anEngagedGridMovesInsideAndConfirmChooses() {
        var navigator = navigator(focusing: "grid")
        #expect(navigator.handle(.confirm, candidates: page) == [.engage("grid")])
        for direction in NavigationDirection.allCases {
            #expect(navigator.handle(.move(direction), candidates: page) == [.adjust("grid", direction)])
        }
        #expect(navigator.handle(.confirm, candidates: page) == [.activate("grid")])
        #expect(navigator.handle(.confirm, candidates: page) == [.activate("grid")])   // a range's second day
        #expect(navigator.engagedID == "grid")
        #expect(navigator.handle(.pageBack, candidates: page) == [.page("grid", by: -1)])
        #expect(navigator.handle(.cancel, candidates: page) == [.leaveEngaged("grid", restoresValue: false)])
        #expect(navigator.handle(.move(.down), candidates: page) == [.focus("done")])
    }

    @Test func startLeavesEngagedModeKeepingTheValueThenSubmits() {
        var navigator = navigator(focusing: "month")
        #expect(navigator.handle(.confirm, candidates: page) == [.engage("month")])
        #expect(navigator.handle(.start, candidates: page) == [.leaveEngaged("month", restoresValue: false), .submit])
        #expect(navigator.engagedID == nil)
    }

    @Test func theNavigatorReadsThePagesFocusAndEngagementEachTime() {
        let navigator = GamepadNavigator()
        #expect(navigator.handle(.move(.up), candidates: page, focusedID: "month", engagedID: "month") == [.adjust("month", .up)])
        // The focus moved elsewhere (a click, Tab): only the focused widget can be engaged.
        #expect(navigator.handle(.confirm, candidates: page, focusedID: "done", engagedID: "month") == [.activate("done")])
        #expect(navigator.handle(.back, candidates: page, focusedID: "done", engagedID: "month") == [.escape])
        // The engagement ended elsewhere (Escape, Done): directions move the focus again.
        #expect(navigator.handle(.move(.right), candidates: page, focusedID: "month", engagedID: nil) == [.focus("year")])
        #expect(navigator.endEngagement(of: "year") == [.leaveEngaged("year", restoresValue: false)])
        #expect(navigator.endEngagement(of: nil).isEmpty)
    }

    @Test func movesAreThePhysicalOnesInARightToLeftPage() {
        // The same page mirrored: the month picker at the right, the year to its left.
        let mirrored = page.map {
            FocusCandidate(id: $0.id, frame: $0.frame.offsetBy(dx: 400 - $0.frame.minX - $0.frame.maxX, dy: 0),
                           panel: $0.panel, role: $0.role)
        }
        var navigator = NavigatedPage(spatialFocus: SpatialFocus(layoutDirection: .rightToLeft))
        #expect(navigator.handle(.move(.left), candidates: mirrored) == [.focus("month")])
        #expect(navigator.handle(.move(.left), candidates: mirrored) == [.focus("year")])
        #expect(navigator.handle(.move(.left), candidates: mirrored).isEmpty)
        #expect(navigator.handle(.move(.right), candidates: mirrored) == [.focus("month")])
        #expect(navigator.handle(.move(.down), candidates: mirrored) == [.focus("grid")])
        #expect(navigator.handle(.move(.up), candidates: mirrored) == [.focus("month")])   // the tie goes to the top-right
    }
}
