import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

@Suite("Where the on-screen keyboard goes, how it draws and what a screen reader hears")
struct OnScreenKeyboardLayoutTests {
    @Test func itSitsBelowTheFieldAtItsLeadingEdge() throws {
        let page = TypingPage()
        page.startTyping()
        let frame = try #require(page.keyboard?.frame)
        #expect(frame.minY == page.name.frame.maxY + 8 && frame.minX == page.name.frame.minX)
        #expect(Rect(x: 0, y: 0, width: 800, height: 600).contains(frame))
        // Ten units of 46-point pitch less a gap, and 8 points of padding each side.
        #expect(frame.width == 470 && frame.height == 240)
    }

    @Test func itGoesAboveAFieldNearTheBottomAndStaysInTheWindow() throws {
        let page = TypingPage(nameFrame: Rect(x: 500, y: 420, width: 280, height: 44))
        page.startTyping()
        let frame = try #require(page.keyboard?.frame)
        #expect(frame.maxY == page.name.frame.minY - 8)
        #expect(frame.maxX == 792, "moved left to stay 8 points inside the window")
    }

    @Test func inRightToLeftItLinesUpWithTheFieldsRightEdge() throws {
        let page = TypingPage(nameFrame: Rect(x: 300, y: 40, width: 480, height: 44))
        page.root.layoutDirection = .rightToLeft
        page.startTyping()
        let frame = try #require(page.keyboard?.frame)
        #expect(frame.maxX == page.name.frame.maxX)
        #expect(page.highlighted == "q", "the keys keep their order: a Latin layout, as on a hardware keyboard")
    }

    @Test func largeTextMakesBiggerKeysThatStillFitTheWindow() throws {
        for (textSize, size) in [(2.0, Size(width: 1280, height: 800)), (2.0, Size(width: 800, height: 600)), (1.5, Size(width: 640, height: 480))] {
            let theme = try Theme.light.withTextSize(textSize)
            let page = TypingPage(size: size, nameFrame: Rect(x: 40, y: 200, width: 300, height: 88), theme: theme)
            page.startTyping()
            let keyboard = try #require(page.keyboard)
            #expect(Rect(origin: .zero, size: size).contains(keyboard.frame), "\(textSize) \(size): \(keyboard.frame)")
            #expect(keyboard.frame.width > 470, "\(textSize) \(size)")
            let keys = keyboard.keyFrames()
            #expect(keys.allSatisfy { keyboard.frame.contains($0.frame) })
        }
    }

    @Test func whereNeitherSideHoldsItItShrinksToTheRoomierSideRatherThanCoverTheField() throws {
        let theme = try Theme.light.withTextSize(2)
        let page = TypingPage(size: Size(width: 1280, height: 800), nameFrame: Rect(x: 80, y: 258, width: 1120, height: 88), theme: theme)
        page.startTyping()
        let keyboard = try #require(page.keyboard)
        #expect(keyboard.frame.minY == page.name.frame.maxY + 8 && keyboard.frame.maxY <= 792)
        #expect(!keyboard.frame.intersects(page.name.frame))
        #expect(keyboard.currentMetrics.pitch < 92 && keyboard.currentMetrics.pitch >= 92 * 0.6)
        // With no room at all beside it, it covers the field at the window's edge, whole.
        let tight = TypingPage(size: Size(width: 640, height: 300), nameFrame: Rect(x: 40, y: 120, width: 300, height: 44))
        tight.startTyping()
        let covering = try #require(tight.keyboard)
        #expect(Rect(x: 0, y: 0, width: 640, height: 300).contains(covering.frame))
    }

    @Test func keysShrunkForASmallWindowShrinkTheirTitlesToFit() throws {
        let page = TypingPage(size: Size(width: 300, height: 400), nameFrame: Rect(x: 20, y: 20, width: 260, height: 44))
        page.startTyping()
        let keyboard = try #require(page.keyboard)
        let done = try #require(keyboard.keyFrames().first { $0.key.kind == .done }?.frame)
        let canvas = page.draw()
        let title = canvas.commands.compactMap { command -> (Font, Point)? in
            if case .text("Done", let font, _, let origin) = command { (font, origin) } else { nil }
        }.first
        let (font, origin) = try #require(title)
        let width = FixedAdvanceTextMeasurer().size(of: "Done", font: font).width
        #expect(font.size < Theme.light.bodyFont.size && font.weight == .bold)
        #expect(origin.x >= done.minX && origin.x + width <= done.maxX, "\(origin) \(width) in \(done)")
    }

    @Test func itDrawsOverTheTreeWithItsKeysAndOnlyWhileTyping() {
        let page = TypingPage()
        #expect(!page.draw().texts.contains("Done"))
        page.startTyping()
        let texts = page.draw().texts
        let done = texts.firstIndex(of: "Done"), jane = texts.firstIndex(of: "Jane"), ok = texts.firstIndex(of: "OK")
        #expect(done != nil && jane != nil && ok != nil)
        #expect(done ?? 0 > ok ?? .max, "drawn after every widget of the tree")
        for title in ["q", "?123", "⇧", "⌫", "‹", "›", "@", "."] { #expect(texts.contains(title), "\(title)") }
        page.move(.down, 2)
        page.send(.confirm)
        #expect(page.draw().texts.contains("Q"), "shift shows capitals")
        page.send(.cancel)
        #expect(!page.draw().texts.contains("Done"))
    }

    @Test func itMarksWhatItCoversAndWhatAMoveUnderItCopied() throws {
        let page = TypingPage()
        page.startTyping()
        let keyboard = try #require(page.keyboard)
        #expect(page.root.damage.isFull || page.root.damage.rects.contains { $0.contains(keyboard.frame) })
        page.root.draw(in: RecordingCanvas())
        page.move(.right)
        #expect(page.root.damage.rects.contains { $0.contains(keyboard.frame) }, "a new highlight redraws the keys")
        page.root.draw(in: RecordingCanvas())
        page.root.addMove(Rect(x: 0, y: 100, width: 800, height: 300), by: Point(x: 0, y: -20))
        let shifted = keyboard.drawingFrame.offsetBy(dx: 0, dy: -20).intersection(Rect(x: 0, y: 100, width: 800, height: 300))
        #expect(page.root.damage.rects.contains { $0.contains(keyboard.drawingFrame) })
        #expect(page.root.damage.rects.contains { $0.contains(shifted) })
    }

    @Test func aScreenReaderHearsTheHighlightedKeyAsTheFocus() throws {
        let page = TypingPage()
        page.startTyping()
        let tree = page.root.accessibilityNode()
        let keyboard = try #require(tree.node(withIdentifier: "root.keyboard"))
        #expect(keyboard.name == "Keyboard" && keyboard.children.count == 45)
        let focused = tree.subtree.filter { $0.states.contains(.focused) }
        #expect(focused.map(\.name) == ["q"] && focused.first?.role == .pushButton, "one focused node: the key")
        #expect(page.events.last == AccessibilityEvent(.focus, identifier: "root.keyboard.r1k0", time: page.now))
        page.move(.right)
        #expect(page.events.last?.identifier == "root.keyboard.r1k1")
        #expect(page.root.accessibilityNode().node(withIdentifier: "root.keyboard.r1k1")?.states.contains(.focused) == true)
        page.move(.left)
        page.move(.down, 2)
        page.send(.confirm)
        let shift = page.root.accessibilityNode().node(withIdentifier: "root.keyboard.r3k0")
        #expect(shift?.name == "Shift on")
        #expect(page.events.last == AccessibilityEvent(.nameChanged, identifier: "root.keyboard.r3k0", time: page.now), "it says so")
        page.send(.confirm)
        #expect(page.root.accessibilityNode().node(withIdentifier: "root.keyboard.r3k0")?.name == "Caps lock on")
        #expect(page.events.last == AccessibilityEvent(.nameChanged, identifier: "root.keyboard.r3k0", time: page.now))
        page.send(.cancel)
        #expect(page.root.accessibilityNode().node(withIdentifier: "root.keyboard") == nil)
        #expect(page.events.last == AccessibilityEvent(.focus, identifier: "name", time: page.now), "the focus goes back to the field")
    }
}
