@testable import NibCompiled

/// Builds NIBArchive files in tests, from tables written out by hand.
struct NIBFixture {
    var objects: [(className: String, values: [(String, NIBArchiveFile.Payload)])] = []

    /// Adds an object; returns its index.
    @discardableResult
    mutating func add(_ className: String, _ values: [(String, NIBArchiveFile.Payload)] = []) -> Int {
        objects.append((className, values))
        return objects.count - 1
    }

    /// An `NSString`.
    mutating func string(_ text: String) -> NIBArchiveFile.Payload {
        .object(add("NSString", [("NS.bytes", .data(Array(text.utf8)))]))
    }

    /// An inlined array of objects.
    mutating func array(_ members: [Int]) -> NIBArchiveFile.Payload {
        .object(
            add("NSArray", [("NSInlinedValue", .bool(true))] + members.map { ("UINibEncoderEmptyKey", .object($0)) }))
    }

    /// The file's tables.
    var file: NIBArchiveFile {
        var keys: [String] = []
        var classes: [String] = []
        var values: [NIBArchiveFile.Value] = []
        var table: [NIBArchiveFile.Object] = []
        for object in objects {
            if !classes.contains(object.className) { classes.append(object.className) }
            let first = values.count
            for (key, payload) in object.values {
                if !keys.contains(key) { keys.append(key) }
                values.append(NIBArchiveFile.Value(keyIndex: keys.firstIndex(of: key) ?? 0, payload: payload))
            }
            table.append(
                NIBArchiveFile.Object(
                    classIndex: classes.firstIndex(of: object.className) ?? 0, firstValue: first,
                    valueCount: values.count - first))
        }
        return NIBArchiveFile(
            objects: table, keys: keys, values: values, classNames: classes.map { NIBArchiveFile.ClassName(name: $0) })
    }

    /// A UIKit nib: File's Owner, a view with a label and a button, an outlet and an action.
    static func uikitNib() -> NIBFixture {
        var nib = NIBFixture()
        nib.add("NSObject")
        let ownerID = nib.string("IBFilesOwner")
        let owner = nib.add("UIProxyObject", [("UIProxiedObjectIdentifier", ownerID)])
        let labelText = nib.string("Hello")
        var bounds: [UInt8] = [7]
        for number in [0.0, 0.0, 100.0, 20.0] {
            bounds += withUnsafeBytes(of: number.bitPattern.littleEndian, Array.init)
        }
        var center: [UInt8] = [7]
        for number in [60.0, 30.0] { center += withUnsafeBytes(of: number.bitPattern.littleEndian, Array.init) }
        let label = nib.add(
            "UILabel",
            [("UIText", labelText), ("UIBounds", .data(bounds)), ("UICenter", .data(center)), ("UITag", .int8(7))])
        let buttonClass = nib.string("FancyButton")
        let buttonOriginal = nib.string("UIButton")
        let button = nib.add(
            "UIClassSwapper",
            [
                ("UIClassName", buttonClass), ("UIOriginalClassName", buttonOriginal),
                ("UIUserInteractionDisabled", .bool(false)),
            ])
        let subviews = nib.array([label, button])
        let view = nib.add("UIView", [("UISubviews", subviews), ("UIHidden", .bool(false))])
        for member in [label, button] { nib.objects[member].values.append(("UISuperview", .object(view))) }
        let outletName = nib.string("titleLabel")
        let outlet = nib.add(
            "UIRuntimeOutletConnection",
            [("UISource", .object(owner)), ("UIDestination", .object(label)), ("UILabel", outletName)])
        let selector = nib.string("tap:")
        let action = nib.add(
            "UIRuntimeEventConnection",
            [
                ("UISource", .object(button)), ("UIDestination", .object(owner)), ("UILabel", selector),
                ("UIEventMask", .int8(64)),
            ])
        let top = nib.array([owner, view])
        let connections = nib.array([outlet, action])
        nib.objects[0].values = [("UINibTopLevelObjectsKey", top), ("UINibConnectionsKey", connections)]
        return nib
    }
}

/// The `compiled-nib-malformed` error loading `bytes` gives (its byte offset and message), or nil
/// when they load.
func compiledMalformation(_ bytes: [UInt8]) -> (offset: Int?, message: String)? {
    let result = CompiledNibLoader.load(bytes: bytes, file: "Bad.nib")
    guard result.outcome == .malformed,
        let diagnostic = result.diagnostics.first(where: { $0.id == "compiled-nib-malformed" })
    else { return nil }
    return (diagnostic.location?.byteOffset, diagnostic.message)
}
