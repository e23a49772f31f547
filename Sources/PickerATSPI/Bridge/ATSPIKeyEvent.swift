import PickerCore

/// A key press or release as AT-SPI's registry hands it to a screen reader: X11's key symbol,
/// key code and modifier state, which Orca matches its commands against, and the text or key name it
/// echoes. Made from a `RawKeyEvent`: the key's USB HID usage (SDL's scancode) and its character.
public struct ATSPIKeyEvent: Hashable, Sendable {
    /// Whether the key went down (or up).
    public var isPress: Bool
    /// X11's key symbol (`0xff09` for Tab, `0x61` for a).
    public var keySymbol: UInt32
    /// X11's key code: the Linux input code plus 8, as X servers with evdev number keys.
    public var keyCode: UInt32
    /// X11's modifier state (Shift 1, Lock 2, Control 4, Mod1 8, Mod2 16, Mod4 64).
    public var modifiers: UInt32
    /// Milliseconds, on any clock that only goes forward.
    public var timestamp: UInt32
    /// The text the key types ("a"), or its X11 name ("Tab", "Page_Down", and "space" for the blank it types).
    public var string: String
    /// Whether `string` is text the key types.
    public var isText: Bool

    /// The event for `key`; nil for a key with no X11 equivalent here.
    public init?(_ key: RawKeyEvent) {
        guard let code = Self.linuxCodes[key.usage] else { return nil }
        isPress = key.isPress
        timestamp = key.timestamp
        keyCode = UInt32(code + 8)
        let bits: [(RawKeyEvent.Modifiers, UInt32)] = [
            (.shift, 1), (.capsLock, 2), (.control, 4), (.alt, 8), (.numLock, 16), (.super, 64),
        ]
        modifiers = bits.reduce(0) { key.modifiers.contains($1.0) ? $0 | $1.1 : $0 }
        if let (symbol, name) = Self.namedKeys[key.usage] {
            keySymbol = symbol
            string = name
            isText = false
        } else if let character = key.character,
            character.properties.isAlphabetic || (0x20...0x7e).contains(character.value) || character.value > 0xa0
        {
            let shifted = key.modifiers.contains(.shift) != key.modifiers.contains(.capsLock)
            let typed = shifted ? Character(character).uppercased() : String(character)
            let scalar = typed.unicodeScalars.first ?? character
            keySymbol = scalar.value < 0x100 ? scalar.value : 0x0100_0000 + scalar.value
            // A blank is named, as GTK names it: Orca matches "space" (it says "selected" as Space selects).
            string = typed == " " ? "space" : typed
            isText = true
        } else {
            return nil
        }
    }

    /// The value of NotifyListenersSync's argument: `(uiiiisb)`, which the registry reads (its introspection
    /// says `(uiuuisb)`, but it takes the key code and modifiers as signed).
    var dbusValue: DBusValue {
        .structure([
            .uint32(isPress ? 0 : 1), .int32(Int32(bitPattern: keySymbol)), .int32(Int32(keyCode)), .int32(Int32(modifiers)),
            .int32(Int32(bitPattern: timestamp)), .string(string), .boolean(isText),
        ])
    }

    /// Linux input codes (`KEY_*`) by USB HID usage, for the keys a keyboard sends PickerKit.
    static let linuxCodes: [Int: Int] = {
        var codes: [Int: Int] = [:]
        // a...z (usages 4...29) in Linux's QWERTY positions; 1...9, 0 (30...39).
        let letters = [30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44]
        for (index, code) in letters.enumerated() { codes[4 + index] = code }
        for digit in 0..<10 { codes[30 + digit] = 2 + digit }
        // Return, Escape, Backspace, Tab, space, - = [ ] \, then ; ' ` , . / and Caps Lock.
        let punctuation: [(Int, Int)] = [
            (40, 28), (41, 1), (42, 14), (43, 15), (44, 57), (45, 12), (46, 13), (47, 26), (48, 27), (49, 43),
            (51, 39), (52, 40), (53, 41), (54, 51), (55, 52), (56, 53), (57, 58), (100, 86), (101, 127),
        ]
        // F1...F10 are 59...68; F11 and F12 87 and 88.
        for key in 0..<10 { codes[58 + key] = 59 + key }
        codes[68] = 87
        codes[69] = 88
        // Print Screen, Scroll Lock, Pause, Insert, Home, Page Up, Delete, End, Page Down, Right, Left, Down, Up.
        let navigation = [99, 70, 119, 110, 102, 104, 111, 107, 109, 106, 105, 108, 103]
        for (index, code) in navigation.enumerated() { codes[70 + index] = code }
        // Num Lock, keypad / * - + Enter 1...9 0 and the keypad's point.
        let keypad = [69, 98, 55, 74, 78, 96, 79, 80, 81, 75, 76, 77, 71, 72, 73, 82, 83]
        for (index, code) in keypad.enumerated() { codes[83 + index] = code }
        // Left and right Control, Shift, Alt and Super.
        let modifiers = [29, 42, 56, 125, 97, 54, 100, 126]
        for (index, code) in modifiers.enumerated() { codes[224 + index] = code }
        for (usage, code) in punctuation { codes[usage] = code }
        return codes
    }()

    /// X11's symbol and name of each key that types no text, by USB HID usage.
    static let namedKeys: [Int: (UInt32, String)] = {
        var keys: [Int: (UInt32, String)] = [
            40: (0xff0d, "Return"), 41: (0xff1b, "Escape"), 42: (0xff08, "BackSpace"), 43: (0xff09, "Tab"),
            57: (0xffe5, "Caps_Lock"), 70: (0xff61, "Print"), 71: (0xff14, "Scroll_Lock"), 72: (0xff13, "Pause"),
            73: (0xff63, "Insert"), 74: (0xff50, "Home"), 75: (0xff55, "Page_Up"), 76: (0xffff, "Delete"), 77: (0xff57, "End"),
            78: (0xff56, "Page_Down"), 79: (0xff53, "Right"), 80: (0xff51, "Left"), 81: (0xff54, "Down"), 82: (0xff52, "Up"),
            83: (0xff7f, "Num_Lock"), 88: (0xff8d, "KP_Enter"), 98: (0xff9e, "KP_Insert"), 101: (0xff67, "Menu"),
            224: (0xffe3, "Control_L"), 225: (0xffe1, "Shift_L"), 226: (0xffe9, "Alt_L"), 227: (0xffeb, "Super_L"),
            228: (0xffe4, "Control_R"), 229: (0xffe2, "Shift_R"), 230: (0xffea, "Alt_R"), 231: (0xffec, "Super_R"),
        ]
        for key in 0..<12 { keys[58 + key] = (0xffbe + UInt32(key), "F\(key + 1)") }
        return keys
    }()
}
