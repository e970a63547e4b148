import NibXML

extension ArchiveBuilder {
    /// The attributes a connection record holds as fields, read in one pass over the element's
    /// attributes (the first of a name counts, as a lookup by name finds it).
    struct ConnectionFields {
        var id: String?
        var destination: String?
        var target: String?
        var property: String?
        var name: String?
        var selector: String?
        var eventType: String?
        var collectionClass: String?
        var kind: String?
        var identifier: String?
        var relationship: String?
        var unwindAction: String?
        var customClass: String?
        var customModule: String?
        var modalPresentationStyle: String?
        var modalTransitionStyle: String?
        var animates: String?
        var popoverAnchorView: String?
        var popoverAnchorBarButtonItem: String?

        /// Sets a field unless an earlier attribute of the same name set it.
        mutating func set(_ field: NameFacts.ConnectionField, to value: String) {
            switch field {
            case .id: id = id ?? value
            case .destination: destination = destination ?? value
            case .target: target = target ?? value
            case .property: property = property ?? value
            case .name: name = name ?? value
            case .selector: selector = selector ?? value
            case .eventType: eventType = eventType ?? value
            case .collectionClass: collectionClass = collectionClass ?? value
            case .kind: kind = kind ?? value
            case .identifier: identifier = identifier ?? value
            case .relationship: relationship = relationship ?? value
            case .unwindAction: unwindAction = unwindAction ?? value
            case .customClass: customClass = customClass ?? value
            case .customModule: customModule = customModule ?? value
            case .modalPresentationStyle: modalPresentationStyle = modalPresentationStyle ?? value
            case .modalTransitionStyle: modalTransitionStyle = modalTransitionStyle ?? value
            case .animates: animates = animates ?? value
            case .popoverAnchorView: popoverAnchorView = popoverAnchorView ?? value
            case .popoverAnchorBarButtonItem: popoverAnchorBarButtonItem = popoverAnchorBarButtonItem ?? value
            }
        }
    }

    private func connectionFields(of element: Int) -> ConnectionFields {
        var fields = ConnectionFields()
        for position in tree[element].attributeRange {
            guard let field = nameFacts[tree.attributes.nameIndex(at: position)].connectionField else { continue }
            fields.set(field, to: tree.attributes.value(at: position))
        }
        return fields
    }

    private static func segue(_ fields: ConnectionFields) -> SegueInfo {
        SegueInfo(
            kindAttribute: fields.kind ?? "", identifier: fields.identifier, relationship: fields.relationship,
            unwindAction: fields.unwindAction, customClass: fields.customClass,
            customModule: fields.customModule, modalPresentationStyle: fields.modalPresentationStyle,
            modalTransitionStyle: fields.modalTransitionStyle, animates: fields.animates != "NO",
            popoverAnchorID: fields.popoverAnchorView ?? fields.popoverAnchorBarButtonItem)
    }

    mutating func addConnection(_ element: Int, kind: Connection.Kind, source: ObjectIndex?, scene: SceneIndex?) {
        let fields = connectionFields(of: element)
        let index = archive.connections.count
        let segue = kind == .segue ? Self.segue(fields) : nil
        archive.connections.append(
            Connection(
                index: index, kind: kind, id: fields.id, source: source,
                destinationID: fields.destination ?? fields.target, destination: nil,
                property: kind == .binding ? fields.name : fields.property,
                selector: fields.selector ?? segue?.unwindAction, eventType: fields.eventType,
                collectionClass: fields.collectionClass, segue: segue, attributes: attributes(of: element),
                scene: scene, crossesScenes: false, location: tree.location(of: element)))
        roles[role: element] = .connection(index)
    }
}
