import PickerDemoKit
import PickerKit
import Testing
@testable import PickerWidgets

extension SDLTests.ScreenshotContrastTests {
    /// The on-screen keyboard (issue 34) over the form, typing into the name row with shift on and another
    /// key highlighted, measured on its drawn pixels: every key's title against its key, the highlighted one
    /// and the tinted shift key included (4.5:1 as text; 7:1 in the high-contrast themes), and the
    /// highlighted key's ring against the keyboard around it and the shift key while on against a key that
    /// is not (3:1; 4.5:1).
    @Test(arguments: themes)
    func theOnScreenKeyboardsKeysMeetTheirRatios(theme: ThemeName) throws {
        let page = try Page(.form, theme: theme)
        let isHighContrast = theme == .highContrastLight || theme == .highContrastDark
        let textRatio = isHighContrast ? 7.0 : 4.5, markRatio = isHighContrast ? 4.5 : 3.0
        let t = theme.theme
        // The first confirm focuses the form's first field (the name row's), the second shows the keyboard.
        let pad = ControllerID(1)
        #expect(page.scene.page.handle(.confirm, controller: pad, time: 0.1))
        #expect(page.scene.page.handle(.confirm, controller: pad, time: 0.2))
        let keyboard = try #require(page.scene.page.onScreenKeyboard)
        let shift = try #require(keyboard.keyFrames().first { $0.key.kind == .shift })
        keyboard.model.highlight(shift.position)
        #expect(!keyboard.pressHighlightedKey(time: 0.3))
        let letter = try #require(keyboard.keyFrames().first { $0.key.kind == .character("q") })
        keyboard.model.highlight(letter.position)
        let shot = try page.shot()

        var faults: [Shortfall] = []
        for (position, key, frame) in keyboard.keyFrames() {
            let inner = frame.insetBy(dx: 2, dy: 2)
            let ratio = shot.strongest(in: inner, against: shot.commonest(in: inner))
            if ratio < textRatio { faults.append(Shortfall(what: "key \(position) \(key.kind)", ratio: ratio, needed: textRatio)) }
        }
        // The ring stands a gap outside the highlighted key; what is around it is the keyboard's card.
        let outset = t.focusRingGap / 2 + t.focusRingWidth / 2
        let ringFrame = letter.frame.insetBy(dx: -outset, dy: -outset)
        let ring = Rect(x: ringFrame.midX - 4, y: ringFrame.minY - t.focusRingWidth / 2, width: 8, height: t.focusRingWidth)
        let card = shot.color(at: Point(x: ringFrame.midX, y: ringFrame.minY - t.focusRingWidth - 1.5))
        let ringRatio = shot.strongest(in: ring, against: card)
        if ringRatio < markRatio { faults.append(Shortfall(what: "highlighted key's ring", ratio: ringRatio, needed: markRatio)) }
        let other = try #require(keyboard.keyFrames().first { $0.key.kind == .character("w") })
        let shiftOn = shot.color(at: Point(x: shift.frame.minX + 3, y: shift.frame.midY))
        let shiftRatio = shiftOn.contrastRatio(with: shot.color(at: Point(x: other.frame.minX + 3, y: other.frame.midY)))
        if shiftRatio < markRatio { faults.append(Shortfall(what: "shift on against a key", ratio: shiftRatio, needed: markRatio)) }
        #expect(faults.isEmpty, "\(theme): \(faults)")
    }
}
