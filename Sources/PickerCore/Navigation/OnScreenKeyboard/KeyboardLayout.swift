/// The keys of an on-screen keyboard, in layers of rows. Every row of the standard layout is ten units
/// wide and the layers share their shape, so a key keeps its place when the layer changes.
public struct KeyboardLayout: Hashable, Sendable {
    /// A layer of keys.
    public enum LayerName: String, Hashable, Sendable, CaseIterable {
        /// Digits, lowercase letters, `@` and `.`: names and email addresses.
        case letters
        /// Digits and punctuation (`- + , ' " : ; ! # $ % & * ( ) / ? =` and more): phone numbers, addresses.
        case symbols
    }

    /// The rows of each layer, top to bottom; each row's keys from left to right.
    public var layers: [LayerName: [[KeyboardKey]]]

    /// A layout of `layers`; every layer needs at least one row and every row at least one key.
    public init(layers: [LayerName: [[KeyboardKey]]]) {
        self.layers = layers
    }

    /// The rows of `layer` (empty when the layout has no such layer).
    public func rows(of layer: LayerName) -> [[KeyboardKey]] { layers[layer] ?? [] }

    /// The widest row of any layer, in key units.
    public var widthInUnits: Double {
        layers.values.flatMap { $0 }.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 0
    }

    /// The most rows of any layer.
    public var rowCount: Int { layers.values.map(\.count).max() ?? 0 }

    /// Keys typing each character of `text`, one unit wide each.
    static func characters(_ text: String) -> [KeyboardKey] { text.map { .character(String($0)) } }

    /// The bottom row both layers share: a layer key, caret left, space, caret right, `.`, Done.
    static func bottomRow(switchingTo other: LayerName) -> [KeyboardKey] {
        [KeyboardKey(.layer(other), width: 1.5), KeyboardKey(.caretBackward), KeyboardKey(.space, width: 4),
         KeyboardKey(.caretForward), .character("."), KeyboardKey(.done, width: 1.5)]
    }

    /// A QWERTY layout of five rows: digits; `q`...`p`; `a`...`l` and `@`; shift, `z`...`m` and backspace;
    /// and the symbols key, caret left, space, caret right, `.` and Done. The symbols layer keeps the digits
    /// and the two bottom rows' special keys, with punctuation in place of the letters.
    public static let standard = KeyboardLayout(layers: [
        .letters: [
            characters("1234567890"),
            characters("qwertyuiop"),
            characters("asdfghjkl@"),
            [KeyboardKey(.shift, width: 1.5)] + characters("zxcvbnm") + [KeyboardKey(.backspace, width: 1.5)],
            bottomRow(switchingTo: .symbols),
        ],
        .symbols: [
            characters("1234567890"),
            characters("@-+,'\":;!?"),
            characters("#$%&*()/=_"),
            [KeyboardKey(.character("~"), width: 1.5)] + characters("<>[]{}|") + [KeyboardKey(.backspace, width: 1.5)],
            bottomRow(switchingTo: .letters),
        ],
    ])
}
