import Testing
@testable import PickerCore

@Suite struct ColorContrastTests {
    @Test func blackOnWhiteIsTwentyOneToOne() {
        #expect(abs(Color.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(abs(Color.white.contrastRatio(with: .black) - 21) < 1e-9)
    }

    @Test func aColourAgainstItselfIsOneToOne() {
        let grey = Color(hex: 0x8E8E93)
        #expect(grey.contrastRatio(with: grey) == 1)
        #expect(Color.white.contrastRatio(with: .white) == 1)
    }

    @Test func luminanceOfMidGreysMatchesTheFormula() {
        // 0x77 = 119: 119/255 = 0.46667; ((0.46667 + 0.055) / 1.055)^2.4 = 0.18447.
        #expect(abs(Color(hex: 0x777777).relativeLuminance - 0.18447) < 1e-5)
        // 0x33 = 51: 0.2; ((0.2 + 0.055) / 1.055)^2.4 = 0.03310.
        #expect(abs(Color(hex: 0x333333).relativeLuminance - 0.03310) < 1e-5)
        // Below the knee the curve is linear: 0x0A = 10: 10/255/12.92 = 0.0030353.
        #expect(abs(Color(hex: 0x0A0A0A).relativeLuminance - 0.0030353) < 1e-6)
    }

    @Test func aMidGreyPairByHand() {
        // (0.18447 + 0.05) / (0.03310 + 0.05) = 2.8215; and against white (1.05 / 0.23447) 4.4781,
        // the grey that just misses 4.5:1 on white.
        let ratio = Color(hex: 0x777777).contrastRatio(with: Color(hex: 0x333333))
        #expect(abs(ratio - 2.8215) < 1e-3)
        #expect(abs(Color(hex: 0x777777).contrastRatio(with: .white) - 4.4781) < 1e-3)
    }

    @Test func theRatioIsSymmetric() {
        let a = Color(hex: 0x2F61DB), b = Color(hex: 0xF2F2F7)
        #expect(a.contrastRatio(with: b) == b.contrastRatio(with: a))
    }

    @Test func compositingBlendsStraightAlphaOverAnOpaqueBackground() {
        let half = Color(red: 0, green: 0, blue: 0, alpha: 0.5).composited(over: .white)
        #expect(half == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(Color.clear.composited(over: .white) == .white)
        #expect(Color(hex: 0x2F61DB).composited(over: .black) == Color(hex: 0x2F61DB))
    }

    @Test func aTranslucentColourIsMeasuredAsDrawnOnTheOther() {
        let veil = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let drawn = veil.composited(over: .white)
        #expect(veil.contrastRatio(with: .white) == drawn.contrastRatio(with: .white))
        #expect(Color.clear.contrastRatio(with: .white) == 1)
    }
}
