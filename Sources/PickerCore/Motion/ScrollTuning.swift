/// Every tuning constant of scrolling and of the input that drives it, in one place with its unit: the
/// item scrollers (ribbons, wheels, the calendar's months), the content scroller (the form) and the input
/// helper of segmented scrollers (``SegmentedScrollInput``) all read these, so a picker never moves or
/// classifies a gesture differently from its neighbour.
///
/// Distances and speeds are in points and points per second along the scroll axis (item scrollers
/// convert them to rows with their item extent); times in seconds.
public enum ScrollTuning {
    // MARK: - Gestures

    /// How far, in points, a pointer may move from where it went down (in x or in y) and still be a tap:
    /// 8. One value for mouse and touch on every widget: a finger's contact point drifts a few points while
    /// it taps, a mouse barely at all, and 8 points is under a quarter of the smallest row (34-point wheel
    /// rows), so a slow move within it could never have changed the selection by dragging anyway.
    public static let tapSlop = 8.0

    /// Whether a pointer that went down at `start` and is now at `location` (points) has moved further
    /// than ``tapSlop`` in x or in y: it is no longer a tap. NaN coordinates never count as moved.
    public static func isBeyondTapSlop(_ start: Point, _ location: Point) -> Bool {
        abs(location.x - start.x) > tapSlop || abs(location.y - start.y) > tapSlop
    }

    /// The most mouse-wheel notches, either way, that one scroll event counts for: 100. Real wheels and
    /// touchpads send a few per event; a broken device's NaN is ignored and its 1e300 counts as 100, so
    /// pending notches stay small and a step stays a short animation.
    public static let maximumNotchesPerEvent = 100.0

    /// How far one mouse-wheel notch scrolls free content (the form's rows), in points: 40. Item scrollers
    /// step one item per notch instead.
    public static let pointsPerNotch = 40.0

    // MARK: - Flings and rest

    /// Release speeds below this, in points per second, are not flings: 50.
    public static let minimumFlingSpeed = 50.0

    /// The fastest release, in points per second, either way: 8,000, as Flutter and Android cap a fling.
    /// A finger seldom passes 6,000; a pointer that jumps (a remote desktop, a test tool, a dropped
    /// event) would otherwise fling for many seconds across any number of rows.
    public static let maximumFlingSpeed = 8000.0

    /// A spring motion this close to its end, in points, counts as arrived (it then lands exactly): 0.1.
    public static let restingDistance = 0.1

    /// A spring motion slower than this, in points per second, counts as at rest: 2.
    public static let restingSpeed = 2.0

    /// A free fling (content that does not snap) slower than this, in points per second, has stopped: 10.
    /// Higher than ``restingSpeed`` because nothing pulls the content onto a row at the end: the last
    /// points of a fling's crawl are invisible and would only keep frames coming.
    public static let flingRestingSpeed = 10.0

    /// How far a hard fling into an end of a bounded item scroller may overshoot before it springs back,
    /// as a fraction of the viewport's length: 0.4 (two rows of a five-row wheel, 40% of a mini picker's
    /// item).
    public static let overshootFraction = 0.4

    /// How stiff the rubber band past an end is: iOS's 0.55 (see ``rubberBandOffset(forOverscroll:dimension:)``).
    public static let rubberBandCoefficient = 0.55

    // MARK: - Springs

    /// The spring that snaps items onto a row and animates steps: critically damped, 0.3 s response.
    public static let snapSpring = SpringDescription(dampingRatio: 1, response: 0.3)

    /// The spring of a fling's bounce at an end, for items and content alike: critically damped, 0.4 s
    /// response (iOS-like: the overshoot peaks about 64 ms after the content reaches the end and is back
    /// within about half a second).
    public static let bounceSpring = SpringDescription(dampingRatio: 1, response: 0.4)

    /// The spring of free content's programmatic scrolls and rubber-band returns: critically damped,
    /// 0.4 s response, the same as ``FormTableLayout/defaultSpring`` so that a scroll revealing an
    /// opening row keeps pace with it.
    public static let contentSpring = SpringDescription(dampingRatio: 1, response: 0.4)

    // MARK: - Reduced motion

    /// How long every snap, step, programmatic scroll, scroll-back and row opening takes with reduced
    /// motion on (``Theme/prefersReducedMotion``), in seconds: 0.15. Short enough to read as a change
    /// of place rather than a movement, long enough to show which way the content went.
    public static let reducedMotionDuration = 0.15
}
