import Testing

@testable import NibCompiled

/// Entities gathered from several parts end up in index order, whatever order the parts give them.
@Suite struct CompiledOrderedSlotsTests {
    private static func gathered(_ order: [Int]) throws -> [String] {
        var slots = OwnCompiledForm.OrderedSlots<String>(count: order.count)
        for index in order { try slots.put(at: index, "entity \(index)") }
        return try slots.finished("entities")
    }

    @Test func entitiesArrivingInAnyOrderEndInIndexOrder() throws {
        let expected = (0..<8).map { "entity \($0)" }
        for order in [
            [0, 1, 2, 3, 4, 5, 6, 7],  // in order
            [2, 5, 7, 0, 1, 3, 4, 6],  // held in increasing order (queued)
            [7, 5, 2, 0, 1, 3, 4, 6],  // held in decreasing order (by index)
            [3, 6, 1, 0, 2, 5, 4, 7],  // both
        ] {
            #expect(try Self.gathered(order) == expected, "\(order)")
        }
    }

    @Test func anEntityTwiceOrMissingIsAnError() throws {
        var twice = OwnCompiledForm.OrderedSlots<String>(count: 4)
        try twice.put(at: 2, "a")
        #expect(throws: CompiledFormatError.self) { try twice.put(at: 2, "b") }
        try twice.put(at: 0, "c")
        #expect(throws: CompiledFormatError.self) { try twice.put(at: 0, "d") }
        #expect(throws: CompiledFormatError.self) { try twice.put(at: 4, "e") }
        #expect(throws: CompiledFormatError.self) { try twice.finished("entities") }
    }
}
