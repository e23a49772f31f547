import PickerCore

extension TextField {
    /// What the field shows: the text, or during a composition the text with the marked text in place
    /// of the selection. Positions are in grapheme clusters of `characters`.
    struct ShownText {
        var characters: [Character]
        /// Where the caret is drawn.
        var caret: Int
        /// The selection to highlight (empty while composing).
        var selection: Range<Int>
        /// The marked text's place, underlined; nil when not composing.
        var marked: Range<Int>?
    }

    var shownText: ShownText {
        let range = selectedRange
        guard let markedText else {
            return ShownText(characters: characters, caret: caret, selection: range, marked: nil)
        }
        let marked = Array(markedText)
        let shown = Array(characters[..<range.lowerBound]) + marked + Array(characters[range.upperBound...])
        return ShownText(
            characters: shown, caret: range.lowerBound + markedCaret, selection: range.lowerBound..<range.lowerBound,
            marked: range.lowerBound..<range.lowerBound + marked.count)
    }

    /// The area the text scrolls in, in window points: the frame less the theme's padding left and right.
    var textRect: Rect {
        let padding = theme.textFieldPadding
        return Rect(x: frame.minX + padding, y: frame.minY, width: max(0, frame.width - 2 * padding), height: frame.height)
    }

    /// The top of the text's line box, vertically centred in the frame, in window points.
    var lineTop: Double {
        let height = textMeasurer?.lineMetrics(for: textFont).height ?? 0
        return frame.midY - height / 2
    }

    /// The x offset of every caret position of the shown text from the start of the text, in points:
    /// `offsets[i]` is the advance of the first `i` characters, measured as one string (so kerning counts).
    /// Cached until the text, the composition or the font changes. O(n²) characters measured on a miss.
    func caretOffsets(of shown: [Character]) -> [Double] {
        let string = String(shown), font = textFont
        if let cachedOffsets, cachedOffsets.font == font, cachedOffsets.text.utf8.elementsEqual(string.utf8) {
            return cachedOffsets.offsets
        }
        guard let measurer = textMeasurer else { return Array(repeating: 0, count: shown.count + 1) }
        var offsets = [0.0]
        offsets.reserveCapacity(shown.count + 1)
        for end in shown.indices {
            offsets.append(measurer.size(of: String(shown[...end]), font: font).width)
        }
        cachedOffsets = (string, font, offsets)
        return offsets
    }

    /// The window x where the shown text starts: the text area's left less the scroll offset, or in right
    /// to left, while the text fits, `width` points left of the area's right edge (leading is the right).
    func textStartX(width: Double) -> Double {
        let area = textRect
        if effectiveLayoutDirection.isRightToLeft, width <= area.width { return area.maxX - width }
        return area.minX - scrollOffset
    }

    /// The window x of caret position `position` of the shown text.
    func caretX(at position: Int, offsets: [Double]) -> Double {
        textStartX(width: offsets.last ?? 0) + offsets[min(max(position, 0), offsets.count - 1)]
    }

    /// The caret position nearest to window x `x`.
    func caretPosition(atX x: Double) -> Int {
        let offsets = caretOffsets(of: characters)
        let local = x - textStartX(width: offsets.last ?? 0)
        var best = 0
        for (position, offset) in offsets.enumerated() where abs(offset - local) < abs(offsets[best] - local) {
            best = position
        }
        return best
    }

    /// The index of the character under window x `x` (the first or last beyond the ends); 0 when empty.
    func characterIndex(atX x: Double) -> Int {
        let offsets = caretOffsets(of: characters)
        let local = x - textStartX(width: offsets.last ?? 0)
        let after = offsets.firstIndex { $0 > local } ?? offsets.count
        return min(max(after - 1, 0), max(characters.count - 1, 0))
    }

    /// The caret's rectangle in window points: `caretWidth` wide, the line's height.
    var caretRect: Rect {
        let shown = shownText
        let offsets = caretOffsets(of: shown.characters)
        let height = textMeasurer?.lineMetrics(for: textFont).height ?? frame.height
        return Rect(x: caretX(at: shown.caret, offsets: offsets), y: lineTop, width: theme.caretWidth, height: height)
    }

    /// What the caret's scroll depends on besides the text and the caret: the text area's width (points),
    /// the font and the caret's width (points).
    struct CaretScrollBasis: Equatable {
        var width: Double
        var font: Font
        var caretWidth: Double
    }

    var caretScrollBasis: CaretScrollBasis {
        CaretScrollBasis(width: textRect.width, font: textFont, caretWidth: theme.caretWidth)
    }

    /// Scrolls the text as little as possible to show the caret (the whole caret, inside the text area),
    /// and never further than the text's end needs.
    func scrollCaretIntoView() {
        guard textMeasurer != nil else {
            caretScrolledFor = nil
            return
        }
        let shown = shownText
        let offsets = caretOffsets(of: shown.characters)
        caretScrolledFor = caretScrollBasis
        let visible = max(0, textRect.width - theme.caretWidth)
        let caretOffset = offsets[shown.caret]
        var scroll = scrollOffset
        if caretOffset - scroll > visible { scroll = caretOffset - visible }
        if caretOffset < scroll { scroll = caretOffset }
        let total = offsets.last ?? 0
        scroll = min(max(scroll, 0), max(0, total - visible))
        if scroll != scrollOffset {
            scrollOffset = scroll
            setNeedsDisplay()
        }
    }
}
