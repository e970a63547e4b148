import NibArchive
import Testing

@testable import NibKit

/// The instantiation pass's object-index table answers as a `Dictionary` would, through growth,
/// removal and re-insertion, and iterates in insertion order.
@MainActor
struct ObjectIndexTableTests {
    @Test func agreesWithADictionaryOverARandomSequenceOfOperations() {
        var generator = SplitMix(seed: 12)
        var table = ObjectIndexTable<Int>()
        var reference: [ObjectIndex: Int] = [:]
        var order: [ObjectIndex] = []
        for step in 0..<6_000 {
            // Keys spread over a range wider than the table, with strides that collide in the hash.
            let key = ObjectIndex(Int(generator.next() % 1_500) * (step % 3 == 0 ? 64 : 1))
            switch generator.next() % 4 {
            case 0:
                #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key))
            case 1:
                table[key] = nil
                reference[key] = nil
            default:
                if table[key] == nil, !order.contains(key) { order.append(key) }
                table[key] = step
                reference[key] = step
            }
            #expect(table[key] == reference[key])
            #expect(table.count == reference.count)
        }
        for key in reference.keys { #expect(table.contains(key)) }
        #expect(table.entries.map(\.key) == order.filter { reference[$0] != nil })
        #expect(table.entries.allSatisfy { reference[$0.key] == $0.value })
    }

    @Test func anEmptyTableHasNothing() {
        let table = ObjectIndexTable<String>(capacity: 100)
        #expect(table.isEmpty)
        #expect(table[ObjectIndex(0)] == nil)
        #expect(!table.contains(ObjectIndex(7)))
        #expect(table.entries.isEmpty)
    }
}

/// A small deterministic generator, so that a failure can be replayed.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
