import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// What the form draws while it moves: rows on whole points, and only the rows that move redrawn.
@Suite("Form table: drawing while it moves")
struct FormTableDrawingTests {
    @Test func rowsMoveOnWholePoints() throws {
        let h = try SamplePerson.harness(height: 300)
        h.tapRow(PersonField.started, at: 0, settle: 0.12)
        h.drag(x: 100, from: 250, to: 190, at: 0.2, duration: 0.08)
        for frame in 15...40 {
            h.root.tick(now: Double(frame) / 60)
            for child in h.table.children {
                #expect(child.frame.minY == child.frame.minY.rounded() && child.frame.maxY == child.frame.maxY.rounded(), "\(child.id) \(child.frame)")
            }
            #expect(h.table.cardFrame.height == h.table.cardFrame.height.rounded())
        }
    }

    @Test func anOpeningPickerDamagesTheRowsThatMoveAndNotTheTopOfTheTable() throws {
        let h = try SamplePerson.harness(height: 560)
        let point = h.rowCenter(PersonField.started)
        h.send(.pointerDown(PointerEvent(pointer: .mouse, location: point, time: 1)))
        h.send(.pointerUp(PointerEvent(pointer: .mouse, location: point, time: 1.05)))
        _ = h.draw()
        let name = h.table.rows[PersonField.name].frame
        var frames = 0, stillFrames = 0
        for frame in 64...120 {
            let before = h.table.rows.map(\.frame)
            h.root.tick(now: Double(frame) / 60)
            guard h.table.isAnimating else { break }
            guard let damage = h.root.damage.bounds else {
                // Near the end the row may stay on the same whole point and the same 1/255 of opacity for a
                // frame: then nothing changed at all.
                #expect(before == h.table.rows.map(\.frame), "frame \(frame): rows moved, nothing damaged")
                _ = h.draw()
                continue
            }
            // Not the whole table: the top of the first row (which never moves) is not redrawn. (In the first
            // frames the picker, full height and centred on its short row, reaches up into the rows above.)
            #expect(damage.minY > name.minY + name.height / 4, "frame \(frame): \(damage)")
            // Every row that moved is redrawn where it was and where it is.
            for (old, row) in zip(before, h.table.rows) where old != row.frame {
                #expect(damage.contains(old.union(row.frame)), "frame \(frame): \(row.id) \(old) -> \(row.frame), damage \(damage)")
            }
            if before == h.table.rows.map(\.frame) {
                // The rows below stand still (the last whole point reached): only the picker row is redrawn.
                let picker = try #require(h.table.pickerRows[PersonField.started]).frame
                #expect(damage.maxY <= picker.maxY + 8, "frame \(frame): \(damage)")
                stillFrames += 1
            }
            _ = h.draw()
            frames += 1
        }
        #expect(frames > 10)
        #expect(stillFrames > 0)
    }
}
