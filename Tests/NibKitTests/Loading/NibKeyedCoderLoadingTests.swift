import NibArchive
import NibCoding
import NibDiagnostics
import NibPrimitives
import Testing

@testable import NibKit

/// A decodable test class that hands its coder to the test.
@MainActor
final class CoderProbe: NibDecodable {
    nonisolated(unsafe) static var inspect: ((any NibDecoding) throws -> Void)?
    required init(coder: any NibDecoding) throws { try Self.inspect?(coder) }
}

/// The coder inside a load: object references resolved by the loader, typed errors wrapped with
/// the class and object they are about. (The coder's reading of values is tested in NibCodingTests.)
@Suite @MainActor struct NibKeyedCoderLoadingTests {
    /// Decodes the single object `probe` of a document whose `<objects>` are `body`, handing the
    /// coder to `check`.
    func decode(_ body: String, file: String = "coder.xib", _ check: @escaping (any NibDecoding) throws -> Void) throws
    {
        let registry = TestClasses.registry()
        registry.register(CoderProbe.self, as: "App.Probe")
        CoderProbe.inspect = check
        defer { CoderProbe.inspect = nil }
        _ = try Nib(string: TestClasses.xib(body), name: file, registry: registry).instantiate(owner: TOwner())
    }

    @Test func invalidScalarThrowsWithTheAttributeLocation() throws {
        #expect {
            try decode(#"        <view id="p" customClass="Probe" customModule="App" alpha="half"/>"#, file: "bad.xib")
            { coder throws in
                _ = try coder.decodeDouble(forKey: "alpha")
            }
        } throws: { error in
            guard case .decodingFailed(let failure) = error as? NibLoadingError,
                case .invalidValue(let key, let value, _, let location) = failure.error
            else { return false }
            return failure.className == "App.Probe" && failure.objectID == "p" && key == "alpha" && value == "half"
                && location.file == "bad.xib" && location.column > 1
        }
    }

    @Test func objectReferencesAndTypedDecoding() throws {
        try decode(
            """
                    <view id="p" customClass="Probe" customModule="App" firstItem="other" secondItem="ghost">
                        <label key="titleLabel" id="t"/>
                        <subviews>
                            <view id="s1"/>
                            <view id="s2"/>
                        </subviews>
                    </view>
                    <view id="other"/>
            """
        ) { coder throws in
            #expect(try coder.decodeObject(of: TLabel.self, forKey: "titleLabel")?.id == "t")
            #expect(throws: NibDecodingError.self) { try coder.decodeObject(of: TButton.self, forKey: "titleLabel") }
            #expect(try coder.decodeObjects(forKey: "subviews").compactMap { ($0 as? TView)?.id } == ["s1", "s2"])
            #expect((try coder.decodeObject(forKey: "firstItem") as? TView)?.id == "other")
            #expect(try coder.decodeObject(forKey: "secondItem") == nil)  // dangling: the archive reports it
            #expect(try coder.decodeObject(forKey: "absent") == nil)
        }
    }

}
