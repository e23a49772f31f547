#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The monotonic clock, in nanoseconds. The bench is a host, not Core: it may read clocks.
enum MonotonicClock {
    static func nanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

/// Order statistics of frame times.
struct FrameStatistics {
    /// The samples in milliseconds, ascending.
    let sorted: [Double]

    init(milliseconds samples: [Double]) {
        sorted = samples.sorted()
    }

    /// The middle sample (the mean of the two middle ones for an even count); 0 with no samples.
    var median: Double {
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The `p`-th percentile by nearest rank: the smallest sample with at least `p`% of samples at or below it.
    func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
