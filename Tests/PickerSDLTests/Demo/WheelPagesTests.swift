import Foundation
import PickerCore
import PickerDemoKit
import PickerInspection
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// The `wheel` (NosePicker) and `odometer` pages driven through their scene as the host drives them, with
/// no SDL: the order line and the reading follow every change, the odometer's random readings repeat for
/// the same day and take the short way round.
@Suite("Wheel and odometer pages")
struct WheelPagesTests {
    /// A demo scene at 800 x 600 fed with timed events and 60 fps ticks.
    final class Driver {
        let scene: DemoScene
        var now = 0.0
        var changes: [ValueChange] = []

        init(_ page: PageName, today: DateComponents = DateComponents(year: 2026, month: 11, day: 21)) throws {
            scene = try DemoScene(page: page, options: PageOptions(today: today), textMeasurer: FixedAdvanceTextMeasurer())
            scene.layout(size: Size(width: 800, height: 600))
            scene.onValueChanged = { [unowned self] in self.changes.append(ValueChange($0)) }
        }

        func send(_ event: InputEvent) {
            now = max(now, event.time)
            scene.handle(event)
        }
        func pointer(_ make: (PointerEvent) -> InputEvent, _ x: Double, _ y: Double, at t: Double) {
            send(make(PointerEvent(pointer: .mouse, location: Point(x: x, y: y), time: t)))
        }
        func key(_ key: Key, at t: Double) {
            send(.key(KeyEvent(key: key, time: t)))
        }
        /// Presses at (x, y0), moves to y1 over 0.5 s, holds 0.3 s (no fling) and releases.
        func slowDrag(x: Double, from y0: Double, to y1: Double, at t: Double) {
            pointer(InputEvent.pointerDown, x, y0, at: t)
            for i in 1...10 {
                pointer(InputEvent.pointerMoved, x, y0 + (y1 - y0) * Double(i) / 10, at: t + 0.05 * Double(i))
            }
            pointer(InputEvent.pointerUp, x, y1, at: t + 0.8)
        }
        func click(_ x: Double, _ y: Double, at t: Double) {
            pointer(InputEvent.pointerDown, x, y, at: t)
            pointer(InputEvent.pointerUp, x, y, at: t + 0.05)
        }
        /// Ticks at 60 fps until `end`, calling `each` after every tick.
        func run(until end: Double, each: () -> Void = {}) {
            var frame = (now * 60).rounded(.up)
            while frame / 60 <= end {
                scene.tick(now: frame / 60)
                each()
                frame += 1
            }
            now = end
        }
        func frame(of id: String) throws -> Rect {
            try #require(scene.page.layoutNode().node(withID: id)).frame
        }
    }

    // MARK: - wheel (NosePicker)

    @Test func theNosePickerStartsOnAMediumAquilineNose() throws {
        let driver = try Driver(.wheel)
        let page = try #require(driver.scene.page as? WheelPage)
        #expect(page.order.text == "One Medium, Aquiline schnoz: Coming right up!")
        #expect(page.picker.selectedRow(inComponent: 0) == 1 && page.picker.selectedRow(inComponent: 1) == 1)
        #expect(page.picker.numberOfRows(inComponent: 0) == 7 && page.picker.numberOfRows(inComponent: 1) == 4)
        #expect((0..<7).map { page.picker.title(forRow: $0, inComponent: 0) } == NoseMenu.shapes)
        #expect((0..<4).map { page.picker.title(forRow: $0, inComponent: 1) } == ["Small", "Medium", "Large", "Super-Size"])
        // Centred across the window at UIKit's intrinsic size, under the title with the order line above it
        // (not centred down the window: no empty band under the title).
        let picker = try driver.frame(of: "nose")
        #expect(picker == Rect(x: 240, y: 132, width: 320, height: 216))
        #expect(try driver.frame(of: "order").maxY <= picker.minY)
        #expect(try driver.frame(of: "nose.shape").maxX <= (try driver.frame(of: "nose.size")).minX)
    }

    @Test func everySettledChangeRewritesTheOrderOnce() throws {
        let driver = try Driver(.wheel)
        let page = try #require(driver.scene.page as? WheelPage)
        let size = try driver.frame(of: "nose.size")
        // Two rows up the size wheel (34 pt rows): Medium -> Super-Size. Nothing changes while it is held.
        driver.pointer(InputEvent.pointerDown, size.midX, size.midY, at: 0)
        driver.pointer(InputEvent.pointerMoved, size.midX, size.midY - 40, at: 0.2)
        driver.pointer(InputEvent.pointerMoved, size.midX, size.midY - 68, at: 0.4)
        driver.run(until: 0.7)
        #expect(page.order.text == "One Medium, Aquiline schnoz: Coming right up!")
        #expect(driver.changes.isEmpty)
        driver.pointer(InputEvent.pointerUp, size.midX, size.midY - 68, at: 0.8)
        driver.run(until: 2)
        #expect(page.order.text == "One Super-Size, Aquiline schnoz: Coming right up!")
        #expect(driver.changes.count == 1)
        #expect(driver.changes.first?.widget == "nose" && driver.changes.first?.kind == "WheelPicker")
        #expect(driver.changes.first?["component"] == .int(1) && driver.changes.first?["row"] == .int(3))
        #expect(driver.changes.first?["value"] == .string("Super-Size"))

        // A click on the row above the centre of the shape wheel brings Straight to the middle.
        let shape = try driver.frame(of: "nose.shape")
        driver.click(shape.midX, shape.midY - 34, at: 3)
        driver.run(until: 5)
        #expect(page.order.text == "One Super-Size, Straight schnoz: Coming right up!")
        // Down on the focused shape wheel, twice: Retrousse.
        driver.key(.down, at: 6)
        driver.key(.down, at: 6.05)
        driver.run(until: 8)
        #expect(page.order.text == "One Super-Size, Retrousse schnoz: Coming right up!")
        #expect(driver.changes.map { $0["value"] } == [.string("Super-Size"), .string("Straight"), .string("Retrousse")])
        #expect(driver.scene.page.layoutNode().node(withID: "order")?.value == .string(page.order.text))
    }

    @Test func aDragThatReturnsLeavesTheOrderAlone() throws {
        let driver = try Driver(.wheel)
        let page = try #require(driver.scene.page as? WheelPage)
        let size = try driver.frame(of: "nose.size")
        driver.slowDrag(x: size.midX, from: size.midY, to: size.midY - 10, at: 0)
        driver.run(until: 2)
        #expect(driver.changes.isEmpty)
        #expect(page.order.text == "One Medium, Aquiline schnoz: Coming right up!")
    }

    // MARK: - odometer

    @Test func theOdometerShowsSixCyclicDigitWheels() throws {
        let driver = try Driver(.odometer)
        let page = try #require(driver.scene.page as? OdometerPage)
        #expect(page.reading.text == "Reading: 004217")
        #expect(page.odometer.numberOfComponents == 6)
        for component in 0..<6 {
            #expect(page.odometer.isComponentCyclic(component))
            #expect(page.odometer.numberOfRows(inComponent: component) == 10)
            #expect(try driver.frame(of: "odometer.d\(component)").width > 30)
        }
        #expect(OdometerPage.digits(of: 4217) == [0, 0, 4, 2, 1, 7])
        #expect(OdometerPage.digits(of: 999_999) == [9, 9, 9, 9, 9, 9])
    }

    /// R spins every wheel to a random reading, each the short way round (never more than five rows), with
    /// no change events (it is programmatic, as `selectRow` is); the reading follows the wheels as they stop.
    @Test func rSpinsToARandomReadingTheShortWayRound() throws {
        let driver = try Driver(.odometer)
        let page = try #require(driver.scene.page as? OdometerPage)
        let models = page.odometer.components.map(\.model)
        for round in 0..<5 {
            let start = models.map { Double($0.position.row) + $0.position.fraction }
            let before = page.value
            let time = 1 + Double(round) * 3
            driver.key(.character("r"), at: time)
            var travel = [Double](repeating: 0, count: 6)
            // The unwrapped position is rebased into 0..<10 when a wheel comes to rest: measure while it moves.
            driver.run(until: time + 2.9) {
                for (i, model) in models.enumerated() where model.isAnimating {
                    let position = Double(model.position.row) + model.position.fraction
                    travel[i] = max(travel[i], abs(position - start[i]))
                }
            }
            let after = page.value
            #expect(page.reading.text == "Reading: " + OdometerPage.digits(of: after).map(String.init).joined())
            for (i, (from, to)) in zip(OdometerPage.digits(of: before), OdometerPage.digits(of: after)).enumerated() {
                let forward = (to - from + 10) % 10
                let shortest = Double(min(forward, 10 - forward))
                #expect(abs(travel[i] - shortest) < 0.05, "wheel \(i): \(from) -> \(to) travelled \(travel[i]) rows")
            }
            #expect(!models.contains { $0.isAnimating })
        }
        #expect(driver.changes.isEmpty, "programmatic spins are not reported: \(driver.changes)")
    }

    @Test func theReadingChangesOnlyAsTheWheelsComeToRest() throws {
        let driver = try Driver(.odometer)
        let page = try #require(driver.scene.page as? OdometerPage)
        driver.key(.character("r"), at: 0)
        driver.run(until: 0.05)
        #expect(page.reading.text == "Reading: 004217")
        driver.run(until: 3)
        #expect(page.reading.text != "Reading: 004217")
    }

    /// The same "today" gives the same readings run after run; another day another sequence.
    @Test func randomReadingsRepeatForTheSameDay() throws {
        func readings(_ today: DateComponents) throws -> [Int] {
            let driver = try Driver(.odometer, today: today)
            let page = try #require(driver.scene.page as? OdometerPage)
            return (0..<6).map { _ in page.spinToRandomReading() }
        }
        let day = DateComponents(year: 2026, month: 11, day: 21)
        let first = try readings(day)
        #expect(first == (try readings(day)))
        #expect(first != (try readings(DateComponents(year: 2026, month: 11, day: 22))))
        #expect(first.allSatisfy { (0..<1_000_000).contains($0) })
        #expect(Set(first).count == first.count)
        var random = SplitMix64(seed: 1)
        var again = SplitMix64(seed: 1)
        #expect((0..<100).map { _ in random.next() } == (0..<100).map { _ in again.next() })
    }

    @Test func theButtonAndTabEnterSpinTheWheelsToo() throws {
        let driver = try Driver(.odometer)
        let page = try #require(driver.scene.page as? OdometerPage)
        let button = try driver.frame(of: "random")
        driver.click(button.midX, button.midY, at: 0)
        driver.run(until: 3)
        let afterClick = page.value
        #expect(afterClick != 4217)
        // Tab: past the toolbar's switches (after the page's widgets in Tab order), into the wheels (six
        // components), then the button; Enter presses it.
        let toolbarStops = driver.scene.toolbar?.children.count ?? 0
        #expect(toolbarStops == 6, "back, theme, locale, scale, motion, text size")
        for i in 0..<(7 + toolbarStops) { driver.key(.tab, at: 4 + 0.01 * Double(i)) }
        #expect(driver.scene.page.focusedWidget === page.randomButton)
        driver.key(.enter, at: 4.2)
        driver.run(until: 7)
        #expect(page.value != afterClick)
        // Replaying the same presses on a fresh page gives the same readings.
        let replay = try #require(try Driver(.odometer).scene.page as? OdometerPage)
        #expect(replay.spinToRandomReading() == afterClick)
        #expect(replay.spinToRandomReading() == page.value)
    }

    /// Dragging the last digit four rows up from 7 wraps through 9 and 0 to 1, with one event.
    @Test func aDigitWheelWrapsWithOneEvent() throws {
        let driver = try Driver(.odometer)
        let page = try #require(driver.scene.page as? OdometerPage)
        let last = try driver.frame(of: "odometer.d5")
        driver.slowDrag(x: last.midX, from: last.midY + 40, to: last.midY + 40 - 4 * 34, at: 0)
        driver.run(until: 2)
        #expect(page.reading.text == "Reading: 004211")
        #expect(driver.changes.count == 1)
        #expect(driver.changes.first?.widget == "odometer")
        #expect(driver.changes.first?["component"] == .int(5) && driver.changes.first?["row"] == .int(1))
        #expect(driver.changes.first?["value"] == .string("1"))
    }

    /// Every page's `--dump-layout` text is JSON a parser reads (fractional frames included).
    @Test(arguments: PageName.allCases)
    func everyLayoutDumpParses(page: PageName) throws {
        let driver = try Driver(page)
        let text = driver.scene.layoutJSON()
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["kind"] as? String == "Page")
    }
}
