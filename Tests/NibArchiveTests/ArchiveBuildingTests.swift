import NibTestSupport
import Testing

@testable import NibArchive

/// The shortcuts the archive builder takes (name facts by table probe, lists filled after the
/// first pass, the telling attribute recorded while reading attributes) give what the long way
/// gives.
struct ArchiveBuildingTests {
    @Test func theNameTableFindsEveryVocabularyNameAndNothingElse() {
        let vocabulary = Set(KnownElements.values).union(ClassMap.cocoaTouch.keys).union(ClassMap.appKit.keys)
            .union(ClassMap.watchKit.keys).union(KnownElements.connections.keys).union(ReferenceAttributes.anywhere)
        for name in vocabulary {
            let facts = ArchiveNameFacts.of(name)
            #expect(facts.isKnownElement == KnownElements.isKnown(name), "\(name)")
            #expect(facts.connectionKind == KnownElements.connections[name], "\(name)")
            #expect((facts.referenceKind == .always) == ReferenceAttributes.anywhere.contains(name), "\(name)")
        }
        // Names no table mentions, including near misses of ones it does.
        for name in [
            "", "viewx", "Destination", "destinatio", "destination ", "zzz", String(repeating: "a", count: 300),
        ] {
            let facts = ArchiveNameFacts.of(name)
            #expect(!facts.isKnownElement && facts.special == nil && facts.connectionField == nil, "\(name)")
            #expect(facts.referenceKind == .never && facts.tellingRank < 0, "\(name)")
        }
        #expect(ArchiveNameFacts.of("destination").special == .destination)
        #expect(ArchiveNameFacts.of("placeholder").placeholderElement == .placeholder)
        #expect(ArchiveNameFacts.of("controllerPlaceholder").placeholderElement == .storyboardReference)
        #expect(ArchiveNameFacts.of("popoverAnchorBarButtonItem").connectionField == .popoverAnchorBarButtonItem)
        #expect(ArchiveNameFacts.of("image").tellingRank == 6)
    }

    @Test func elementDependentReferencesAreReferencesOnTheirElementsOnly() {
        for (element, attributes) in ReferenceAttributes.onElement {
            let bit = ArchiveNameFacts.of(element).referenceElementBit
            #expect(bit != 0, "\(element)")
            for attribute in attributes where !ReferenceAttributes.anywhere.contains(attribute) {
                #expect(ArchiveNameFacts.of(attribute).referenceOnElements & bit != 0, "\(attribute) of \(element)")
                #expect(
                    ArchiveNameFacts.of(attribute).referenceOnElements & ArchiveNameFacts.of("view").referenceElementBit
                        == 0)
            }
        }
        #expect(ArchiveNameFacts.of("row").referenceOnElements & ArchiveNameFacts.of("action").referenceElementBit == 0)
    }

    @Test(.enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
    func listsAndTellingAttributesMatchTheRecordsOverTheCorpus() {
        var objects = 0
        var recorded = 0
        for path in PackagePaths.corpusFiles {
            let archive = ArchiveLoader.load(contentsOf: path).archive
            Self.checkLists(of: archive, file: path)
            for object in archive.objects {
                objects += 1
                let recording = object.tellingAttribute
                if Self.isNotRecorded(recording) { continue }
                recorded += 1
                #expect(Self.value(of: recording) == Self.searchByName(object.attributes), "\(path) \(object.id)")
            }
        }
        #expect(objects > 20_000)
        #expect(recorded == objects)
    }

    /// Each list holds exactly the records that name its owner, in document order.
    static func checkLists(of archive: Archive, file: String) {
        var children = [[ObjectIndex]](repeating: [], count: archive.objects.count)
        var connections = [[Int]](repeating: [], count: archive.objects.count)
        var nested = [[ValueIndex]](repeating: [], count: archive.values.count)
        for object in archive.objects {
            if let parent = object.parent { children[parent.rawValue].append(object.index) }
        }
        for connection in archive.connections {
            if let source = connection.source { connections[source.rawValue].append(connection.index) }
        }
        for value in archive.values { if let parent = value.parent { nested[parent.rawValue].append(value.index) } }
        for object in archive.objects {
            #expect(object.children.array == children[object.index.rawValue], "\(file) \(object.id)")
            #expect(object.connections.array == connections[object.index.rawValue], "\(file) \(object.id)")
            #expect(object.values.array == object.values.sorted(), "\(file) \(object.id)")
            #expect(object.values.allSatisfy { archive[$0].owner == object.index && archive[$0].parent == nil })
        }
        for value in archive.values {
            #expect(value.children.array == nested[value.index.rawValue], "\(file) \(value.element)")
            #expect(value.members.allSatisfy { $0.rawValue < archive.objects.count })
        }
    }

    static func isNotRecorded(_ telling: TellingAttribute) -> Bool {
        if case .notRecorded = telling { return true }
        return false
    }

    static func value(of telling: TellingAttribute) -> String? {
        if case .value(let value) = telling { return value }
        return nil
    }

    static func searchByName(_ attributes: AttributeList) -> String? {
        for name in TellingAttribute.names {
            if let value = attributes[named: name], !value.isEmpty { return value }
        }
        return nil
    }
}
