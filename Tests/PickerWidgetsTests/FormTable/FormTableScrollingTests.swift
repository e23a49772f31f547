import PickerCore
import PickerTestSupport
import Testing
@testable import PickerWidgets

/// Rows that only slide are moved by copying their pixels (`Widget.scrollRect(_:by:)`), not marked whole.
@Suite("Form table: sliding rows are copied")
struct FormTableScrollingTests {
    @Test func aFlingMovesTheRowsAndMarksLessThanHalfTheCard() throws {
        let h = try SamplePerson.harness(height: 300)
        h.tapRow(PersonField.started, at: 0, settle: 2)
        _ = h.draw()
        // On the rows above the picker (which the opening scrolled into view): a fling down.
        #expect(h.table.rows[PersonField.started].frame.maxY > 80)
        h.drag(x: 100, from: 70, to: 190, at: 3, duration: 0.08)
        _ = h.draw()
        var moving = 0
        for frame in 187...300 {
            let before = h.table.children.map(\.frame.minY)
            h.root.tick(now: Double(frame) / 60)
            let after = h.table.children.map(\.frame.minY)
            let damage = h.root.damage
            _ = h.draw()
            let dy = after[0] - before[0]
            guard dy != 0 else {
                #expect(damage.moves.isEmpty, "frame \(frame)")
                continue
            }
            // Every row slid by the same whole points: one move, of the card's straight middle, by that much.
            #expect(zip(before, after).allSatisfy { $1 - $0 == dy }, "frame \(frame)")
            let card = h.table.cardFrame
            let move = try #require(damage.moves.first, "frame \(frame)")
            #expect(damage.moves.count == 1)
            #expect(move.delta == Point(x: 0, y: dy))
            #expect(card.contains(move.rect) && move.rect.width == card.width, "frame \(frame): \(move.rect) in \(card)")
            let marked = try #require(damage.area)
            #expect(marked < card.width * card.height / 2, "frame \(frame): \(damage.rects)")
            moving += 1
        }
        #expect(moving > 10)
    }

    @Test func theRowsBelowAnOpeningPickerAreMovedAndTheRowsAboveStayAsDrawn() throws {
        let h = try SamplePerson.harness(height: 560)
        let point = h.rowCenter(PersonField.started)
        h.send(.pointerDown(PointerEvent(pointer: .mouse, location: point, time: 1)))
        h.send(.pointerUp(PointerEvent(pointer: .mouse, location: point, time: 1.05)))
        _ = h.draw()
        let started = h.table.rows[PersonField.started].frame
        var moves = 0
        for frame in 64...120 {
            let ended = h.table.rows[PersonField.ended].frame
            h.root.tick(now: Double(frame) / 60)
            guard h.table.isAnimating else { break }
            let damage = h.root.damage
            _ = h.draw()
            let dy = h.table.rows[PersonField.ended].frame.minY - ended.minY
            guard dy != 0, let move = damage.moves.first else { continue }
            #expect(move.delta == Point(x: 0, y: dy), "frame \(frame)")
            // Below the picker row: the rows from the ended-work row down.
            #expect(move.rect.minY > ended.minY && move.rect.maxY < h.table.cardFrame.maxY, "frame \(frame): \(move.rect)")
            // Nothing above the picker is marked.
            #expect(damage.rects.allSatisfy { $0.minY >= started.maxY - 8 }, "frame \(frame): \(damage.rects)")
            moves += 1
        }
        #expect(moves > 5)
    }

    /// A drag of the rows marks what it moved and no more: not the whole table per pointer move.
    @Test func aDragOfTheRowsMarksLessThanTheTable() throws {
        let h = try SamplePerson.harness(height: 300)
        h.tapRow(PersonField.started, at: 0, settle: 2)
        _ = h.draw()
        h.down(100, 70, at: 3)
        _ = h.draw()
        h.move(100, 80, at: 3.02)
        let damage = h.root.damage
        #expect(damage.moves.count == 1)
        let marked = try #require(damage.area)
        #expect(marked < h.table.frame.width * h.table.frame.height / 2, "\(damage.rects)")
    }
}
