import NibArchive
import NibDiagnostics

extension OwnCompiledForm {
    /// Reads a storyboard folder of the form: the parts its document part (version 3) or its
    /// index (version 2) lists, each opened relative to the folder.
    struct BundleReader {
        let folder: OpenFolder
        let name: String
        let partNames: [String]
        /// The document part, when it was read first to learn the parts.
        private var document: Reader?

        /// The most memory the declared entity counts may reserve before the parts' sizes are
        /// known to bound them: reserving is address space only until entities are stored, so
        /// counts that the parts then do not hold cost nothing but a diagnostic.
        static let unboundedReservation = 256 << 20

        /// The buffer a part is first read into: larger than most parts, so that one short `read`
        /// finds a part's end.
        static let partCapacity = 64 * 1024

        /// A folder whose parts the index lists (version 2).
        init(folder: OpenFolder, name: String, index: PropertyList) throws(CompiledFormatError) {
            self.folder = folder
            self.name = name
            guard let list = index.value(OwnCompiledForm.partsKey, in: index.root),
                case .array(let entries)? = index[list]
            else {
                throw CompiledFormatError("the index's parts are not a list", at: 0)
            }
            partNames = entries.compactMap { index.string(at: $0) }
            document = nil
        }

        /// A folder whose document part, already read, lists the parts; nil when it lists none
        /// (version 2: the index does).
        init?(folder: OpenFolder, name: String, document: consuming Reader) {
            guard let names = document.documentFields.partNames else { return nil }
            self.folder = folder
            self.name = name
            partNames = names
            self.document = consume document
        }

        /// Reads the parts in order, document part first (it carries the strings the scene parts
        /// share), each file's bytes dropped once its entities are in the slots; a folder of
        /// many parts is read ahead on a worker thread (see ``ReadAhead``). The
        /// declared counts are bounded by the parts' sizes: before anything is reserved when
        /// they would reserve more than ``unboundedReservation`` (the sizes then come from one
        /// `fstatat` per part), else once every part is read, so that a part costs one `openat`,
        /// one `read` and one `close`.
        mutating func archive() throws(CompiledFormatError) -> Archive {
            guard let first = partNames.first else {
                throw CompiledFormatError("the bundle lists no parts", at: 0)
            }
            var document = try takeDocument(first)
            guard document.isDocumentPart else {
                throw CompiledFormatError("the bundle's first part is not its document part", at: 0)
            }
            let parts = partNames.dropFirst()
            for part in parts { try checkName(part) }
            let counts = document.documentFields.counts
            var totalBytes = document.byteCount
            let bounded = OwnCompiledForm.reservation(for: counts).map { $0 > Self.unboundedReservation } ?? true
            if bounded {
                for part in parts {
                    guard let size = folder.size(of: part) else {
                        throw CompiledFormatError("cannot read part '\(part)'", at: 0)
                    }
                    totalBytes += size
                }
            }
            try OwnCompiledForm.check(counts, bytes: bounded ? totalBytes : .max)
            let entities = counts.prefix(4).reduce(0, +)
            let filled = try OwnCompiledForm.filling(counts) { (slots) throws(CompiledFormatError) in
                try fill(&document, of: first, into: &slots)
                let sceneBytes = try fillScenes(
                    Array(parts), &slots, shared: document.sharedStrings, readAhead: entities >= Self.readAheadEntities)
                if !bounded { try OwnCompiledForm.check(counts, bytes: totalBytes + sceneBytes) }
            }
            return try OwnCompiledForm.assemble(filled, document.documentFields)
        }

        /// Reads the scene parts and fills their entities into the slots, in order (`readAhead`:
        /// with a worker thread reading parts ahead of this one); the bytes read.
        private func fillScenes(_ scenes: [String], _ slots: inout Slots, shared: StringCache, readAhead: Bool)
            throws(CompiledFormatError) -> Int
        {
            var bytes = 0
            var capacity = Self.partCapacity
            guard readAhead, scenes.count > 1 else {
                for part in scenes {
                    var reader = try Self.readScenePart(part, of: folder, name, capacity: &capacity, shared: shared)
                    bytes += reader.byteCount
                    try fill(&reader, of: part, into: &slots)
                }
                return bytes
            }
            // Either thread may read a part, so each read starts from the usual capacity.
            let (folder, name) = (folder, name)
            let ahead = ReadAhead(count: scenes.count) { index in
                var capacity = Self.partCapacity
                return Result { () throws(CompiledFormatError) in
                    try Self.readScenePart(scenes[index], of: folder, name, capacity: &capacity, shared: shared)
                }
            }
            defer { ahead.finish() }
            for index in scenes.indices {
                var reader = try ahead.take(index)
                bytes += reader.byteCount
                try fill(&reader, of: scenes[index], into: &slots)
            }
            return bytes
        }

        /// Fills a part's entities into the slots; an error is located in the part.
        private func fill(_ reader: inout Reader, of part: String, into slots: inout Slots)
            throws(CompiledFormatError)
        {
            do {
                try reader.fill(&slots)
            } catch {
                throw error.located(in: BinaryFiles.join(name, part))
            }
        }

        /// Storyboards declaring at least this many objects, values, connections and references
        /// are read with a worker thread reading scene parts ahead (see ``ReadAhead``): about
        /// 4 ms of work on the machine of the README's figures. Below it the worker costs more
        /// than it saves: making, waking and joining a thread is tens of microseconds here, about
        /// what reading a handful of small parts takes, and the corpus's compiled storyboards
        /// (the largest declares about 6,000) loaded no faster read ahead.
        static let readAheadEntities = 20_000

        /// Reads a scene part by name into a buffer of `capacity` bytes, which then grows past the
        /// part's size: a buffer larger than the largest part so far finds each part's end with
        /// one short `read`.
        private static func readScenePart(
            _ part: String, of folder: OpenFolder, _ name: String, capacity: inout Int, shared: StringCache
        ) throws(CompiledFormatError) -> Reader {
            guard let bytes = folder.read(part, capacity: capacity) else {
                throw CompiledFormatError("cannot read part '\(part)'", at: 0)
            }
            capacity = max(capacity, bytes.count + 1)
            return try reader(of: part, bytes, name, shared: shared)
        }

        /// The document part: the one read first (moved out, not copied), else read now.
        private mutating func takeDocument(_ first: String) throws(CompiledFormatError) -> Reader {
            guard let known = document.take() else { return try readDocumentPart(first) }
            guard first == OwnCompiledForm.documentPartName else {
                throw CompiledFormatError("the document part lists '\(first)' as the first part", at: 0)
            }
            return known
        }

        /// Checks that a part is named as a file of the folder (no path).
        private func checkName(_ part: String) throws(CompiledFormatError) {
            guard !part.utf8.contains(where: { $0 == UInt8(ascii: "/") }) else {
                throw CompiledFormatError("cannot read part '\(part)'", at: 0)
            }
        }

        /// Reads the document part (named by the index: version 2), read at its size.
        private func readDocumentPart(_ part: String) throws(CompiledFormatError) -> Reader {
            try checkName(part)
            guard let bytes = folder.read(part) else {
                throw CompiledFormatError("cannot read part '\(part)'", at: 0)
            }
            return try Self.reader(of: part, bytes, name, shared: nil)
        }

        /// The reader of a part's bytes; an error is located in the part.
        private static func reader(of part: String, _ bytes: [UInt8], _ name: String, shared: StringCache?)
            throws(CompiledFormatError) -> Reader
        {
            do {
                return try Reader(bytes: bytes, at: BinaryFiles.join(name, part), shared: shared)
            } catch {
                throw error.located(in: BinaryFiles.join(name, part))
            }
        }
    }

    /// The bytes the slots for the declared counts reserve, or nil when a count is negative or
    /// the total overflows.
    static func reservation(for counts: [Int]) -> Int? {
        let strides = [
            MemoryLayout<ArchivedObject>.stride, MemoryLayout<ArchivedValue>.stride, MemoryLayout<Connection>.stride,
            MemoryLayout<Reference>.stride, MemoryLayout<Scene>.stride, MemoryLayout<Diagnostic>.stride,
        ]
        guard counts.count == strides.count else { return nil }
        var total = 0
        for (count, stride) in zip(counts, strides) {
            guard count >= 0 else { return nil }
            let (product, overflow) = count.multipliedReportingOverflow(by: stride)
            guard !overflow else { return nil }
            let (sum, sumOverflow) = total.addingReportingOverflow(product)
            guard !sumOverflow else { return nil }
            total = sum
        }
        return total
    }
}
