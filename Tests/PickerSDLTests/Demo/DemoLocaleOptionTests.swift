import PickerDemoKit
import Testing

/// `--locale` takes Foundation's identifiers and their language_region forms, and refuses unknown ones.
@Suite struct DemoLocaleOption {
    @Test(arguments: ["en_US", "nl_NL", "he_IL", "ar_EG", "fa_IR", "ur_PK", "ur", "ja_JP", "zh_TW", "th_TH", "hi_IN", "ko_KR"])
    func knownLocalesAreAccepted(_ identifier: String) throws {
        _ = try DemoOptions.parse(["--locale", identifier])
    }

    @Test(arguments: ["xx_YY", "nonsense", "ur_XX", ""])
    func unknownLocalesAreRefused(_ identifier: String) {
        #expect(throws: (any Error).self) { try DemoOptions.parse(["--locale", identifier]) }
    }
}
