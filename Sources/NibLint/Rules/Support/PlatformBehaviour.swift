import NibArchive

/// What the document's platform really does when a connection or class cannot be resolved at run
/// time, for the messages of the source rules: UIKit and WatchKit throw where AppKit logs and
/// carries on.
enum PlatformBehaviour {
    /// The framework that loads the document (`UIKit`, `AppKit`, `WatchKit`).
    static func framework(_ family: RuntimeFamily) -> String {
        switch family {
        case .appKit: "AppKit"
        case .watchKit: "WatchKit"
        case .cocoaTouch, .unknown: "UIKit"
        }
    }

    /// What happens when an outlet's owner has no property of that name.
    static func missingOutlet(_ property: String, family: RuntimeFamily) -> String {
        switch family {
        case .appKit:
            "AppKit logs \"Failed to connect (\(property)) outlet … missing setter or instance variable\" when it loads the document and carries on, leaving the outlet nil"
        case .watchKit:
            "loading the interface controller would throw setValue:forUndefinedKey: for '\(property)'"
        case .cocoaTouch, .unknown:
            "loading the document would crash with setValue:forUndefinedKey:"
        }
    }

    /// What happens when an action's target has no method with that selector.
    static func missingAction(_ family: RuntimeFamily) -> String {
        switch family {
        case .appKit:
            "AppKit sends an action only to a target that responds to it, so clicking the control would do nothing"
        case .watchKit:
            "WatchKit would fail to deliver the action (unrecognized selector)"
        case .cocoaTouch, .unknown:
            "the action would crash with an unrecognized selector"
        }
    }

    /// What happens when an object's custom class does not exist at run time.
    static func unknownClass(_ name: String, element: String, family: RuntimeFamily) -> String {
        let fallback =
            ClassMap.defaultClass(forElement: element, family: family).map { "a '\($0)'" } ?? "the element's class"
        return
            "\(framework(family)) logs \"Unknown class \(name) in Interface Builder file\" and creates \(fallback) instead, so its outlets and actions of '\(name)' crash or do nothing"
    }
}
