import CSDL2

/// The host's one monotonic clock: seconds since the clock was made, from SDL's performance counter.
/// Both event time stamps and `tick(now:)` read it, so they can be compared.
public struct SDLClock: Sendable {
    private let start: UInt64
    private let frequency: Double

    /// A clock reading zero now.
    public init() {
        start = SDL_GetPerformanceCounter()
        frequency = Double(SDL_GetPerformanceFrequency())
    }

    /// Seconds since the clock was made.
    public func now() -> Double {
        Double(SDL_GetPerformanceCounter() &- start) / frequency
    }
}
