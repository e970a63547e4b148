import NibArchive
import NibDiagnostics

/// `view-outlet-missing`: a view controller's xib whose `view` outlet is not connected.
struct ViewOutletMissingRule: Rule {
    static let description = RuleDescription(
        id: "view-outlet-missing",
        summary: "a view controller's xib does not connect the 'view' outlet",
        details: """
            When a view controller loads its view from a xib, UIKit (and AppKit) take the view from File's \
            Owner's `view` outlet; if it is not connected, `loadView` throws ("loaded the nib but the view \
            outlet was not set"). Reported when File's Owner's class is a view controller (known from the \
            Swift sources when given, else a class name ending in `ViewController`), File's Owner has no \
            `view` outlet (a table or collection view controller's `tableView`/`collectionView` outlet \
            counts too), and the xib is the controller's view nib: either it is the nib \
            `init(nibName: nil, bundle: nil)` loads — named after the class (`ProfileViewController.xib`; \
            on iOS also `ProfileView.xib`, as UIKit looks for both; a `~ipad`/`~iphone` suffix is \
            allowed) — with a top-level view, or it is an iOS xib whose only top-level object is a plain \
            `view` that File's Owner has outlets into. Xibs that a controller loads with itself as owner \
            for other purposes (cells, accessory views, AppKit auxiliary nibs) are not reported.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                                <connections><outlet property="nameLabel" destination="l" id="o1"/></connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view id="main">
                                <subviews><label id="l"/></subviews>
                            </view>
                    """), name: "ProfileViewController.xib"),
            RuleExample(
                ExampleDocuments.xib(
                    """
                            ↓<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SettingsViewController">
                                <connections><outlet property="titleLabel" destination="t" id="o1"/></connections>
                            </placeholder>
                            <view id="root"><subviews><label id="t"/></subviews></view>
                    """), name: "Settings.xib"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                                <connections><outlet property="view" destination="main" id="o1"/></connections>
                            </placeholder>
                            <view id="main"/>
                    """), name: "ProfileView.xib"),
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FeedViewController"/>
                            <tableViewCell reuseIdentifier="Cell" id="cell"/>
                    """), name: "FeedViewController.xib"),
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FeedViewController"/>
                            <view id="banner"/>
                    """), name: "FeedBanner.xib"),
            RuleExample(
                ExampleDocuments.appKitXib(
                    """
                            <customObject id="-2" userLabel="File's Owner" customClass="ListViewController">
                                <connections><outlet property="table" destination="t" id="o1"/></connections>
                            </customObject>
                            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                            <customView id="root"><subviews><tableView id="t"/></subviews></customView>
                    """), name: "ListAccessory.xib"),
        ])

    private static let viewControllerClasses: Set<String> = ["UIViewController", "NSViewController"]
    private static let viewOutlets: Set<String> = ["view", "tableView", "collectionView"]
    private static let cellElements: Set<String> = [
        "tableViewCell", "collectionViewCell", "collectionReusableView", "tableCellView", "tableViewHeaderFooterView",
    ]

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        guard !document.isStoryboard,
            let owner = archive.topLevelObjects.first(where: { archive[$0].placeholder == .filesOwner }),
            let ownerClass = archive[owner].customClass
        else { return }
        guard isViewController(ownerClass, module: archive[owner].customModule, sources: document.sources) else {
            return
        }
        let views = archive.topLevelObjects.filter { index in
            let object = archive[index]
            guard !object.isPlaceholder, !Self.cellElements.contains(object.element) else { return false }
            return object.element == "view" || object.element.hasSuffix("View")
        }
        guard let firstView = views.first else { return }
        if !isDefaultNib(document.file, of: ownerClass, appKit: archive.document.family == .appKit) {
            // Another name: only the unmistakable shape of a view nib (iOS, one plain top-level view
            // that File's Owner is wired into).
            guard archive.document.family == .cocoaTouch, views.count == 1, archive[firstView].element == "view",
                archive[firstView].customClass == nil
            else { return }
            let inside = Set(archive.descendants(of: firstView))
            let wired = archive.connections(from: owner).contains { connection in
                connection.destination.map { inside.contains($0) } ?? false
            }
            guard wired else { return }
        }
        let connected = archive.connections(from: owner).contains {
            $0.kind == .outlet && Self.viewOutlets.contains($0.property ?? "")
        }
        guard !connected else { return }
        output.report(
            "File's Owner is the view controller '\(ownerClass)', but its 'view' outlet is not connected; loading this xib as its view throws",
            at: archive[owner].location)
    }

    /// Whether the xib is the one `init(nibName: nil, bundle: nil)` loads for the class.
    private func isDefaultNib(_ file: String, of className: String, appKit: Bool) -> Bool {
        var stem = FilePath.stem(file)
        if let tilde = stem.firstIndex(of: "~") { stem = String(stem[..<tilde]) }
        let bare = className.split(separator: ".").last.map(String.init) ?? className
        if stem == bare { return true }
        return !appKit && bare.hasSuffix("Controller") && stem == String(bare.dropLast("Controller".count))
    }

    private func isViewController(_ name: String, module: String?, sources: SourceModel?) -> Bool {
        if let sources, let type = sources.type(customClass: name, module: module) {
            let chain = sources.index.ancestors(of: type).map(\.name)
            if chain.contains(where: { Self.viewControllerClasses.contains($0) }) { return true }
            if sources.isChainComplete(type) { return false }
        }
        return name.hasSuffix("ViewController")
    }
}
