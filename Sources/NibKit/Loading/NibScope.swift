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
    /// Where an object's subtree lies in ``order``: from its first position to the object's own.
    /// One table rather than one per field: each lookup hashes once.
    private struct Span {
        var start: Int32
        /// The object's own position; -1 while its subtree is being laid out.
        var end: Int32
    }
    private var spans = ObjectIndexTable<Span>()

    /// Computes the scope of `roots` in `archive`.
    init(
        archive: Archive, roots: [ObjectIndex], excluded: Set<ObjectIndex> = [],
        extraChildren: [ObjectIndex: [ObjectIndex]] = [:]
    ) {
        var stack: [(ObjectIndex, Bool)] = []
        func isExcluded(_ index: ObjectIndex) -> Bool { !excluded.isEmpty && excluded.contains(index) }
        for root in roots.reversed() where !isExcluded(root) { stack.append((root, false)) }
        while let (index, expanded) = stack.popLast() {
            if expanded {
                // An object is entered (its span started) before it is expanded.
                spans[index]?.end = Int32(truncatingIfNeeded: order.count)
                order.append(index)
                continue
            }
            // An object is entered when its subtree's start is known.
            guard !spans.contains(index) else { continue }
            spans[index] = Span(start: Int32(truncatingIfNeeded: order.count), end: -1)
            stack.append((index, true))
            let children = archive.objects[index.rawValue].children
            for child in children.reversed() where !isExcluded(child) && !spans.contains(child) {
                stack.append((child, false))
            }
            for child in (extraChildren.isEmpty ? [] : extraChildren[index] ?? []).reversed()
            where !isExcluded(child) && !spans.contains(child) {
                stack.append((child, false))
            }
        }
    }

    /// An object's position in ``order``; nil when the scope does not build it.
    func position(of index: ObjectIndex) -> Int? {
        guard let span = spans[index], span.end >= 0 else { return nil }
        return Int(span.end)
    }

    /// The positions of an object's subtree in ``order`` (the object's own is the last).
    func subtreePositions(of index: ObjectIndex) -> ClosedRange<Int>? {
        guard let span = spans[index], span.end >= 0 else { return nil }
        return Int(span.start)...Int(span.end)
    }

    /// Whether the scope builds `index`.
    func contains(_ index: ObjectIndex) -> Bool { position(of: index) != nil }

    /// Whether position `p` lies in the subtree of `index`.
    func subtree(of index: ObjectIndex, contains p: Int) -> Bool {
        subtreePositions(of: index)?.contains(p) ?? false
    }
}
