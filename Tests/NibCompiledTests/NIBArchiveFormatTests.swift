import NibArchive
import Testing

@testable import NibCompiled

/// The NIBArchive container: every value type, varint boundaries, fallback classes, booleans.
@Suite struct NIBArchiveFormatTests {
    @Test func varintsAreSevenBitGroupsWithTheHighBitOnTheLastByte() throws {
        for (value, bytes) in [
            (0, [0x80]), (127, [0xFF]), (128, [0x00, 0x81]), (16383, [0x7F, 0xFF]), (16384, [0x00, 0x00, 0x81]),
        ] {
            var writer = ByteWriter()
            writer.varint(value)
            #expect(writer.bytes == bytes.map(UInt8.init), "\(value)")
            var reader = ByteReader(writer.bytes)
            #expect(try reader.varint() == value)
        }
    }

    @Test func everyValueTypeRoundTripsAndBooleansAreFourFalseFiveTrue() throws {
        let payloads: [NIBArchiveFile.Payload] = [
            .int8(-5), .int16(-300), .int32(70_000), .int64(-5_000_000_000), .bool(false), .bool(true), .float(1.5),
            .double(-2.25), .data([1, 2, 3]), .null, .object(1),
        ]
        // 130 keys, so key indexes cross the one-byte varint boundary.
        let keys = (0..<130).map { "key\($0)" }
        let values = payloads.enumerated().map { NIBArchiveFile.Value(keyIndex: $0.offset * 12, payload: $0.element) }
        let file = NIBArchiveFile(
            coderVersion: 9,
            objects: [
                NIBArchiveFile.Object(classIndex: 0, firstValue: 0, valueCount: values.count),
                NIBArchiveFile.Object(classIndex: 1, firstValue: values.count, valueCount: 0),
            ],
            keys: keys, values: values,
            classNames: [
                NIBArchiveFile.ClassName(name: "NSObject"), NIBArchiveFile.ClassName(name: "UIColor", fallbacks: [2]),
                .init(name: "NSColor"),
            ])
        let bytes = file.encoded()
        #expect(Array(bytes.prefix(10)) == Array("NIBArchive".utf8))
        let read = try NIBArchiveFile(bytes: bytes)
        #expect(read.coderVersion == 9)
        #expect(read.values.map(\.payload) == payloads)
        #expect(read.values.map(\.keyIndex) == values.map(\.keyIndex))
        #expect(read.classNames[1].fallbacks == [2])
        // The type bytes of false and true, right after their key index varints (60 and 72: one byte).
        let falseValue = try #require(read.values.first { $0.payload == .bool(false) })
        let trueValue = try #require(read.values.first { $0.payload == .bool(true) })
        #expect(bytes[falseValue.offset + 1] == 4)
        #expect(bytes[trueValue.offset + 1] == 5)
    }

    @Test func integersUseTheSmallestWidthUIKitChooses() {
        #expect(NIBArchiveFile.Payload.integer(127) == .int8(127))
        #expect(NIBArchiveFile.Payload.integer(128) == .int16(128))
        #expect(NIBArchiveFile.Payload.integer(32768) == .int32(32768))
        #expect(NIBArchiveFile.Payload.integer(1 << 31) == .int64(1 << 31))
    }

    @Test func anInlinedArrayWithTypeFiveIsRecognisedAndTrueDecodesAsTrue() throws {
        var nib = NIBFixture()
        nib.add("NSObject")
        let array = nib.array([])
        nib.objects[0].values = [("list", array), ("flag", .bool(true))]
        let graph = CompiledGraph(try NIBArchiveFile(bytes: nib.file.encoded()))
        guard case .object(let list)? = graph.value("list", of: 0) else {
            Issue.record("no list")
            return
        }
        #expect(graph.isInlinedCollection(list))
        #expect(graph.value("flag", of: 0) == .bool(true))
    }
}
