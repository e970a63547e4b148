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
    private(set) var position = ObjectIndexTable<Int>()
    /// The first position of an object's subtree; its subtree is `subtreeStart[x]...position[x]`.
    private(set) var subtreeStart = ObjectIndexTable<Int>()

    /// Computes the scope of `roots` in `archive`.
    init(
        archive: Archive, roots: [ObjectIndex], excluded: Set<ObjectIndex> = [],
        extraChildren: [ObjectIndex: [ObjectIndex]] = [:]
    ) {
        var stack: [(ObjectIndex, Bool)] = []
        // An object is entered when its subtree's start is known.
        var start = ObjectIndexTable<Int>()
        func isExcluded(_ index: ObjectIndex) -> Bool { !excluded.isEmpty && excluded.contains(index) }
        for root in roots.reversed() where !isExcluded(root) { stack.append((root, false)) }
        while let (index, expanded) = stack.popLast() {
            if expanded {
                position[index] = order.count
                subtreeStart[index] = start[index] ?? order.count
                order.append(index)
                continue
            }
            guard !start.contains(index) else { continue }
            start[index] = order.count
            stack.append((index, true))
            let children = archive.objects[index.rawValue].children
            for child in children.reversed() where !isExcluded(child) && !start.contains(child) {
                stack.append((child, false))
            }
            for child in (extraChildren.isEmpty ? [] : extraChildren[index] ?? []).reversed()
            where !isExcluded(child) && !start.contains(child) {
                stack.append((child, false))
            }
        }
    }

    /// Whether the scope builds `index`.
    func contains(_ index: ObjectIndex) -> Bool { position.contains(index) }

    /// Whether position `p` lies in the subtree of `index`.
    func subtree(of index: ObjectIndex, contains p: Int) -> Bool {
        guard let end = position[index], let begin = subtreeStart[index] else { return false }
        return begin <= p && p <= end
    }
}
