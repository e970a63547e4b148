import NibSwiftSource

/// How findings name a source type and its members, by language: an Objective-C class has no
/// `@IBOutlet` attribute, and key-value coding finds any property, instance variable or `set…:`
/// method of it, and any instance method answers an action.
extension SwiftType {
    /// `'Name'` for a Swift type, `Objective-C class 'Name'` for an Objective-C one.
    var describedInMessage: String {
        language == .objectiveC ? "Objective-C class '\(qualifiedName)'" : "'\(qualifiedName)'"
    }

    /// What a missing outlet is not: `@IBOutlet`, or for Objective-C what key-value coding looks for.
    var outletMemberWording: String {
        language == .objectiveC ? "property, instance variable or set…: method" : "@IBOutlet"
    }

    /// What a missing action is not: `@IBAction or @objc method`, or an Objective-C instance method.
    var actionMemberWording: String {
        language == .objectiveC ? "instance method" : "@IBAction or @objc method"
    }

    /// The marker outlets carry in its language: `@IBOutlet` or `IBOutlet`.
    var outletMarker: String { language == .objectiveC ? "IBOutlet" : "@IBOutlet" }

    /// The marker actions carry in its language: `@IBAction` or `IBAction`.
    var actionMarker: String { language == .objectiveC ? "IBAction" : "@IBAction" }
}
