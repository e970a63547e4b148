import Testing

@testable import NibCompiled

/// A NIBArchive is nibload's own form when object 0's class is the form's root class, whether the
/// class table stores the name with its terminating zero byte or without it.
@Suite struct CompiledOwnFormSniffTests {
    /// A NIBArchive whose only object has the class `name`.
    private static func file(rootClass name: String) -> [UInt8] {
        var fixture = NIBFixture()
        fixture.add(name)
        return fixture.file.encoded()
    }

    @Test func theRootClassWithItsZeroByteIsOurForm() {
        #expect(OwnCompiledForm.isOwnForm(Self.file(rootClass: OwnCompiledForm.rootClass)))
    }

    @Test func otherClassesAreNotOurForm() {
        let root = OwnCompiledForm.rootClass
        #expect(!OwnCompiledForm.isOwnForm(Self.file(rootClass: String(root.dropLast()))))
        #expect(!OwnCompiledForm.isOwnForm(Self.file(rootClass: root + "X")))
        #expect(!OwnCompiledForm.isOwnForm(Self.file(rootClass: "UINibObjectsKey")))
        #expect(!OwnCompiledForm.isOwnForm(Array("NIBArchive".utf8)))
    }

    @Test func theRootClassWithoutItsZeroByteIsOurForm() throws {
        var bytes = Self.file(rootClass: OwnCompiledForm.rootClass)
        // The class entry: its length (the name and its zero byte) as a one-byte varint, no
        // fallbacks, then the name. Counting the name alone leaves the zero byte outside it.
        let name = Array(OwnCompiledForm.rootClass.utf8)
        let lengthByte = UInt8(name.count + 1) | 0x80
        let matches = (0..<bytes.count - name.count - 2).filter { start in
            bytes[start] == lengthByte && bytes[start + 1] == 0x80
                && bytes[(start + 2)..<(start + 2 + name.count)].elementsEqual(name)
        }
        let entry = try #require(matches.first)
        bytes[entry] = UInt8(name.count) | 0x80
        #expect(OwnCompiledForm.isOwnForm(bytes))
        // One byte shorter still is another name.
        bytes[entry] = UInt8(name.count - 1) | 0x80
        #expect(!OwnCompiledForm.isOwnForm(bytes))
    }
}
