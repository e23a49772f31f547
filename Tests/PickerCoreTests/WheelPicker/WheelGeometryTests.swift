import Foundation
import Testing
@testable import PickerCore

@Suite("Wheel geometry")
struct WheelGeometryTests {
    /// UIKit's intrinsic height with 34 pt rows: radius 108, one row spans 34/108 rad.
    let tall = try! WheelGeometry(rowHeight: 34, viewportHeight: 216)
    /// A compact three-row wheel: radius 60, one row spans 2/3 rad.
    let compact = try! WheelGeometry(rowHeight: 40, viewportHeight: 120)

    @Test func theCentreRowKeepsItsFullSizeAndOpacity() throws {
        let rows = tall.visibleRows(at: ScrollPosition(row: 5, fraction: 0))
        let centre = try #require(rows.first { $0.rowOffset == 0 })
        #expect(centre.angle == 0 && centre.centerOffset == 0)
        #expect(centre.scale == 1 && centre.opacity == 1)
        let halfBand = 108 * sin(17.0 / 108)
        #expect(abs(centre.top + halfBand) < 1e-12 && abs(centre.bottom - halfBand) < 1e-12)
    }

    @Test func rowsLieOnTheFrontHalfOfTheCylinder() {
        let rows = tall.visibleRows(at: ScrollPosition(row: 0, fraction: 0))
        // |d| < pi / (2 * 34/108) + 1/2 = 5.49: rows -5...5, the outermost only as a sliver at the edge.
        #expect(rows.map(\.rowOffset) == Array(-5...5))
        let alpha = 34.0 / 108
        for row in rows {
            let angle = Double(row.rowOffset) * alpha
            #expect(abs(row.angle - angle) < 1e-12)
            #expect(abs(row.scale - max(0, cos(angle))) < 1e-12)
            #expect(abs(row.opacity - (0.15 + 0.85 * max(0, cos(angle)))) < 1e-12)
            #expect(row.top >= -108 && row.bottom <= 108 && row.bottom > row.top)
        }
        // Symmetric, top to bottom, and squashed towards the edges.
        for (a, b) in zip(rows, rows.reversed()) {
            #expect(abs(a.centerOffset + b.centerOffset) < 1e-9)
        }
        for (a, b) in zip(rows, rows.dropFirst()) {
            #expect(a.centerOffset < b.centerOffset)
            #expect(abs(a.bottom - b.top) < 1e-9)  // neighbours meet without gaps or overlaps
        }
        let heights = rows.map(\.height)
        #expect(heights[5] > heights[6] && heights[6] > heights[7] && heights[7] > heights[8])
        #expect(abs(rows[7].centerOffset - 108 * sin(2 * alpha)) < 1e-12)
    }

    @Test func aCompactWheelShowsThreeRowsAndTwoSlivers() throws {
        let rows = compact.visibleRows(at: ScrollPosition(row: 0, fraction: 0))
        #expect(rows.map(\.rowOffset) == [-2, -1, 0, 1, 2])
        let below = try #require(rows.first { $0.rowOffset == 1 })
        #expect(abs(below.centerOffset - 60 * sin(2.0 / 3)) < 1e-12)
        #expect(abs(below.scale - cos(2.0 / 3)) < 1e-12)
        let edge = try #require(rows.last)
        #expect(abs(edge.bottom - 60) < 1e-12)  // cut by the cylinder's edge
    }

    @Test func halfWayBetweenRowsTwoRowsShareTheCentre() throws {
        let rows = compact.visibleRows(at: ScrollPosition(row: 7, fraction: 0.5))
        let above = try #require(rows.first { $0.rowOffset == 0 })
        let below = try #require(rows.first { $0.rowOffset == 1 })
        #expect(abs(above.angle + 1.0 / 3) < 1e-12 && abs(below.angle - 1.0 / 3) < 1e-12)
        #expect(abs(above.bottom) < 1e-12 && abs(below.top) < 1e-12)
    }

    @Test func placementDependsOnlyOnTheFractionNotOnHowFarTheRowIs() {
        for fraction in [0.0, 0.25, 0.5, 0.999] {
            let near = tall.visibleRows(at: ScrollPosition(row: 0, fraction: fraction))
            let far = tall.visibleRows(at: ScrollPosition(row: Int.max - 3, fraction: fraction))
            let negative = tall.visibleRows(at: ScrollPosition(row: Int.min + 3, fraction: fraction))
            #expect(near == far && near == negative)
        }
    }

    @Test func hitTestingFindsTheRowUnderAPoint() {
        for fraction in [0.0, 0.3, 0.5, 0.8] {
            for geometry in [tall, compact] {
                for row in geometry.visibleRows(at: ScrollPosition(row: 0, fraction: fraction)) where row.scale > 0.05 {
                    #expect(geometry.rowOffset(atY: row.centerOffset, fraction: fraction) == row.rowOffset)
                    #expect(geometry.rowOffset(atY: row.top + 0.01, fraction: fraction) == row.rowOffset)
                    #expect(geometry.rowOffset(atY: row.bottom - 0.01, fraction: fraction) == row.rowOffset)
                }
            }
        }
        #expect(tall.rowOffset(atY: 0, fraction: 0) == 0)
        #expect(tall.rowOffset(atY: 108, fraction: 0) == 5)
        #expect(tall.rowOffset(atY: 108.5, fraction: 0) == nil)
        #expect(tall.rowOffset(atY: .nan, fraction: 0) == nil)
    }

    @Test func aZeroHeightViewportShowsNothing() throws {
        var geometry = try WheelGeometry(rowHeight: 34, viewportHeight: 0)
        #expect(geometry.visibleRows(at: ScrollPosition(row: 0, fraction: 0)).isEmpty)
        #expect(geometry.rowOffset(atY: 0, fraction: 0) == nil)
        geometry.viewportHeight = -.infinity
        #expect(geometry.viewportHeight == 0)
        geometry.viewportHeight = 34
        #expect(geometry.visibleRows(at: ScrollPosition(row: 0, fraction: 0)).map(\.rowOffset) == [-1, 0, 1])
    }

    @Test func visibleRowsAreBoundedWhateverTheProportions() throws {
        let geometry = try WheelGeometry(rowHeight: 1, viewportHeight: 1e9)
        #expect(geometry.visibleRows(at: ScrollPosition(row: 0, fraction: 0.5)).count <= WheelGeometry.maximumVisibleRows + 2)
    }

    @Test func aFixedRadiusFlattensTheCylinder() throws {
        let flat = try WheelGeometry(rowHeight: 34, viewportHeight: 216, radius: 1000)
        let rows = flat.visibleRows(at: ScrollPosition(row: 0, fraction: 0))
        // Only the viewport limits what shows: 216 pt hold a little more than 6 rows.
        #expect(rows.first?.rowOffset == -3 && rows.last?.rowOffset == 3)
        #expect(rows.allSatisfy { $0.scale > 0.98 })
    }

    @Test func badConfigurationThrowsWithAMessage() {
        #expect(throws: PickerError.invalidConfiguration(
            "WheelGeometry: rowHeight must be a finite number of points >= 1.0 (got 0.0)")) {
            _ = try WheelGeometry(rowHeight: 0, viewportHeight: 100)
        }
        #expect(throws: PickerError.self) { _ = try WheelGeometry(rowHeight: .infinity, viewportHeight: 100) }
        #expect(throws: PickerError.self) { _ = try WheelGeometry(rowHeight: 30, viewportHeight: 100, radius: -1) }
        #expect(throws: PickerError.self) { _ = try WheelGeometry(rowHeight: 30, viewportHeight: 100, edgeOpacity: 2) }
    }
}
