import PickerInspection
import Testing
@testable import PickerCore

@Suite struct OnScreenKeyboardModelTests {
    /// The text `keyboard`'s highlighted key shows.
    func highlightedTitle(_ keyboard: OnScreenKeyboardModel) -> String? {
        keyboard.highlightedKey.map(keyboard.title(of:))
    }

    /// Moves the highlight through `directions`.
    func moved(_ keyboard: OnScreenKeyboardModel, _ directions: [NavigationDirection]) -> OnScreenKeyboardModel {
        var keyboard = keyboard
        for direction in directions { keyboard.move(direction) }
        return keyboard
    }

    @Test func theStandardLayoutHasTenUnitsARowAndEveryCharacterAFormNeeds() {
        let layout = KeyboardLayout.standard
        for layer in KeyboardLayout.LayerName.allCases {
            let rows = layout.rows(of: layer)
            #expect(rows.count == 5)
            #expect(rows.allSatisfy { $0.reduce(0) { $0 + $1.width } == 10 }, "\(layer)")
            // The layers share their shape, so a key keeps its place when the layer changes.
            #expect(rows.map(\.count) == layout.rows(of: .letters).map(\.count))
        }
        let typed = Set(layout.layers.values.flatMap { $0.flatMap { $0 } }.compactMap { key -> String? in
            if case .character(let text) = key.kind { text } else { nil }
        })
        for needed in "abcdefghijklmnopqrstuvwxyz0123456789@.-+,'" {
            #expect(typed.contains(String(needed)), "\(needed)")
        }
        let kinds = Set(layout.rows(of: .letters).flatMap { $0 }.map(\.kind))
        for kind: KeyboardKey.Kind in [.space, .backspace, .shift, .layer(.symbols), .caretBackward, .caretForward, .done] {
            #expect(kinds.contains(kind), "\(kind)")
        }
    }

    @Test func itStartsOnQWithLowercaseLetters() {
        let keyboard = OnScreenKeyboardModel()
        #expect(keyboard.layer == .letters && keyboard.shift == .off)
        #expect(keyboard.highlighted == .init(row: 1, index: 0))
        #expect(highlightedTitle(keyboard) == "q")
    }

    @Test func leftAndRightWrapRoundTheRow() {
        let keyboard = OnScreenKeyboardModel()
        #expect(highlightedTitle(moved(keyboard, [.left])) == "p")
        #expect(highlightedTitle(moved(keyboard, [.left, .right])) == "q")
        #expect(highlightedTitle(moved(keyboard, Array(repeating: .right, count: 10))) == "q")
        #expect(highlightedTitle(moved(keyboard, [.right, .right])) == "e")
    }

    @Test func upAndDownWrapRoundTheRowsAndGoToTheKeyBelow() {
        let keyboard = OnScreenKeyboardModel()
        #expect(highlightedTitle(moved(keyboard, [.up])) == "1")
        #expect(highlightedTitle(moved(keyboard, [.up, .up])) == "?123", "from the top row to the bottom row")
        #expect(highlightedTitle(moved(keyboard, [.down])) == "a")
        #expect(highlightedTitle(moved(keyboard, [.down, .down])) == "⇧", "shift is under a: 1.5 keys wide")
        #expect(highlightedTitle(moved(keyboard, [.down, .down, .down, .down])) == "1", "from the bottom row to the top row")
        // The key under p (the last of the second row) in the shift row is backspace, in the bottom row Done.
        #expect(highlightedTitle(moved(keyboard, [.left, .down, .down])) == "⌫")
        #expect(highlightedTitle(moved(keyboard, [.left, .down, .down, .down])) == "Done")
    }

    @Test func upAndDownKeepTheirColumnThroughTheSpaceBar() {
        let t = moved(OnScreenKeyboardModel(), Array(repeating: .right, count: 4))
        #expect(highlightedTitle(t) == "t")
        #expect(highlightedTitle(moved(t, [.down, .down])) == "v")
        #expect(highlightedTitle(moved(t, [.down, .down, .down])) == "space")
        #expect(highlightedTitle(moved(t, [.down, .down, .down, .up, .up, .up])) == "t", "back to the column it came from")
        // A horizontal move sets a new column.
        #expect(highlightedTitle(moved(t, [.down, .down, .down, .right, .up])) == "n", "up from the caret's right key")
    }

    @Test func shiftTypesOneCapitalThenLocksThenGoesOff() {
        var keyboard = moved(OnScreenKeyboardModel(), [.down, .down])
        #expect(keyboard.press() == nil)
        #expect(keyboard.shift == .once)
        keyboard.move(.up)
        #expect(highlightedTitle(keyboard) == "A", "the keys show capitals while shift is on")
        #expect(keyboard.press() == .insert("A"))
        #expect(keyboard.shift == .off)
        #expect(keyboard.press() == .insert("a"))
        keyboard.move(.down)
        _ = keyboard.press()
        _ = keyboard.press()
        #expect(keyboard.shift == .locked)
        keyboard.move(.up)
        #expect(keyboard.press() == .insert("A"))
        #expect(keyboard.press() == .insert("A"), "caps lock stays on")
        keyboard.move(.up)
        keyboard.move(.up)
        #expect(keyboard.press() == .insert("1"), "digits do not shift")
        for _ in 0..<3 { keyboard.move(.down) }
        #expect(highlightedTitle(keyboard) == "⇧")
        _ = keyboard.press()
        #expect(keyboard.shift == .off)
    }

    @Test func theSymbolsLayerKeepsTheHighlightsPlace() {
        var keyboard = moved(OnScreenKeyboardModel(), [.up, .up])
        #expect(highlightedTitle(keyboard) == "?123")
        #expect(keyboard.press() == nil)
        #expect(keyboard.layer == .symbols)
        #expect(highlightedTitle(keyboard) == "ABC")
        keyboard.move(.up)
        keyboard.move(.up)
        keyboard.move(.up)
        #expect(highlightedTitle(keyboard) == "@")
        keyboard.move(.right)
        #expect(keyboard.press() == .insert("-"))
        keyboard.move(.right)
        #expect(keyboard.press() == .insert("+"))
        keyboard.move(.down)
        #expect(highlightedTitle(keyboard) == "%")
        keyboard.highlight(.init(row: 4, index: 0))
        #expect(highlightedTitle(keyboard) == "ABC")
        _ = keyboard.press()
        #expect(keyboard.layer == .letters && highlightedTitle(keyboard) == "?123")
    }

    @Test func theOtherKeysGiveTheirEdits() {
        let bottom = moved(OnScreenKeyboardModel(), [.up, .up])
        var keyboard = moved(bottom, [.right])
        #expect(keyboard.press() == .moveCaretBackward)
        keyboard = moved(bottom, [.right, .right])
        #expect(keyboard.press() == .insert(" "))
        keyboard = moved(bottom, [.right, .right, .right])
        #expect(keyboard.press() == .moveCaretForward)
        keyboard = moved(bottom, [.right, .right, .right, .right])
        #expect(keyboard.press() == .insert("."))
        keyboard = moved(bottom, [.left])
        #expect(keyboard.press() == .done)
        keyboard = moved(bottom, [.up, .left])
        #expect(keyboard.press() == .deleteBackward)
    }

    @Test func spansAreInKeyUnitsFromTheRowsStart() {
        let keyboard = OnScreenKeyboardModel()
        #expect(keyboard.span(ofKeyAt: .init(row: 3, index: 0)) == (0, 1.5))
        #expect(keyboard.span(ofKeyAt: .init(row: 3, index: 1)) == (1.5, 1))
        #expect(keyboard.span(ofKeyAt: .init(row: 4, index: 2)) == (2.5, 4))
        #expect(keyboard.span(ofKeyAt: .init(row: 9, index: 0)) == (0, 0))
        #expect(OnScreenKeyboardModel.index(nearestX: 42, in: KeyboardLayout.standard.rows(of: .letters)[4]) == 5)
        #expect(OnScreenKeyboardModel.index(nearestX: -3, in: KeyboardLayout.standard.rows(of: .letters)[4]) == 0)
    }

    @Test func aPointerHighlightsOnlyAKeyThatExists() {
        var keyboard = OnScreenKeyboardModel()
        keyboard.highlight(.init(row: 4, index: 5))
        #expect(highlightedTitle(keyboard) == "Done")
        keyboard.highlight(.init(row: 4, index: 6))
        keyboard.highlight(.init(row: -1, index: 0))
        #expect(highlightedTitle(keyboard) == "Done")
    }

    @Test func anyMovesAndPressesKeepAKeyHighlighted() {
        var rng = SplitMix64(seed: 34)
        for _ in 0..<20 {
            var keyboard = OnScreenKeyboardModel()
            for _ in 0..<500 {
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    _ = keyboard.press()
                } else {
                    keyboard.move(NavigationDirection.allCases.randomElement(using: &rng) ?? .up)
                }
                #expect(keyboard.highlightedKey != nil)
            }
        }
    }

    @Test func anEmptyLayoutHasNothingToHighlightOrPress() {
        var keyboard = OnScreenKeyboardModel(layout: KeyboardLayout(layers: [:]))
        for direction in NavigationDirection.allCases { keyboard.move(direction) }
        #expect(keyboard.highlightedKey == nil)
        #expect(keyboard.press() == nil)
    }
}
