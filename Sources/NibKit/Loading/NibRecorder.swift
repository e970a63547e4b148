import NibArchive

/// Routes what no real property takes to the object that records it: a ``NibRecording`` object,
/// or the record of a built stand-in.
struct NibRecorder {
    let builder: NibObjectBuilder

    /// Records an attribute; false when nothing records for `object`.
    mutating func recordAttribute(
        _ keyPath: String, _ value: NibAttributeValue, on object: AnyObject, index: ObjectIndex
    ) -> Bool {
        if let recording = NibConformanceCache.recording(object) {
            recording.recordAttribute(keyPath, value: value)
            return true
        }
        guard let record = builder.standIns[index] ?? NibStandInRecord.record(for: object) else { return false }
        record.recorded.attributes.append((keyPath, value))
        return true
    }

    /// Records an outlet or collection member; false when nothing records for `object`.
    mutating func recordOutlet(
        _ property: String, _ destination: AnyObject?, collection: Bool, on object: AnyObject, index: ObjectIndex
    ) -> Bool {
        if let recording = NibConformanceCache.recording(object) {
            if collection, let destination {
                recording.recordOutletCollectionMember(property, element: destination)
            } else {
                recording.recordOutlet(property, destination: destination)
            }
            return true
        }
        guard let record = builder.standIns[index] ?? NibStandInRecord.record(for: object) else { return false }
        if collection, let destination {
            record.recorded.appendCollectionMember(property, destination)
        } else {
            record.recorded.appendOutlet(property, destination)
        }
        return true
    }

    /// Records an action when the source records actions (recording objects, and stand-ins whose
    /// class is not an action source); false otherwise.
    mutating func recordAction(
        _ selector: String, _ target: AnyObject?, _ eventType: String?, on object: AnyObject, index: ObjectIndex
    ) -> Bool {
        if let recording = NibConformanceCache.recording(object) {
            recording.recordAction(selector, target: target, eventType: eventType)
            return true
        }
        guard let record = builder.standIns[index] ?? NibStandInRecord.record(for: object) else { return false }
        record.recorded.appendAction(selector, target, eventType)
        return !(object is any NibActionSource)
    }
}
