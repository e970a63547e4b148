import NibArchive
import NibDiagnostics
import Synchronization
import Testing

@testable import NibCompiled

/// Objects and values are written at their indexes straight into the archive's arrays, in any
/// order: an index written twice or left empty is an error, and what was written before a failure
/// is freed.
@Suite struct CompiledPlacedSlotsTests {
    /// Counts the instances freed.
    final class Frees: Sendable {
        let count = Atomic<Int>(0)
    }

    /// An element whose freeing is counted.
    final class Tracked {
        let index: Int
        let frees: Frees

        init(_ index: Int, _ frees: Frees) {
            self.index = index
            self.frees = frees
        }

        deinit { frees.count.add(1, ordering: .relaxed) }
    }

    /// Writes `order`'s indexes (of `count` slots) into a new array; nil with the error when one fails
    /// (the array then holds nothing, and what was written is freed).
    private static func placed(_ order: [Int], count: Int, _ frees: Frees) -> (elements: [Tracked], error: String?) {
        var failure: String?
        let elements = [Tracked](unsafeUninitializedCapacity: count) { buffer, initialized in
            let words = OwnCompiledForm.PlacedSlots<Tracked>.bitWords(count)
            let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
            bits.initialize(repeating: 0, count: words)
            defer { bits.deallocate() }
            var slots = OwnCompiledForm.PlacedSlots(buffer, bits: bits)
            do throws(CompiledFormatError) {
                for index in order { try slots.destination(for: index).initialize(to: Tracked(index, frees)) }
                try slots.checkComplete("entities")
                initialized = count
            } catch {
                slots.destroyPlaced()
                failure = error.message
            }
        }
        return (elements, failure)
    }

    @Test func entitiesArrivingInAnyOrderLandAtTheirIndexes() {
        let frees = Frees()
        let many = Array((0..<130).reversed())  // three words of marks
        for order in [[0, 1, 2, 3], [3, 1, 0, 2], [2, 0, 3, 1], many] {
            let (elements, error) = Self.placed(order, count: order.count, frees)
            #expect(error == nil, "\(order)")
            #expect(elements.map(\.index) == Array(0..<order.count), "\(order)")
        }
        #expect(frees.count.load(ordering: .relaxed) == 4 + 4 + 4 + 130)
    }

    /// An index written twice, past the end or left empty: an error, no array, and the elements
    /// written before it freed.
    @Test(arguments: [
        ([2, 0, 2], 4, "entity 2 appears twice", 2),
        ([0, 1, 2], 2, "an entity index (2) is out of range", 2),
        ([0, 99, 1, 64], 100, "the archive lacks some entities", 4),
    ])
    func aBadIndexIsAnErrorAndWhatWasWrittenIsFreed(order: [Int], count: Int, message: String, written: Int) {
        let frees = Frees()
        let (elements, error) = Self.placed(order, count: count, frees)
        #expect(elements.isEmpty)
        #expect(error == message)
        #expect(frees.count.load(ordering: .relaxed) == written)
    }

    /// The archive's arrays: filled, or (a value missing) an error and no arrays.
    @Test func fillingGivesTheArraysOrTheFirstError() throws {
        func object(_ index: Int) -> (UnsafeMutablePointer<ArchivedObject>) -> Void {
            { slot in
                ArchivedObject.initialize(
                    slot, index: ObjectIndex(index), id: "object-\(index)-with-a-long-id", element: "view",
                    defaultClass: "UIView", customClass: nil, customModule: nil, customModuleProvider: nil,
                    userLabel: nil, placeholder: nil, parent: nil, key: nil, collection: nil, scene: nil,
                    attributes: AttributeList(), values: EntityList(), children: EntityList(),
                    connections: EntityList(), location: SourceLocation(file: "Test.xib", line: index + 1, column: 1))
            }
        }
        func value(_ index: Int) -> (UnsafeMutablePointer<ArchivedValue>) -> Void {
            { slot in
                ArchivedValue.initialize(
                    slot, index: ValueIndex(index), element: "rect", key: "frame", owner: ObjectIndex(0), parent: nil,
                    attributes: AttributeList(), text: nil, children: EntityList(), members: EntityList(),
                    location: SourceLocation(file: "Test.xib", line: index + 1, column: 1))
            }
        }
        let counts = [2, 1, 0, 0, 0, 0]
        let filled = try OwnCompiledForm.filling(counts) { (slots) throws(CompiledFormatError) in
            object(1)(try slots.objects.destination(for: 1))
            value(0)(try slots.values.destination(for: 0))
            object(0)(try slots.objects.destination(for: 0))
        }
        #expect(filled.objects.map(\.id) == ["object-0-with-a-long-id", "object-1-with-a-long-id"])
        #expect(filled.values.map(\.location.line) == [1])
        #expect(throws: CompiledFormatError("the archive lacks some values", at: 0)) {
            try OwnCompiledForm.filling(counts) { (slots) throws(CompiledFormatError) in
                object(0)(try slots.objects.destination(for: 0))
                object(1)(try slots.objects.destination(for: 1))
            }
        }
    }
}
