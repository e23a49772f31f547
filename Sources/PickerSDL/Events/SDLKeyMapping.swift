import CSDL2
import PickerCore

/// The correspondence between SDL key codes and the core's `Key`, both ways.
enum SDLKeyMapping {
    private static func code(_ key: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(key.rawValue) }

    private static let named: [(SDL_Keycode, Key)] = [
        (code(SDLK_LEFT), .left), (code(SDLK_RIGHT), .right), (code(SDLK_UP), .up), (code(SDLK_DOWN), .down),
        (code(SDLK_HOME), .home), (code(SDLK_END), .end),
        (code(SDLK_PAGEUP), .pageUp), (code(SDLK_PAGEDOWN), .pageDown),
        (code(SDLK_TAB), .tab), (code(SDLK_RETURN), .enter), (code(SDLK_KP_ENTER), .enter),
        (code(SDLK_SPACE), .space), (code(SDLK_ESCAPE), .escape),
        (code(SDLK_BACKSPACE), .backspace), (code(SDLK_DELETE), .delete),
        (code(SDLK_KP_0), .character("0")), (code(SDLK_KP_1), .character("1")), (code(SDLK_KP_2), .character("2")),
        (code(SDLK_KP_3), .character("3")), (code(SDLK_KP_4), .character("4")), (code(SDLK_KP_5), .character("5")),
        (code(SDLK_KP_6), .character("6")), (code(SDLK_KP_7), .character("7")), (code(SDLK_KP_8), .character("8")),
        (code(SDLK_KP_9), .character("9")),
    ]
    private static let keysByCode: [SDL_Keycode: Key] = Dictionary(named.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
    private static let codesByKey: [Key: SDL_Keycode] = Dictionary(named.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })

    /// F1...F12 and F13...F24 are each consecutive in SDL's key codes.
    private static let functionKeyRanges: [(first: SDL_Keycode, numbers: ClosedRange<Int>)] = [
        (code(SDLK_F1), 1...12), (code(SDLK_F13), 13...24),
    ]

    /// The core key for an SDL key code; `nil` for keys widgets don't use (modifiers, media keys, ...).
    static func key(for sym: SDL_Keycode) -> Key? {
        if let key = keysByCode[sym] { return key }
        for range in functionKeyRanges {
            let number = Int(sym - range.first) + range.numbers.lowerBound
            if range.numbers.contains(number) { return .function(number) }
        }
        // Keys that produce a character have that character (in the current layout) as their code.
        let isScancodeBased = sym & SDL_Keycode(SDLK_SCANCODE_MASK) != 0
        guard sym > 0x20, sym != 0x7F, !isScancodeBased, let scalar = Unicode.Scalar(UInt32(sym)) else { return nil }
        return .character(Character(String(scalar).lowercased()))
    }

    /// The SDL key code for a core key; `nil` for characters SDL has no single key code for.
    static func sym(for key: Key) -> SDL_Keycode? {
        switch key {
        case .function(let number):
            guard let range = functionKeyRanges.first(where: { $0.numbers.contains(number) }) else { return nil }
            return range.first + SDL_Keycode(number - range.numbers.lowerBound)
        case .character(let character):
            if let digit = character.wholeNumberValue, character.isASCII { return SDL_Keycode(0x30 + digit) }
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return nil }
            return SDL_Keycode(String(scalar).lowercased().unicodeScalars.first?.value ?? scalar.value)
        default:
            return codesByKey[key]
        }
    }

    /// The core modifiers held in an SDL modifier state (`keysym.mod` or `SDL_GetModState()`).
    static func modifiers(from mod: UInt16) -> KeyModifiers {
        let state = UInt32(mod)
        var modifiers: KeyModifiers = []
        if state & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if state & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if state & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if state & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// The SDL modifier state for core modifiers (the left-hand key of each pair).
    static func mod(from modifiers: KeyModifiers) -> UInt16 {
        var state: UInt32 = 0
        if modifiers.contains(.shift) { state |= KMOD_LSHIFT.rawValue }
        if modifiers.contains(.control) { state |= KMOD_LCTRL.rawValue }
        if modifiers.contains(.alt) { state |= KMOD_LALT.rawValue }
        if modifiers.contains(.command) { state |= KMOD_LGUI.rawValue }
        return UInt16(state)
    }
}
