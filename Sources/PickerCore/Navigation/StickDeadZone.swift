import Foundation

/// One axis of an analog stick.
public enum StickAxis: Hashable, Sendable {
    /// Negative values point left.
    case horizontal
    /// Negative values point up, as SDL reports them.
    case vertical
}

/// A direction pressed or released, as a stick's dead zone reports it.
public enum DirectionEvent: Hashable, Sendable {
    case press(NavigationDirection)
    case release(NavigationDirection)
}

/// Turns one analog stick's axis values into direction presses and releases, with a dead zone and
/// hysteresis: an axis presses its direction once it is pushed past ``engageThreshold`` and releases it
/// only when it falls back below ``releaseThreshold``, so jitter around either threshold does nothing.
/// Each axis presses on its own; a diagonal push holds two directions.
public struct StickDeadZone: Hashable, Sendable {
    /// The deflection (0...1) at which an axis presses its direction.
    public var engageThreshold: Double
    /// The deflection (0...1) below which a pressed axis releases; at most ``engageThreshold``.
    public var releaseThreshold: Double
    private var horizontal: NavigationDirection?
    private var vertical: NavigationDirection?

    public init(engageThreshold: Double = 0.5, releaseThreshold: Double = 0.3) {
        self.engageThreshold = engageThreshold
        self.releaseThreshold = min(releaseThreshold, engageThreshold)
    }

    /// The directions held now.
    public var heldDirections: [NavigationDirection] { [horizontal, vertical].compactMap { $0 } }

    /// The deflection -1...1 of an axis value as SDL reports it (-32768...32767).
    public static func deflection(ofAxisValue value: Int) -> Double {
        max(-1, min(1, Double(value) / 32767))
    }

    /// Feeds one axis value as SDL reports it (-32768...32767).
    /// - Returns: the releases and presses it causes, releases first (none while it stays on one side of
    ///   the thresholds).
    public mutating func update(_ axis: StickAxis, value: Int) -> [DirectionEvent] {
        let deflection = Self.deflection(ofAxisValue: value)
        let towards: NavigationDirection = switch axis {
        case .horizontal: deflection < 0 ? .left : .right
        case .vertical: deflection < 0 ? .up : .down
        }
        var held = axis == .horizontal ? horizontal : vertical
        var events: [DirectionEvent] = []
        // Released when the push along the held direction drops below the release threshold.
        if let direction = held, direction != towards || abs(deflection) < releaseThreshold {
            events.append(.release(direction))
            held = nil
        }
        if held == nil, abs(deflection) >= engageThreshold {
            events.append(.press(towards))
            held = towards
        }
        if axis == .horizontal { horizontal = held } else { vertical = held }
        return events
    }

    /// Releases whatever is held (the controller was removed, or the stick's owner changed).
    public mutating func releaseAll() -> [DirectionEvent] {
        defer { (horizontal, vertical) = (nil, nil) }
        return heldDirections.map { .release($0) }
    }
}
