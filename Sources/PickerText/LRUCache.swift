/// A map that remembers roughly the order its entries were last used in, and a cost per entry, so the
/// least recently used entries can be evicted until the cache fits a budget.
///
/// Entries are kept in the order they were inserted; a look-up only marks its entry as used, and eviction
/// gives a marked entry a second chance (it moves to the newest end, unmarked) before letting the oldest
/// unmarked one go ("second chance", or CLOCK). A hit then writes one flag instead of relinking the chain:
/// caches are looked up many times a frame (every text drawn asks for its size and its picture) and
/// evicted from rarely. Lookups and insertions are O(1); evicting is O(1) amortized.
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var cost: Int
        /// Looked up since it was inserted or last given a second chance.
        var isReferenced = false
        var newer: Node?
        // The strong chain runs from oldest to newest (and `nodes` holds every node); the links back are
        // unowned(unsafe), not weak: a weak reference gives its object a side table, which makes every
        // retain and release of it (a look-up moves the node: several of each) take the slow path, and
        // every read of the link an atomic load. `unlink` clears a node's links before it is let go.
        unowned(unsafe) var older: Node?
        init(key: Key, value: Value, cost: Int) {
            self.key = key
            self.value = value
            self.cost = cost
        }
    }

    @exclusivity(unchecked) private var nodes: [Key: Node] = [:]
    @exclusivity(unchecked) private var oldest: Node?
    private unowned(unsafe) var newest: Node?

    /// The number of entries.
    var count: Int { nodes.count }
    /// The sum of the entries' costs.
    @exclusivity(unchecked) private(set) var totalCost = 0

    /// The value for `key`, marking it as used; `nil` when absent.
    func value(for key: Key) -> Value? {
        guard let node = nodes[key] else { return nil }
        node.isReferenced = true
        return node.value
    }

    /// The value for `key` without marking it as used; `nil` when absent.
    func peek(_ key: Key) -> Value? { nodes[key]?.value }

    /// Stores `value` for `key` as the most recently used entry, replacing any previous value.
    func insert(_ value: Value, for key: Key, cost: Int = 1) {
        if let node = nodes[key] {
            totalCost += cost - node.cost
            node.value = value
            node.cost = cost
            moveToNewest(node)
            return
        }
        let node = Node(key: key, value: value, cost: cost)
        nodes[key] = node
        totalCost += cost
        append(node)
    }

    /// Removes the oldest entries not used since they were inserted or last passed over while there are
    /// more than `maxCount` or they cost more than `maxCost` in total (an entry used since moves to the
    /// newest end, unmarked, instead), and returns the removed values in the order removed.
    @discardableResult
    func evict(toCount maxCount: Int, cost maxCost: Int = .max) -> [Value] {
        var removed: [Value] = []
        while let node = oldest, nodes.count > maxCount || totalCost > maxCost {
            if node.isReferenced, node !== newest {
                node.isReferenced = false
                moveToNewest(node)
                continue
            }
            unlink(node)
            nodes[node.key] = nil
            totalCost -= node.cost
            removed.append(node.value)
        }
        return removed
    }

    /// Removes every entry.
    func removeAll() {
        evict(toCount: 0, cost: 0)
    }

    /// Removes the entries whose keys satisfy `predicate`; O(count).
    func removeAll(where predicate: (Key) -> Bool) {
        for (key, node) in nodes where predicate(key) {
            unlink(node)
            nodes[key] = nil
            totalCost -= node.cost
        }
    }

    private func moveToNewest(_ node: Node) {
        guard node !== newest else { return }
        unlink(node)
        append(node)
    }

    private func append(_ node: Node) {
        if let newest {
            newest.newer = node
            node.older = newest
        } else {
            oldest = node
        }
        newest = node
    }

    private func unlink(_ node: Node) {
        let older = node.older, newer = node.newer
        if let older { older.newer = newer } else { oldest = newer }
        if let newer { newer.older = older } else { newest = older }
        node.newer = nil
        node.older = nil
    }
}
