/// The rules of an on-screen keyboard, as data: which layer shows, whether shift is on, which key is
/// highlighted, how a direction moves the highlight, and what pressing a key types. No drawing and no
/// clock: a widget lays the keys out from ``span(ofKeyAt:)`` and applies each ``Output`` to its text field.
///
/// Moves wrap: left from a row's first key goes to its last, up from the top row to the bottom row, so
/// every direction always moves the highlight. Up and down keep a goal column (as a text editor's caret
/// does), so going down through the wide space bar and back up returns to the column it came from.
public struct OnScreenKeyboardModel: Hashable, Sendable {
    /// The state of the shift key.
    public enum Shift: Hashable, Sendable {
        /// Letters type lowercase.
        case off
        /// The next letter types a capital, then shift goes off.
        case once
        /// Caps lock: letters type capitals until shift is pressed again.
        case locked
    }

    /// A key's place: its row (from the top) and its index in the row (from the left).
    public struct Position: Hashable, Sendable {
        public var row: Int
        public var index: Int

        public init(row: Int, index: Int) {
            self.row = row
            self.index = index
        }
    }

    /// What pressing a key asks of the text field.
    public enum Output: Hashable, Sendable {
        /// Insert `text` at the caret (replacing the selection), as typed text does.
        case insert(String)
        /// Delete backward, as Backspace does.
        case deleteBackward
        /// Move the caret one character toward the start, as the Left key does.
        case moveCaretBackward
        /// Move the caret one character toward the end, as the Right key does.
        case moveCaretForward
        /// Stop typing, keeping the text.
        case done
    }

    /// The keys.
    public let layout: KeyboardLayout
    /// The layer shown.
    public private(set) var layer: KeyboardLayout.LayerName = .letters
    /// Shift's state.
    public private(set) var shift: Shift = .off
    /// The highlighted key.
    public private(set) var highlighted: Position
    /// The x (in key units) vertical moves aim for; nil until the first vertical move after a horizontal one.
    private var goalX: Double?

    /// A keyboard on the letters layer, shift off, with `q` (the first letter of the second row) highlighted.
    public init(layout: KeyboardLayout = .standard) {
        self.layout = layout
        highlighted = Position(row: min(1, max(0, layout.rows(of: .letters).count - 1)), index: 0)
    }

    /// The rows of the layer shown.
    public var rows: [[KeyboardKey]] { layout.rows(of: layer) }

    /// The key at `position` of the layer shown, or nil.
    public func key(at position: Position) -> KeyboardKey? {
        let rows = self.rows
        guard rows.indices.contains(position.row), rows[position.row].indices.contains(position.index) else { return nil }
        return rows[position.row][position.index]
    }

    /// The highlighted key (nil only for an empty layout).
    public var highlightedKey: KeyboardKey? { key(at: highlighted) }

    /// Where the key at `position` lies along its row, in key units from the row's left end.
    public func span(ofKeyAt position: Position) -> (start: Double, width: Double) {
        let rows = self.rows
        guard rows.indices.contains(position.row) else { return (0, 0) }
        let row = rows[position.row]
        guard row.indices.contains(position.index) else { return (0, 0) }
        let start = row[..<position.index].reduce(0) { $0 + $1.width }
        return (start, row[position.index].width)
    }

    /// The text a key shows: its character (a capital while shift is on), or a symbol for the others.
    public func title(of key: KeyboardKey) -> String {
        switch key.kind {
        case .character(let text): typed(text)
        case .space: "space"
        case .backspace: "⌫"
        case .shift: "⇧"
        case .layer(.letters): "ABC"
        case .layer(.symbols): "?123"
        case .caretBackward: "‹"
        case .caretForward: "›"
        case .done: "Done"
        }
    }

    /// What a character key types with the current shift: a single letter in capitals while shift is on.
    private func typed(_ text: String) -> String {
        guard shift != .off, text.count == 1, text.lowercased() == text, text.uppercased() != text else { return text }
        return text.uppercased()
    }

    // MARK: - Moving the highlight

    /// Moves the highlight one key `direction`, wrapping round at the ends of a row and of the rows.
    public mutating func move(_ direction: NavigationDirection) {
        let rows = self.rows
        guard !rows.isEmpty else { return }
        switch direction {
        case .left, .right:
            let count = rows[highlighted.row].count
            guard count > 0 else { return }
            let step = direction == .left ? -1 : 1
            highlighted.index = ((highlighted.index + step) % count + count) % count
            goalX = nil
        case .up, .down:
            let current = span(ofKeyAt: highlighted)
            let x = goalX ?? current.start + current.width / 2
            goalX = x
            let step = direction == .up ? -1 : 1
            var row = highlighted.row
            repeat {
                row = ((row + step) % rows.count + rows.count) % rows.count
            } while rows[row].isEmpty && row != highlighted.row
            highlighted = Position(row: row, index: Self.index(nearestX: x, in: rows[row]))
        }
    }

    /// The index of the key of `row` under `x` (key units), or the one whose centre is nearest.
    static func index(nearestX x: Double, in row: [KeyboardKey]) -> Int {
        var start = 0.0, best = 0, bestDistance = Double.infinity
        for (index, key) in row.enumerated() {
            if x >= start, x < start + key.width { return index }
            let distance = abs(start + key.width / 2 - x)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
            start += key.width
        }
        return best
    }

    /// Highlights the key at `position` (a pointer on it); nothing for a position with no key.
    public mutating func highlight(_ position: Position) {
        guard key(at: position) != nil else { return }
        highlighted = position
        goalX = nil
    }

    // MARK: - Pressing keys

    /// Presses the highlighted key: a character, space, backspace, a caret move or Done give their output;
    /// shift and the layer keys change the keyboard and give none.
    public mutating func press() -> Output? {
        guard let key = highlightedKey else { return nil }
        switch key.kind {
        case .character(let text):
            let output = typed(text)
            if shift == .once { shift = .off }
            return .insert(output)
        case .space:
            return .insert(" ")
        case .backspace:
            return .deleteBackward
        case .shift:
            shift = switch shift {
            case .off: .once
            case .once: .locked
            case .locked: .off
            }
            return nil
        case .layer(let name):
            switchLayer(to: name)
            return nil
        case .caretBackward:
            return .moveCaretBackward
        case .caretForward:
            return .moveCaretForward
        case .done:
            return .done
        }
    }

    /// Shows `name`, keeping the highlight's row and index (clamped to the new row); shift goes off.
    private mutating func switchLayer(to name: KeyboardLayout.LayerName) {
        layer = name
        shift = .off
        goalX = nil
        let rows = self.rows
        guard !rows.isEmpty else { return highlighted = Position(row: 0, index: 0) }
        let row = min(highlighted.row, rows.count - 1)
        highlighted = Position(row: row, index: min(highlighted.index, max(0, rows[row].count - 1)))
    }
}
