import PickerCore
import Testing
@testable import PickerATSPI

/// Keys as the registry hands them to Orca: X11's symbol, code (Linux code + 8) and name or text.
@Suite struct ATSPIKeyEventTests {
    private func describe(_ key: ATSPIKeyEvent?) -> String {
        guard let key else { return "none" }
        return "\(String(key.keySymbol, radix: 16)) \(key.keyCode) \(key.string) \(key.isText ? "text" : "key")"
    }

    @Test func namedKeysLettersDigitsAndShift() {
        let tab = ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 43, character: "\t", modifiers: [], timestamp: 5))
        #expect(describe(tab) == "ff09 23 Tab key")
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 78, character: nil, modifiers: [], timestamp: 5))) == "ff56 117 Page_Down key")
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 80, character: nil, modifiers: [], timestamp: 5))) == "ff51 113 Left key")
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 73, character: nil, modifiers: [], timestamp: 5))) == "ff63 118 Insert key")
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 4, character: "a", modifiers: [], timestamp: 5))) == "61 38 a text")
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 4, character: "a", modifiers: .shift, timestamp: 5))) == "41 38 A text")
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 30, character: "1", modifiers: [], timestamp: 5))) == "31 10 1 text")
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: false, usage: 225, character: nil, modifiers: .shift, timestamp: 5))) == "ffe1 50 Shift_L key")
        // A character beyond Latin-1 is X11's Unicode symbol.
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 52, character: "ش", modifiers: [], timestamp: 5))) == "1000634 48 ش text")
    }

    /// Space types a blank, which is no name to match: GTK names it, and Orca says "selected" as Space selects a
    /// day only when the key is named so.
    @Test func spaceIsNamedAsGTKNamesIt() {
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 44, character: " ", modifiers: [], timestamp: 5))) == "20 65 space text")
        #expect(describe(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 44, character: " ", modifiers: .shift, timestamp: 5))) == "20 65 space text")
    }

    @Test func aKeyWithNoX11EquivalentIsNotSent() {
        #expect(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 0x200, character: nil, modifiers: [], timestamp: 1)) == nil)
        #expect(ATSPIKeyEvent(RawKeyEvent(isPress: true, usage: 4, character: nil, modifiers: [], timestamp: 1)) == nil)
    }

    @Test func theRegistryGetsOneStructOfTheTypesItReads() {
        let key = ATSPIKeyEvent(RawKeyEvent(isPress: false, usage: 82, character: nil, modifiers: [.control, .alt], timestamp: 4_000_000_000))
        #expect(key?.dbusValue.signature == "(uiiiisb)")
        #expect(key?.dbusValue == .structure([
            .uint32(1), .int32(0xff52), .int32(111), .int32(12), .int32(Int32(bitPattern: 4_000_000_000)), .string("Up"), .boolean(false),
        ]))
    }
}
