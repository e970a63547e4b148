extension FrameworkClasses {
    /// WatchKit interface objects and controllers. Interface objects are not views: they are
    /// `NSObject` proxies with no outlets of their own; controllers connect outlets to them.
    package static let watchKitTable: [String: Entry] = [
        "WKInterfaceController": Entry(superclass: "NSObject"),
        "WKUserNotificationInterfaceController": Entry(
            superclass: "WKInterfaceController", outlets: ["notificationAlertLabel"]),
        "WKHostingController": Entry(superclass: "WKInterfaceController"),
        "WKInterfaceObject": Entry(superclass: "NSObject"),
        "WKInterfaceButton": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceLabel": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceImage": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceGroup": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceTable": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceSwitch": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceSlider": Entry(superclass: "WKInterfaceObject"),
        "WKInterfacePicker": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceMap": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceDate": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceTimer": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceSeparator": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceMovie": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceInlineMovie": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceTextField": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceSKScene": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceSCNScene": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceActivityRing": Entry(superclass: "WKInterfaceObject"),
        "WKInterfaceMenu": Entry(superclass: "NSObject"),
        "WKInterfaceMenuItem": Entry(superclass: "NSObject"),
        "WKGestureRecognizer": Entry(superclass: "NSObject"),
        "WKTapGestureRecognizer": Entry(superclass: "WKGestureRecognizer"),
        "WKSwipeGestureRecognizer": Entry(superclass: "WKGestureRecognizer"),
        "WKLongPressGestureRecognizer": Entry(superclass: "WKGestureRecognizer"),
        "WKPanGestureRecognizer": Entry(superclass: "WKGestureRecognizer"),
        "WKNotificationCategory": Entry(superclass: "NSObject"),
    ]
}
