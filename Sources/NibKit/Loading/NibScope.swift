import NibArchive

/// Which archived objects one nib instantiation builds, in which order (a storyboard
/// scene is two nibs, so a scope is a part of a document).
///
/// A scope starts at its roots and takes every object nested inside them, except excluded subtrees
/// (a controller's `view` belongs to its view nib), plus extra children built before their
/// container (the controllers a relationship segue adopts). The build order is the post-order of
/// that forest, children before their parents: when a view's `init(coder:)` asks for its subviews
/// and constraints they already exist, so no construction ever nests inside another and stack
/// depth never follows document depth. Each object's subtree is a contiguous range of the order,
/// which is what lets the engine tell, in constant time per active build, whether building a
/// forward reference on demand could reach an object under construction.
struct NibScope {
    /// Objects in build order (post-order).
    private(set) var order: [ObjectIndex] = []
    /// An object's position in ``order``.
    private(set) var position: [ObjectIndex: Int] = [:]
    /// The first position of an object's subtree; its subtree is `subtreeStart[x]...position[x]`.
    private(set) var subtreeStart: [ObjectIndex: Int] = [:]

    /// Computes the scope of `roots` in `archive`.
    init(
        archive: Archive, roots: [ObjectIndex], excluded: Set<ObjectIndex> = [],
        extraChildren: [ObjectIndex: [ObjectIndex]] = [:]
    ) {
        var stack: [(ObjectIndex, Bool)] = []
        var entered: Set<ObjectIndex> = []
        var start: [ObjectIndex: Int] = [:]
        for root in roots.reversed() where !excluded.contains(root) { stack.append((root, false)) }
        while let (index, expanded) = stack.popLast() {
            if expanded {
                position[index] = order.count
                subtreeStart[index] = start[index] ?? order.count
                order.append(index)
                continue
            }
            guard entered.insert(index).inserted else { continue }
            start[index] = order.count
            stack.append((index, true))
            let children = (extraChildren[index] ?? []) + archive[index].children
            for child in children.reversed() where !excluded.contains(child) && !entered.contains(child) {
                stack.append((child, false))
            }
        }
    }

    /// Whether the scope builds `index`.
    func contains(_ index: ObjectIndex) -> Bool { position[index] != nil }

    /// Whether position `p` lies in the subtree of `index`.
    func subtree(of index: ObjectIndex, contains p: Int) -> Bool {
        guard let end = position[index], let begin = subtreeStart[index] else { return false }
        return begin <= p && p <= end
    }
}
