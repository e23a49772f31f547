import PickerCore
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Random streams of every kind of input (seeded, so a failure replays): nothing crashes, the selection
/// and the scroll stay in range, the caret stays visible, and every edit is reported exactly once.
@Suite struct TextFieldPropertyTests {
    static let pieces = ["a", "Z", " ", "é", "e\u{301}", "\u{301}", "👍🏽", "👨‍👩‍👧‍👦", "🇳", "🇱", "🇫🇷", "你好", "\n", "word ", "", "x\u{7}"]
    static let keys: [Key] = [.left, .right, .home, .end, .backspace, .delete, .enter, .space, .escape, .up,
                              .character("a"), .character("c"), .character("x"), .character("v"), .character("r")]
    static let modifierSets: [KeyModifiers] = [[], [], [], .shift, .control, .alt, [.control, .shift], .command]

    @Test func randomEventStreams() {
        var rng = SplitMix64(seed: 0x7E57_F1E1D)
        var failures: [String] = []
        for stream in 0..<150 {
            let h = makeTextField(Self.pieces.randomElement(using: &rng)!)
            var onChangeCount = 0
            h.field.onValueChanged = { _ in onChangeCount += 1 }
            var expectedReports = 0
            var time = 0.0
            for step in 0..<120 {
                time += Double.random(in: 0.01...0.4, using: &rng)
                let before = h.text
                let x = Double.random(in: 0...280, using: &rng)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1: h.type(Self.pieces.randomElement(using: &rng)!, at: time)
                case 2: h.compose(Self.pieces.randomElement(using: &rng)!, cursor: Int.random(in: 0...4, using: &rng), at: time)
                case 3, 4, 5:
                    h.key(Self.keys.randomElement(using: &rng)!, at: time, modifiers: Self.modifierSets.randomElement(using: &rng)!)
                case 6: h.down(x, at: time, modifiers: Bool.random(using: &rng) ? .shift : [])
                case 7: h.move(x, at: time)
                case 8: h.up(x, at: time)
                default: h.root.setFocus(Bool.random(using: &rng) ? h.field : nil)
                }
                if !before.utf8.elementsEqual(h.text.utf8) { expectedReports += 1 }
                let field = h.field
                let count = field.characters.count
                let offsets = field.caretOffsets(of: field.shownText.characters)
                let maxScroll = max(0, (offsets.last ?? 0) - 178)
                let caretX = field.caretRect.minX
                var problems: [String] = []
                if field.selectedRange.lowerBound < 0 || field.selectedRange.upperBound > count { problems.append("selection out of range") }
                if field.characters != Array(field.text) { problems.append("characters out of step with the text") }
                if field.scrollOffset < 0 || field.scrollOffset > maxScroll + 1e-9 { problems.append("scroll \(field.scrollOffset) out of 0...\(maxScroll)") }
                if caretX < 50 - 1e-9 || caretX > 228 + 1e-9 { problems.append("caret at \(caretX) is hidden") }
                if onChangeCount != expectedReports || h.changes.count != expectedReports { problems.append("\(onChangeCount) reports for \(expectedReports) edits") }
                if h.changes.last.map({ $0["value"] == .string(h.text) }) == false, !before.utf8.elementsEqual(h.text.utf8) {
                    problems.append("the last report is not the text")
                }
                if !problems.isEmpty {
                    failures.append("stream \(stream) step \(step): \(problems.joined(separator: ", "))")
                    break
                }
                _ = h.draw()
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }
}
