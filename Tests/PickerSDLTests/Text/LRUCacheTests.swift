import Testing

@testable import PickerSDL

/// The caches' eviction order: a look-up marks its entry instead of moving it, and eviction passes over a
/// marked entry once ("second chance") before letting the oldest unmarked one go.
@Suite struct LRUCacheTests {
    private func cache(_ keys: [String]) -> LRUCache<String, Int> {
        let cache = LRUCache<String, Int>()
        for (index, key) in keys.enumerated() { cache.insert(index, for: key) }
        return cache
    }

    @Test func anEntryLookedUpOutlivesOlderOnesNotLookedUp() {
        let cache = cache(["a", "b", "c"])
        #expect(cache.value(for: "a") == 0)
        cache.insert(3, for: "d")
        #expect(cache.evict(toCount: 3) == [1])  // b, not a
        #expect(cache.peek("a") == 0)
        #expect(cache.peek("b") == nil)
        // a's mark was spent on that pass: unless looked up again, it is now the oldest.
        cache.insert(4, for: "e")
        #expect(cache.evict(toCount: 3) == [2])  // c, the oldest unmarked (a moved behind d)
        cache.insert(5, for: "f")
        #expect(cache.evict(toCount: 3) == [3])  // d
        #expect(cache.evict(toCount: 2) == [0])  // then a
    }

    @Test func peekingMarksNothing() {
        let cache = cache(["a", "b"])
        #expect(cache.peek("a") == 0)
        #expect(cache.evict(toCount: 1) == [0])
    }

    @Test func whenEveryEntryWasLookedUpTheOldestGoesAfterOnePass() {
        let cache = cache(["a", "b", "c"])
        for key in ["c", "a", "b"] { _ = cache.value(for: key) }
        #expect(cache.evict(toCount: 2) == [0])
        #expect(cache.count == 2)
        #expect(cache.evict(toCount: 0).sorted() == [1, 2])
        #expect(cache.count == 0)
        #expect(cache.totalCost == 0)
    }

    @Test func costsAreEvictedToTheBudget() {
        let cache = LRUCache<String, Int>()
        cache.insert(0, for: "a", cost: 50)
        cache.insert(1, for: "b", cost: 30)
        cache.insert(2, for: "c", cost: 40)
        _ = cache.value(for: "a")
        #expect(cache.evict(toCount: 10, cost: 90) == [1])  // b (a had its second chance); 90 left
        #expect(cache.evict(toCount: 10, cost: 80) == [2])  // c: a moved behind it
        #expect(cache.totalCost == 50)
    }
}

/// Which squashed rows get a picture: one drawn in the same place in the last frame too (a row at rest), not
/// one a turning wheel shows there for a frame only.
@Suite struct SquashedTextMissTests {
    private let key = SquashedTextCache.Key(texture: 7, height: 12, alpha: 255)

    private func note(_ cache: inout SquashedTextCache, _ key: SquashedTextCache.Key, y: Int32 = 40) -> Bool {
        cache.noteMiss(key, x: 10, y: y)
    }

    /// A turning row keeps its height for a few frames but moves: the pictures of rows at rest serve it, and
    /// one of every height it passes would crowd them out of the cache.
    @Test func aRowAtTheSameHeightElsewhereIsNot() {
        var cache = SquashedTextCache(maxCount: 10, maxBytes: 1 << 20)
        #expect(!note(&cache, key, y: 40))
        cache.trim()
        #expect(!note(&cache, key, y: 41))
        cache.trim()
        #expect(note(&cache, key, y: 41))
    }

    @Test func aRowDrawnAgainNextFrameIsWorthAPicture() {
        var cache = SquashedTextCache(maxCount: 10, maxBytes: 1 << 20)
        #expect(!note(&cache, key))
        #expect(note(&cache, key))  // again in the same frame
        cache.trim()
        #expect(note(&cache, key))
        cache.trim()
        cache.trim()
        #expect(!note(&cache, SquashedTextCache.Key(texture: 7, height: 11, alpha: 255)))
    }

    /// A second trim in one frame (the host's frame, then `OffscreenRenderer.present()`) must not make every row
    /// look new, which drew every row of a wheel at rest straight from the text again.
    @Test func aSecondTrimInOneFrameForgetsNothing() {
        var cache = SquashedTextCache(maxCount: 10, maxBytes: 1 << 20)
        #expect(!note(&cache, key))
        cache.trim()
        cache.trim()
        #expect(note(&cache, key))
    }

    @Test func aRowNotDrawnInTheLastFrameIsNot() {
        var cache = SquashedTextCache(maxCount: 10, maxBytes: 1 << 20)
        #expect(!note(&cache, key))
        cache.trim()
        #expect(!note(&cache, SquashedTextCache.Key(texture: 8, height: 12, alpha: 255)))
        cache.trim()
        #expect(!note(&cache, key))
    }
}
