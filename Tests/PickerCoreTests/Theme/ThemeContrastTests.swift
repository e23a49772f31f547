import Testing
@testable import PickerCore

/// WCAG 2.2 contrast of every pair the widgets draw, for every built-in theme (issue 35).
@Suite struct ThemeContrastTests {
    /// A built-in theme, its name and whether it is one of the high-contrast ones.
    struct BuiltIn: CustomStringConvertible, Sendable {
        var name: String
        var theme: Theme
        var isHighContrast: Bool
        var description: String { name }
    }

    static let themes = [
        BuiltIn(name: "light", theme: .light, isHighContrast: false),
        BuiltIn(name: "dark", theme: .dark, isHighContrast: false),
        BuiltIn(name: "highContrastLight", theme: .highContrastLight, isHighContrast: true),
        BuiltIn(name: "highContrastDark", theme: .highContrastDark, isHighContrast: true),
    ]

    /// The pairs of `light` and `dark` that fall short, with their ratios to two places: none since both
    /// themes were recoloured for issue 35. A listed ratio that changes, or a pair that falls short unlisted,
    /// fails; the list may only shrink.
    static let knownShortfalls: [String: [String: Double]] = [:]

    /// The least ratio WCAG 2.2 asks of `kind`: AA (4.5:1 text, 3:1 marks), or AAA-level text (7:1) and
    /// 4.5:1 marks for a high-contrast theme.
    static func required(_ kind: ContrastPair.Kind, highContrast: Bool) -> Double {
        switch kind {
        case .text: highContrast ? 7 : 4.5
        case .indicator: highContrast ? 4.5 : 3
        }
    }

    @Test(arguments: themes) func everyPairMeetsItsRatioOrIsAKnownShortfall(_ builtIn: BuiltIn) {
        let known = Self.knownShortfalls[builtIn.name] ?? [:]
        for pair in ContrastPair.all(in: builtIn.theme) {
            let needed = Self.required(pair.kind, highContrast: builtIn.isHighContrast)
            let ratio = pair.ratio
            if let listed = known[pair.name] {
                #expect(
                    abs(ratio - listed) < 0.005,
                    "\(builtIn): \(pair.kind) pair \"\(pair.name)\" is listed at \(listed):1 but is \(Self.format(ratio)):1")
                #expect(
                    ratio < needed,
                    "\(builtIn): \(pair.kind) pair \"\(pair.name)\" now meets \(needed):1 (\(Self.format(ratio)):1); drop it from knownShortfalls")
            } else {
                #expect(
                    ratio >= needed,
                    "\(builtIn): \(pair.kind) pair \"\(pair.name)\" is \(Self.format(ratio)):1, below \(needed):1")
            }
        }
    }

    /// WCAG 2.4.11 and 2.4.13: the focus ring is at least 2 points wide, in every built-in theme.
    @Test(arguments: themes) func theFocusRingIsAtLeastTwoPointsWide(_ builtIn: BuiltIn) {
        #expect(builtIn.theme.focusRingWidth >= 2, "\(builtIn): a \(builtIn.theme.focusRingWidth)-point focus ring")
    }

    @Test func everyKnownShortfallNamesAPairOfItsTheme() {
        for builtIn in Self.themes {
            let names = Set(ContrastPair.all(in: builtIn.theme).map(\.name))
            for name in (Self.knownShortfalls[builtIn.name] ?? [:]).keys {
                #expect(names.contains(name), "\(builtIn): knownShortfalls names no pair \"\(name)\"")
            }
        }
        #expect(Set(Self.knownShortfalls.keys).isSubset(of: ["light", "dark"]), "a high-contrast theme has no shortfalls to list")
    }

    @Test func pairNamesAreUniqueWithinATheme() {
        for builtIn in Self.themes {
            let names = ContrastPair.all(in: builtIn.theme).map(\.name)
            #expect(Set(names).count == names.count, "\(builtIn): two pairs share a name")
        }
    }

    @Test func highContrastThemesKeepTheShapesOfLightAndDark() {
        // Only colours (and the outside-month opacity, the edges) differ: metrics and fonts are the same.
        for (plain, high) in [(Theme.light, Theme.highContrastLight), (Theme.dark, Theme.highContrastDark)] {
            #expect(high.fieldCornerRadius == plain.fieldCornerRadius)
            #expect(high.fieldBorderWidth == plain.fieldBorderWidth)
            #expect(high.bodyFont == plain.bodyFont && high.wheelFont == plain.wheelFont)
            #expect(high.wheelRowHeight == plain.wheelRowHeight)
        }
    }

    static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
