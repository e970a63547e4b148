import Testing

@testable import NibCompiled

/// Advising huge pages for a reserved entity array changes nothing about its contents.
@Suite struct HugePagesTests {
    @Test func aLargeReservedArrayFillsAsUsual() {
        var items: [Int] = []
        items.reserveCapacity(HugePages.minimumBytes / MemoryLayout<Int>.stride + 1000)
        let capacity = items.capacity
        HugePages.advise(&items)
        for value in 0..<capacity { items.append(value &* 3) }
        #expect(items.capacity == capacity)
        #expect(items.count == capacity)
        #expect(items.enumerated().allSatisfy { $0.element == $0.offset &* 3 })
    }

    @Test func smallOrFilledArraysAreLeftAlone() {
        var small: [Int] = []
        small.reserveCapacity(10)
        HugePages.advise(&small)
        #expect(small.isEmpty)
        var filled = [Int](repeating: 7, count: HugePages.minimumBytes / MemoryLayout<Int>.stride)
        HugePages.advise(&filled)
        #expect(filled.allSatisfy { $0 == 7 })
        var empty: [Int] = []
        HugePages.advise(&empty)
        #expect(empty.isEmpty)
    }
}
