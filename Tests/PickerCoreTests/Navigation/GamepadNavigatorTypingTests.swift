import Testing
@testable import PickerCore

/// The navigator's typing mode: a text entry engaged by confirm takes every button a keyboard needs.
@Suite struct GamepadNavigatorTypingTests {
    /// A form: a name field, an email field that restores on cancel, a Done button under them.
    let page = [
        candidate("name", 0, 0, width: 300, role: .textEntry(restoresValueOnCancel: false)),
        candidate("email", 0, 60, width: 300, role: .textEntry(restoresValueOnCancel: true)),
        candidate("done", 0, 120),
    ]

    func typing(in id: String) -> NavigatedPage {
        var navigator = NavigatedPage(focusing: id)
        _ = navigator.handle(.confirm, candidates: page)
        return navigator
    }

    @Test func confirmEngagesATextEntry() {
        var navigator = NavigatedPage()
        navigator.focus("name")
        #expect(navigator.handle(.confirm, candidates: page) == [.engage("name")])
        #expect(navigator.engagedID == "name")
    }

    @Test func whileTypingEveryButtonGoesToTheKeyboard() {
        var navigator = typing(in: "name")
        for direction in NavigationDirection.allCases {
            #expect(navigator.handle(.move(direction), candidates: page) == [.adjust("name", direction)])
        }
        #expect(navigator.handle(.confirm, candidates: page) == [.pressKey("name")])
        #expect(navigator.handle(.deleteBackward, candidates: page) == [.deleteBackward("name")])
        #expect(navigator.handle(.insertSpace, candidates: page) == [.insertText("name", " ")])
        #expect(navigator.handle(.pageBack, candidates: page) == [.moveCaret("name", .left)])
        #expect(navigator.handle(.pageForward, candidates: page) == [.moveCaret("name", .right)])
        #expect(navigator.engagedID == "name" && navigator.focusedID == "name")
    }

    @Test func cancelKeepsTheTextUnlessTheFieldAsksToRestoreIt() {
        var keeping = typing(in: "name")
        #expect(keeping.handle(.cancel, candidates: page) == [.leaveEngaged("name", restoresValue: false)])
        #expect(keeping.engagedID == nil)
        var restoring = typing(in: "email")
        #expect(restoring.handle(.back, candidates: page) == [.leaveEngaged("email", restoresValue: true)])
    }

    @Test func startLeavesTypingThenSubmits() {
        var navigator = typing(in: "name")
        #expect(navigator.handle(.start, candidates: page) == [.leaveEngaged("name", restoresValue: false), .submit])
    }

    @Test func doneEndsTheEngagementKeepingTheText() {
        var navigator = typing(in: "email")
        #expect(navigator.endEngagement() == [.leaveEngaged("email", restoresValue: false)])
        #expect(navigator.engagedID == nil)
        #expect(navigator.endEngagement().isEmpty)
        #expect(navigator.handle(.move(.down), candidates: page) == [.focus("done")])
    }

    @Test func typingsButtonsDoNothingElsewhere() {
        var idle = NavigatedPage()
        for action: GamepadAction in [.deleteBackward, .insertSpace] {
            #expect(idle.handle(action, candidates: page).isEmpty, "no focus: not even the first widget")
        }
        #expect(idle.focusedID == nil)
        idle.focus("name")
        #expect(idle.handle(.deleteBackward, candidates: page).isEmpty)
        var picker = NavigatedPage()
        let pickers = [candidate("month", 0, 0, role: .picker(restoresValueOnCancel: false))]
        picker.focus("month")
        #expect(picker.handle(.confirm, candidates: pickers) == [.engage("month")])
        #expect(picker.handle(.insertSpace, candidates: pickers).isEmpty)
        #expect(picker.engagedID == "month")
    }
}
