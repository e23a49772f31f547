import PickerCore

/// SDL's key codes and modifier bits as plain numbers, which SDL 2 and SDL 3 share (`SDLK_LEFT` is
/// 0x40000050 in both), so that both hosts map keys with one table. No SDL is linked here.
public enum SDLKeyCodes {
    /// `SDLK_SCANCODE_MASK`: set in the codes of keys that produce no character.
    static let scancodeMask: UInt32 = 1 << 30

    private static let named: [(UInt32, Key)] = [
        (0x4000_0050, .left), (0x4000_004F, .right), (0x4000_0052, .up), (0x4000_0051, .down),
        (0x4000_004A, .home), (0x4000_004D, .end), (0x4000_004B, .pageUp), (0x4000_004E, .pageDown),
        (0x09, .tab), (0x0D, .enter), (0x4000_0058, .enter), (0x20, .space), (0x1B, .escape),
        (0x08, .backspace), (0x7F, .delete),
        // The keypad's digits: KP_1...KP_9 are consecutive, KP_0 follows them.
        (0x4000_0062, .character("0")),
    ] + (1...9).map { (0x4000_0058 + UInt32($0), Key.character(Character(String($0)))) }
    private static let keysByCode = Dictionary(named.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
    private static let codesByKey = Dictionary(named.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })

    /// F1...F12 and F13...F24 are each consecutive.
    private static let functionKeyRanges: [(first: UInt32, numbers: ClosedRange<Int>)] = [
        (0x4000_003A, 1...12), (0x4000_0068, 13...24),
    ]

    /// The core key for an SDL key code; nil for keys widgets don't use (modifiers, media keys, ...).
    public static func key(for code: UInt32) -> Key? {
        if let key = keysByCode[code] { return key }
        for range in functionKeyRanges where code >= range.first {
            let number = Int(code - range.first) + range.numbers.lowerBound
            if range.numbers.contains(number) { return .function(number) }
        }
        // Keys that produce a character have that character (in the current layout) as their code.
        guard code > 0x20, code != 0x7F, code & scancodeMask == 0, let scalar = Unicode.Scalar(code) else { return nil }
        return .character(Character(String(scalar).lowercased()))
    }

    /// The SDL key code for a core key; nil for characters SDL has no single key code for.
    public static func code(for key: Key) -> UInt32? {
        switch key {
        case .function(let number):
            guard let range = functionKeyRanges.first(where: { $0.numbers.contains(number) }) else { return nil }
            return range.first + UInt32(number - range.numbers.lowerBound)
        case .character(let character):
            if let digit = character.wholeNumberValue, character.isASCII { return UInt32(0x30 + digit) }
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
            return String(scalar).lowercased().unicodeScalars.first?.value ?? scalar.value
        default:
            return codesByKey[key]
        }
    }

    /// Each core modifier's bits: either key of the pair (`KMOD_SHIFT`), and the left-hand one (`KMOD_LSHIFT`).
    private static let modifierBits: [(modifier: KeyModifiers, either: UInt16, left: UInt16)] = [
        (.shift, 0x0003, 0x0001), (.control, 0x00C0, 0x0040), (.alt, 0x0300, 0x0100), (.command, 0x0C00, 0x0400),
    ]

    /// The core modifiers held in an SDL modifier state (a key event's `mod`, `SDL_GetModState()`).
    public static func modifiers(from state: UInt16) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        for bits in modifierBits where state & bits.either != 0 { modifiers.insert(bits.modifier) }
        return modifiers
    }

    /// The SDL modifier state for core modifiers (the left-hand key of each pair).
    public static func modifierState(for modifiers: KeyModifiers) -> UInt16 {
        modifierBits.reduce(0) { state, bits in modifiers.contains(bits.modifier) ? state | bits.left : state }
    }
}

extension RawKeyEvent {
    /// A key as SDL (2 or 3) reports it: `sdlKeyCode` (`SDL_Keycode`), `scancode` (its USB usage),
    /// `modifierState` (`SDL_Keymod` bits, the same in both), and a timestamp in milliseconds.
    public init(sdlKeyCode: UInt32, scancode: Int, modifierState: UInt32, isPress: Bool, timestamp: UInt32) {
        let bits: [(UInt32, Modifiers)] = [
            (0x0003, .shift), (0x2000, .capsLock), (0x00C0, .control), (0x0300, .alt), (0x1000, .numLock), (0x0C00, .super),
        ]
        var modifiers: Modifiers = []
        for (mask, modifier) in bits where modifierState & mask != 0 { modifiers.insert(modifier) }
        let character = sdlKeyCode & SDLKeyCodes.scancodeMask == 0 ? Unicode.Scalar(sdlKeyCode) : nil
        self.init(isPress: isPress, usage: scancode, character: character, modifiers: modifiers, timestamp: timestamp)
    }
}
