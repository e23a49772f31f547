import Testing

@testable import PickerText

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
