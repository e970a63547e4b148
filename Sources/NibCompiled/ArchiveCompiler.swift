public import NibArchive
import NibPrimitives

/// Writes an ``Archive`` in nibload's compiled form (Apple's `NIBArchive` container): one file
/// for a xib; for a storyboard a folder, like a `.storyboardc`, with one file per scene, one for
/// the document and an `Info.plist` index. ``CompiledNibLoader`` reads either back into an equal
/// archive.
public enum ArchiveCompiler {
    /// Why compiling failed.
    public struct Failure: Error, Sendable, Hashable {
        /// A lower-case message.
        public let message: String
    }

    /// The bytes of a single-file compiled form of an archive.
    public static func compiledFile(_ archive: Archive) -> [UInt8] {
        compiledFile(archive, layout: .current)
    }

    /// The bytes of a single-file compiled form of an archive, its tables laid out as `layout`
    /// says (tests read every layout).
    static func compiledFile(_ archive: Archive, layout: OwnCompiledForm.Layout) -> [UInt8] {
        OwnCompiledForm.encode(archive, split: false, layout: layout)[0].bytes
    }

    /// The files of a storyboard folder: name (relative to the folder) and bytes, the index last.
    public static func compiledFolder(_ archive: Archive) -> [(name: String, bytes: [UInt8])] {
        compiledFolder(archive, layout: .current)
    }

    /// The files of a storyboard folder, its tables laid out as `layout` says.
    static func compiledFolder(_ archive: Archive, layout: OwnCompiledForm.Layout) -> [(name: String, bytes: [UInt8])] {
        var files = OwnCompiledForm.encode(archive, split: true, layout: layout)
        let names = files.map(\.name)
        var identifiers: [(String, String)] = []
        for scene in archive.scenes {
            for object in scene.objects {
                if let identifier = archive[object].attribute("storyboardIdentifier") {
                    identifiers.append((identifier, String(names[scene.index.rawValue + 1].dropLast(4))))
                }
            }
        }
        var plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>\(OwnCompiledForm.partsKey)</key>
            \t<array>

            """
        for name in names { plist += "\t\t<string>\(escaped(name))</string>\n" }
        plist += "\t</array>\n\t<key>UIViewControllerIdentifiersToNibNames</key>\n\t<dict>\n"
        for (identifier, nib) in identifiers {
            plist += "\t\t<key>\(escaped(identifier))</key>\n\t\t<string>\(escaped(nib))</string>\n"
        }
        plist += "\t</dict>\n"
        if let initial = archive.initialViewController,
            let identifier = archive[initial].attribute("storyboardIdentifier")
        {
            plist +=
                "\t<key>UIStoryboardDesignatedEntryPointIdentifier</key>\n\t<string>\(escaped(identifier))</string>\n"
        }
        plist += "</dict>\n</plist>\n"
        files.append(("Info.plist", Array(plist.utf8)))
        return files
    }

    /// Writes the compiled form to `path`: a file for a xib, a folder for a storyboard.
    public static func write(_ archive: Archive, to path: String) throws(Failure) {
        if archive.document.isStoryboard {
            guard BinaryFiles.makeDirectory(path) else { throw Failure(message: "cannot create the folder '\(path)'") }
            for file in compiledFolder(archive) {
                let target = BinaryFiles.join(path, file.name)
                guard FileBytes.write(file.bytes, to: target) == nil else {
                    throw Failure(message: "cannot write '\(target)'")
                }
            }
        } else {
            guard FileBytes.write(compiledFile(archive), to: path) == nil else {
                throw Failure(message: "cannot write '\(path)'")
            }
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingAll("&", "&amp;").replacingAll("<", "&lt;").replacingAll(">", "&gt;")
    }
}

extension String {
    func replacingAll(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
