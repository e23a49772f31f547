import Foundation
import PickerInspection
import PickerCore
import PickerWidgets

/// The `odometer` page: six cyclic digit wheels 0-9 that wrap forever through modular rows (no long
/// list of repeated rows to re-centre in), the reading they show, and a button (or the R key)
/// that turns every wheel to a random reading, each the short way round.
///
/// The random readings come from a ``SplitMix64`` seeded with the page's "today", so with `--today`
/// fixed the same presses give the same readings in every run (reproducible screenshots and tests).
public final class OdometerPage: ScrollingPage {
    /// How many digit wheels the odometer has.
    public static let digitCount = 6

    public let odometer: WheelPicker
    /// "Reading: 004217", the digits the wheels rest on.
    public let reading: Label
    /// Turns the wheels to a random reading.
    public let randomButton: Button
    /// Where random readings come from; replace it to choose another sequence.
    public var random: SplitMix64
    private let title: Label
    private let hint: Paragraph

    /// The reading the page starts on.
    public static let initialReading = 4217

    public init(options: PageOptions, textMeasurer: TextMeasurer) throws {
        let digits = (0...9).map(String.init)
        odometer = try WheelPicker(
            id: "odometer", titles: Array(repeating: digits, count: Self.digitCount),
            cyclicComponents: Set(0..<Self.digitCount), componentIdentifiers: (0..<Self.digitCount).map { "d\($0)" })
        // The wheels are the digits of one number, most significant on the left in every language, so the
        // odometer never mirrors (UIKit's semanticContentAttribute = .forceLeftToRight).
        odometer.layoutDirection = .leftToRight
        odometer.accessibilityLabel = "Odometer"
        for digit in 0..<Self.digitCount { odometer.componentAccessibilityLabels[digit] = "Digit \(digit + 1)" }
        random = SplitMix64(seed: Self.seed(for: options.today))
        reading = Label(id: "reading", alignment: .center)
        randomButton = Button(id: "random", title: "Random reading")
        title = Label(id: "title", text: "Odometer")
        hint = Paragraph(id: "hint", variants: Self.hints, alignment: .center)
        super.init(id: "odometerpage", textMeasurer: textMeasurer, theme: options.theme)
        title.font = options.theme.titleFont
        accessibilityLabelWidget = title
        reading.font = options.theme.bodyFont
        hint.color = options.theme.secondaryText
        for widget in [title, reading, odometer, randomButton, hint] as [Widget] {
            addChild(widget)
        }
        try show(Self.initialReading, animated: false)
        randomButton.action = { [weak self] _ in self?.spinToRandomReading() }
    }

    public override var kind: String { "Page" }

    /// The hint under the button, longest first (a narrow window shows a shorter one).
    static let hints = [
        "Every wheel wraps round forever. R or the button: a random reading, the short way round.",
        "Every wheel wraps round forever. R: a random reading.",
    ]

    override func layoutPage() {
        let margin = 32.0
        let contentWidth = min(max(0, frame.width - 2 * margin), scaled(600))
        let left = (frame.width - contentWidth) / 2
        title.frame = Rect(x: left, y: topMargin, width: contentWidth, height: scaled(28))
        let wheelWidth = min(Double(Self.digitCount) * scaled(48), contentWidth)
        let wheelHeight = WheelPicker.defaultIntrinsicContentSize.height
        // Under the title, as on the wheel page: no empty band on a tall window.
        let top = topMargin + scaled(28) + 20
        reading.frame = Rect(x: left, y: top, width: contentWidth, height: scaled(28))
        odometer.frame = Rect(x: (frame.width - wheelWidth) / 2, y: top + scaled(28) + 24, width: wheelWidth, height: wheelHeight)
        let buttonWidth = min(scaled(200), contentWidth)
        randomButton.frame = Rect(x: (frame.width - buttonWidth) / 2, y: odometer.frame.maxY + 28, width: buttonWidth, height: scaled(44))
        hint.frame = Rect(x: left, y: randomButton.frame.maxY + 20, width: contentWidth, height: hint.height(forWidth: contentWidth))
        mirrorChildFramesIfRightToLeft()
    }

    public override func drawContent(in canvas: Canvas, theme: Theme) {
        drawCard(behind: odometer.frame, in: canvas, theme: theme)
    }

    // MARK: - Reading

    /// The number the wheels rest on (each wheel's last settled row, most significant first).
    public var value: Int {
        (0..<Self.digitCount).reduce(0) { $0 * 10 + (odometer.selectedRow(inComponent: $1) ?? 0) }
    }

    /// "Reading: 004217".
    public var readingText: String { "Reading: " + Self.digits(of: value).map(String.init).joined() }

    /// The six digits of `number` (mod 10^6), most significant first.
    public static func digits(of number: Int) -> [Int] {
        var rest = number
        return (0..<digitCount).map { _ in
            defer { rest /= 10 }
            return ((rest % 10) + 10) % 10
        }.reversed()
    }

    /// Turns every wheel to the digits of `number`, animated (each the short way round) or at once.
    /// Programmatic, as UIKit's `selectRow` is: no `didSelectRow` events; the reading follows the
    /// wheels as they come to rest.
    public func show(_ number: Int, animated: Bool) throws {
        for (component, digit) in Self.digits(of: number).enumerated() {
            try odometer.selectRow(digit, inComponent: component, animated: animated)
        }
        updateReading()
    }

    /// Draws the next random reading and turns the wheels to it. Returns the reading.
    @discardableResult
    public func spinToRandomReading() -> Int {
        let number = Int(random.next() % 1_000_000)
        try? show(number, animated: true)
        return number
    }

    public override func key(_ event: KeyEvent) -> Bool {
        guard event.key == .character("r"), event.modifiers.isEmpty, !event.isRepeat else { return false }
        spinToRandomReading()
        return true
    }

    public override func tick(now: Double) {
        super.tick(now: now)
        updateReading()
    }

    public override func valueDidChange(_ change: WidgetValueChange) {
        updateReading()
    }

    private func updateReading() {
        reading.text = readingText
    }

    /// The generator seed for a page whose "today" is `today`: the same day, the same random readings.
    static func seed(for today: DateComponents) -> UInt64 {
        let day = (today.year ?? 0) * 10_000 + (today.month ?? 0) * 100 + (today.day ?? 0)
        return 0x6F64_6F6D_6574_6572 ^ UInt64(bitPattern: Int64(day))
    }
}
