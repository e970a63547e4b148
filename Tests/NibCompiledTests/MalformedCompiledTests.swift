import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiled

/// Broken compiled input is a positioned `compiled-nib-malformed` error, never a trap or an
/// allocation of a declared size.
@Suite struct MalformedCompiledTests {
    private func malformed(_ bytes: [UInt8]) -> (offset: Int?, message: String)? { compiledMalformation(bytes) }

    private var good: [UInt8] { NIBFixture.uikitNib().file.encoded() }

    @Test func truncationIsReportedWhereTheDataEnds() throws {
        for length in [5, 12, 30, 49, good.count / 2, good.count - 1] {
            let failure = try #require(malformed(Array(good.prefix(length))), "length \(length)")
            #expect(failure.offset != nil)
        }
    }

    @Test func hugeDeclaredCountsAreRejectedBeforeAllocation() throws {
        var bytes = good
        // The object count (offset 18) claims 2^31 - 1 objects.
        bytes.replaceSubrange(18..<22, with: [0xFF, 0xFF, 0xFF, 0x7F])
        let failure = try #require(malformed(bytes))
        #expect(failure.offset == 18)
        #expect(failure.message.contains("more than the file can hold"))
    }

    @Test func aVarintThatNeverEndsIsABadVarint() throws {
        var file = NIBFixture.uikitNib().file
        file.keys = ["k"]
        file.values = []
        file.objects = [NIBArchiveFile.Object(classIndex: 0, firstValue: 0, valueCount: 0)]
        var bytes = file.encoded()
        // Replace the object entry with eleven continuation bytes.
        let objectOffset = 50
        bytes.replaceSubrange(objectOffset..<objectOffset + 3, with: [UInt8](repeating: 0x01, count: 11))
        let failure = try #require(malformed(bytes))
        #expect(failure.offset == objectOffset)
        #expect(failure.message.contains("variable-length integer"))
    }

    @Test func outOfRangeIndexesAreReportedAtTheEntry() throws {
        var file = NIBFixture.uikitNib().file
        file.values[0].payload = .object(9_999)
        let bytes = file.encoded()
        let failure = try #require(malformed(bytes))
        #expect(failure.message.contains("out of range"))
        let read = try #require(failure.offset)
        #expect(read > 50 && read < bytes.count)

        var badClass = NIBFixture.uikitNib().file
        badClass.objects[1].classIndex = 500
        #expect(malformed(badClass.encoded())?.message.contains("class 500") == true)
    }

    @Test func aCyclicGraphTerminates() {
        var nib = NIBFixture()
        nib.add("NSObject")
        let first = nib.add("UIView")
        let second = nib.add("UIView", [("UIView", .object(first))])
        nib.objects[first].values = [("UIView", .object(second)), ("UISubviews", .object(first))]
        let top = nib.array([first])
        nib.objects[0].values = [("UINibTopLevelObjectsKey", top)]
        let result = CompiledNibLoader.load(bytes: nib.file.encoded(), file: "Cycle.nib")
        #expect(result.outcome == .ok)
        #expect(result.archive.objects.count == 2)
    }

    @Test func binaryPlistsWithBadTrailersOrReferencesAreMalformed() throws {
        var plist: [UInt8] = Array("bplist00".utf8)
        plist += [0xA1, 0x05]  // an array of one element, object 5 (there is one object)
        let table = plist.count
        plist += [8]
        plist += [0, 0, 0, 0, 0, 0, 1, 1]
        plist += [0, 0, 0, 0, 0, 0, 0, 1]
        plist += [0, 0, 0, 0, 0, 0, 0, 0]
        plist += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        let failure = try #require(malformed(plist))
        #expect(failure.message.contains("out of range"))
        var huge = plist
        huge[table + 8 + 7] = 0xFF  // object count
        huge[table + 8 + 2] = 0x7F
        #expect(malformed(huge)?.message.contains("more than the file can hold") == true)
    }

    /// Deterministic mutations of every corpus nib (and of the fixture): flipped bytes, inserted
    /// and deleted runs, truncations. Each load must end with an archive or a malformed diagnostic.
    @Test func mutatedCorpusNibsNeverTrap() {
        var inputs = [good]
        // nibload's own form too.
        inputs.append(
            ArchiveCompiler.compiledFile(
                ArchiveLoader.load(contentsOf: PackagePaths.sample("xib/OwnerOutlets.xib")).archive))
        for entry in CompiledCorpus.entries { inputs.append(CompiledCorpus.bytes(entry.file)) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var malformedCount = 0
        var total = 0
        for input in inputs where !input.isEmpty {
            for _ in 0..<60 {
                var bytes = input
                for _ in 0..<(1 + next() % 4) {
                    let position = next() % bytes.count
                    switch next() % 4 {
                    case 0: bytes[position] ^= UInt8(truncatingIfNeeded: 1 << (next() % 8))
                    case 1: bytes[position] = 0xFF
                    case 2: bytes.removeSubrange(position..<min(bytes.count, position + 1 + next() % 16))
                    default:
                        bytes.insert(
                            contentsOf: [UInt8](repeating: UInt8(truncatingIfNeeded: next()), count: 1 + next() % 8),
                            at: position)
                    }
                    if bytes.isEmpty { bytes = [0] }
                }
                if next() % 5 == 0 { bytes = Array(bytes.prefix(next() % bytes.count + 1)) }
                let result = CompiledNibLoader.load(bytes: bytes, file: "Mutated.nib")
                total += 1
                if result.outcome == .malformed {
                    malformedCount += 1
                    #expect(
                        result.diagnostics.contains {
                            $0.location?.byteOffset != nil || $0.id != "compiled-nib-malformed"
                        })
                }
            }
        }
        #expect(total >= 60)
        #expect(malformedCount > 0)
    }
}

/// A part names each connection kind by string index: every connection keeps its own kind when
/// kinds repeat and mix, and a kind nibload does not know is malformed at its record.
@Suite struct CompiledConnectionKindTests {
    static let xib = PackagePaths.sample("xib/OwnerOutlets.xib")

    @Test func connectionsKeepTheirKinds() throws {
        let xml = ArchiveLoader.load(contentsOf: Self.xib).archive
        #expect(Set(xml.connections.map(\.kind)).count >= 2)
        let compiled = CompiledNibLoader.load(bytes: ArchiveCompiler.compiledFile(xml), file: "Owner.nib")
        #expect(compiled.archive.connections.map(\.kind) == xml.connections.map(\.kind))
    }

    @Test func anUnknownKindIsMalformed() throws {
        var bytes = ArchiveCompiler.compiledFile(ArchiveLoader.load(contentsOf: Self.xib).archive)
        // Every "outlet" in the file becomes "outlex", the kind's string among them.
        let from = Array("outlet".utf8)
        var replaced = 0
        var position = 0
        while position + from.count <= bytes.count {
            if bytes[position..<position + from.count].elementsEqual(from) {
                bytes[position + from.count - 1] = UInt8(ascii: "x")
                replaced += 1
            }
            position += 1
        }
        #expect(replaced > 0)
        let result = CompiledNibLoader.load(bytes: bytes, file: "Owner.nib")
        #expect(result.outcome == .malformed)
        let diagnostic = try #require(result.diagnostics.first { $0.id == "compiled-nib-malformed" })
        #expect(diagnostic.message.contains("unknown connection kind"))
        #expect(diagnostic.location?.byteOffset != nil)
    }
}
