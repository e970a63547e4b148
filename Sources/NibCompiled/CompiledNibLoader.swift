public import NibArchive
import NibDiagnostics
import NibPrimitives

/// Reads compiled nibs into ``Archive`` values: a `NIBArchive` file, a binary or XML
/// `NSKeyedArchiver` plist, a nib folder (`runtime.nib`, `keyedobjects.nib`,
/// `keyedobjects-NNNNNN.nib`, `objects-*.nib`), a `.storyboardc` bundle (its `Info.plist` and one
/// nib per scene part), or nibload's own compiled form. The format is chosen by content (the first
/// bytes), not by the name. Malformed input is a `compiled-nib-malformed` error at its byte offset.
public enum CompiledNibLoader {
    /// How a path looks.
    public enum Kind: Sendable, Hashable {
        /// A `NIBArchive` file.
        case nibArchive
        /// A binary property list.
        case binaryPlist
        /// A folder (nib folder or storyboard bundle).
        case folder
        /// Anything else (XML, which ``ArchiveLoader`` reads).
        case other
    }

    /// What a path holds, by its first bytes.
    public static func kind(of path: String) -> Kind {
        if BinaryFiles.isDirectory(path) { return .folder }
        guard let prefix = FileBytes.prefix(path, 10) else { return .other }
        return kind(ofFileStarting: prefix)
    }

    /// What a file holds, by its first bytes.
    static func kind(ofFileStarting prefix: [UInt8]) -> Kind {
        if NIBArchiveFile.looksLikeNIBArchive(prefix) { return .nibArchive }
        if prefix.starts(with: PropertyList.binaryMagic) { return .binaryPlist }
        return .other
    }

    /// Whether a file that starts with `prefix` is a compiled nib.
    static func isCompiled(prefix: [UInt8]) -> Bool { kind(ofFileStarting: prefix) != .other }

    /// Whether a path is a compiled nib or bundle rather than an XML document.
    public static func isCompiled(_ path: String) -> Bool { kind(of: path) != .other }

    /// Reads a compiled nib, folder or storyboard bundle.
    public static func load(contentsOf path: String, displayName: String? = nil) -> ArchiveLoadResult {
        let name = displayName ?? path
        guard let opened = OpenedPath(path) else {
            // A folder that cannot be read may still have files that can.
            return BinaryFiles.isDirectory(path) ? loadFolder(path, name: name, folder: nil) : cannotOpen(name)
        }
        return load(opened, path: path, name: name)
    }

    /// Reads an opened path: a file through its descriptor, a folder's files relative to it.
    static func load(_ opened: OpenedPath, path: String, name: String) -> ArchiveLoadResult {
        if let folder = opened.folder() { return loadFolder(path, name: name, folder: folder) }
        guard let bytes = opened.bytes() else { return cannotOpen(name) }
        return load(bytes: bytes, file: name)
    }

    /// Reads a compiled nib held in memory.
    public static func load(bytes: [UInt8], file: String) -> ArchiveLoadResult {
        do throws(CompiledFormatError) {
            if NIBArchiveFile.looksLikeNIBArchive(bytes) {
                if OwnCompiledForm.isOwnForm(bytes) {
                    var reader = try OwnCompiledForm.Reader(bytes: bytes, at: file)
                    return finish(try reader.archive())
                }
                let archiveFile = try NIBArchiveFile(bytes: bytes)
                var mapper = CompiledArchiveMapper(file: file)
                mapper.add(CompiledGraph(archiveFile), file: file)
                return finish(mapper.build(name: file))
            }
            let plist = try PropertyList(bytes: bytes, file: file)
            var mapper = CompiledArchiveMapper(file: file)
            mapper.add(try CompiledGraph(keyedArchive: plist), file: file)
            return finish(mapper.build(name: file))
        } catch {
            return malformed(file, error)
        }
    }

    /// The nib file a nib folder's runtime loads: `runtime.nib`, `keyedobjects.nib`, the newest
    /// `keyedobjects-NNNNNN.nib`, then `objects-*.nib`.
    static func nibInFolder(_ folder: String) -> String? {
        let names = BinaryFiles.entries(of: folder)
        for preferred in ["runtime.nib", "keyedobjects.nib"] where names.contains(preferred) { return preferred }
        if let versioned = names.filter({ $0.hasPrefix("keyedobjects-") && $0.hasSuffix(".nib") }).max() {
            return versioned
        }
        return names.first { $0.hasPrefix("objects-") && $0.hasSuffix(".nib") }
    }

    /// A folder, held open when `folder` is given.
    private static func loadFolder(_ path: String, name: String, folder: OpenFolder?) -> ArchiveLoadResult {
        if let folder = folder ?? OpenFolder(path: path), let own = loadOwnBundle(folder, name: name) { return own }
        let names = BinaryFiles.entries(of: path)
        if let index = ["Info-8.0+.plist", "Info.plist"].first(where: names.contains) {
            return loadStoryboardBundle(path, name: name, index: index)
        }
        guard let nib = nibInFolder(path) else {
            return malformed(
                name,
                CompiledFormatError("the folder holds no nib (runtime.nib, keyedobjects*.nib) and no Info.plist", at: 0)
            )
        }
        return load(contentsOf: BinaryFiles.join(path, nib), displayName: BinaryFiles.join(name, nib))
    }

    /// A storyboard folder of nibload's own form whose document part lists its parts (version 3
    /// on), read without its `Info.plist`; nil for any other folder. The document part is read at
    /// the size `fstat` gives: the archive keeps its bytes (its shared strings and attributes are
    /// read in place), so they are not left in a larger read buffer.
    private static func loadOwnBundle(_ folder: OpenFolder, name: String) -> ArchiveLoadResult? {
        let documentName = OwnCompiledForm.documentPartName
        guard let bytes = folder.read(documentName), OwnCompiledForm.isOwnForm(bytes) else { return nil }
        let displayName = BinaryFiles.join(name, documentName)
        do throws(CompiledFormatError) {
            let document = try OwnCompiledForm.Reader(bytes: bytes, at: displayName)
            guard var reader = OwnCompiledForm.BundleReader(folder: folder, name: name, document: consume document)
            else {
                return nil
            }
            return finish(try reader.archive())
        } catch {
            return malformed(displayName, error)
        }
    }

    private static func loadStoryboardBundle(_ path: String, name: String, index: String) -> ArchiveLoadResult {
        let indexName = BinaryFiles.join(name, index)
        guard let bytes = FileBytes.read(BinaryFiles.join(path, index)) else { return cannotOpen(indexName) }
        do throws(CompiledFormatError) {
            let plist = try PropertyList(bytes: bytes, file: indexName)
            if plist.value(OwnCompiledForm.partsKey, in: plist.root) != nil {
                guard let folder = OpenFolder(path: path) else {
                    throw CompiledFormatError("cannot open the folder", at: 0)
                }
                var reader = try OwnCompiledForm.BundleReader(folder: folder, name: name, index: plist)
                return finish(try reader.archive())
            }
            let identifiers = plist.stringDictionary(
                plist.value("UIViewControllerIdentifiersToNibNames", in: plist.root))
            let entry = plist.value("UIStoryboardDesignatedEntryPointIdentifier", in: plist.root).flatMap(
                plist.string(at:))
            var mapper = CompiledArchiveMapper(file: name)
            var nibNames = BinaryFiles.entries(of: path).filter { $0.hasSuffix(".nib") }.map { String($0.dropLast(4)) }
            // Controllers named in the index first, in identifier order, then the other parts (views).
            let controllers = identifiers.sorted { $0.key < $1.key }.map(\.value)
            nibNames = controllers.filter(nibNames.contains) + nibNames.filter { !controllers.contains($0) }
            for nibName in nibNames {
                var nibPath = BinaryFiles.join(path, nibName + ".nib")
                var nibDisplay = BinaryFiles.join(name, nibName + ".nib")
                if BinaryFiles.isDirectory(nibPath), let inner = nibInFolder(nibPath) {
                    nibPath = BinaryFiles.join(nibPath, inner)
                    nibDisplay = BinaryFiles.join(nibDisplay, inner)
                }
                guard let nibBytes = FileBytes.read(nibPath) else { return cannotOpen(nibDisplay) }
                do throws(CompiledFormatError) {
                    mapper.add(try graph(of: nibBytes, file: nibDisplay), file: nibDisplay, sceneID: nibName)
                } catch {
                    return malformed(nibDisplay, error)
                }
            }
            let initialNib = entry.flatMap { id in identifiers.first { $0.key == id }?.value }
            return finish(
                mapper.build(
                    name: name, documentType: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
                    initialScene: initialNib))
        } catch {
            return malformed(indexName, error)
        }
    }

    static func graph(of bytes: [UInt8], file: String) throws(CompiledFormatError) -> CompiledGraph {
        if NIBArchiveFile.looksLikeNIBArchive(bytes) { return CompiledGraph(try NIBArchiveFile(bytes: bytes)) }
        return try CompiledGraph(keyedArchive: try PropertyList(bytes: bytes, file: file))
    }

    private static func finish(_ archive: Archive) -> ArchiveLoadResult {
        ArchiveLoadResult(archive: archive, diagnostics: archive.diagnostics)
    }

    static func emptyArchive(_ file: String, diagnostics: [Diagnostic] = []) -> Archive {
        Archive(
            file: file, document: DocumentInfo(), objects: [], values: [], connections: [], references: [], scenes: [],
            topLevelObjects: [], documentValues: [], initialViewController: nil, diagnostics: diagnostics,
            duplicateIDs: [], unknownElements: [], isLegacyFormat: false)
    }

    static func malformed(_ file: String, _ error: CompiledFormatError) -> ArchiveLoadResult {
        let diagnostic = Diagnostic.compiledNibMalformed(file, error)
        return ArchiveLoadResult(archive: emptyArchive(file, diagnostics: [diagnostic]), diagnostics: [diagnostic])
    }

    static func cannotOpen(_ file: String) -> ArchiveLoadResult {
        let diagnostic = Diagnostic.cannotRead(file)
        return ArchiveLoadResult(
            archive: emptyArchive(file, diagnostics: [diagnostic]), diagnostics: [diagnostic], cannotOpen: true)
    }
}

/// Reads any document nibload understands: IB's XML (through ``ArchiveLoader``) or a compiled nib,
/// folder or bundle (through ``CompiledNibLoader``), chosen by content.
public enum DocumentLoader {
    /// Reads a file or folder.
    public static func load(contentsOf path: String, displayName: String? = nil) -> ArchiveLoadResult {
        // Opened once: a compiled file or folder is then read through the same descriptor.
        guard let opened = OpenedPath(path) else {
            if CompiledNibLoader.isCompiled(path) {
                return CompiledNibLoader.load(contentsOf: path, displayName: displayName)
            }
            return ArchiveLoader.load(contentsOf: path, displayName: displayName)
        }
        let name = displayName ?? path
        if opened.isDirectory || opened.isRegular {
            if opened.isDirectory || opened.prefix(10).map(CompiledNibLoader.isCompiled(prefix:)) == true {
                return CompiledNibLoader.load(opened, path: path, name: name)
            }
            // XML, read through the same descriptor (the prefix was read with `pread`).
            return opened.withDescriptor { descriptor in
                ArchiveLoader.load(descriptor: descriptor, regularFileSize: opened.size, name: name)
            }
        }
        return loadStream(opened, name: name)
    }

    /// A pipe or device (`nibload /dev/stdin`): its first bytes, read to tell the format, are
    /// consumed by reading them, so they are handed on (to the XML reader ahead of the rest, or
    /// with the rest to the compiled-nib reader).
    private static func loadStream(_ opened: OpenedPath, name: String) -> ArchiveLoadResult {
        guard let head = opened.head(10) else { return CompiledNibLoader.cannotOpen(name) }
        if CompiledNibLoader.isCompiled(prefix: head) {
            guard let rest = opened.bytes() else { return CompiledNibLoader.cannotOpen(name) }
            return CompiledNibLoader.load(bytes: head + rest, file: name)
        }
        return opened.withDescriptor { descriptor in
            ArchiveLoader.load(descriptor: descriptor, regularFileSize: nil, name: name, first: head)
        }
    }

    /// Reads a document held in memory: a compiled nib (`NIBArchive` or `bplist00`), else XML.
    public static func load(bytes: some Collection<UInt8>, file: String) -> ArchiveLoadResult {
        if NIBArchiveFile.looksLikeNIBArchive(bytes) || bytes.starts(with: PropertyList.binaryMagic) {
            return CompiledNibLoader.load(bytes: Array(bytes), file: file)
        }
        return ArchiveLoader.load(bytes: bytes, file: file)
    }

    /// The path of a document named `name` (no extension) in `folder`: the first of the
    /// extensions that exists, as a file or folder (`["xib", "nib"]`, `["storyboard", "storyboardc"]`).
    public static func path(named name: String, in folder: String, extensions: [String]) -> String? {
        for suffix in extensions {
            let path = BinaryFiles.join(folder, name + "." + suffix)
            if BinaryFiles.exists(path) { return path }
        }
        return nil
    }
}

extension Diagnostic {
    /// `compiled-nib-malformed`: a compiled nib that does not parse, at the byte offset.
    static func compiledNibMalformed(_ file: String, _ error: CompiledFormatError) -> Diagnostic {
        Diagnostic(
            id: .compiledNibMalformed, severity: .error, message: error.message,
            location: SourceLocation(file: error.file ?? file, byteOffset: error.offset))
    }

    /// `cannot-open`: a compiled nib that cannot be read.
    static func cannotRead(_ file: String) -> Diagnostic {
        Diagnostic(id: .cannotOpen, severity: .error, message: "cannot read '\(file)'", location: nil)
    }
}
