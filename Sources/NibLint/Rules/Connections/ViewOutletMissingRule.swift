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
            outlet was not set"). Reported for the xib a view controller loads by default — named after \
            its File's Owner's class (`ProfileViewController.xib`; on iOS also `ProfileView.xib`, as \
            UIKit looks for both; a `~ipad`/`~iphone` suffix is allowed) — whose File's Owner's class is \
            a view controller (known from the Swift sources when given, else a class name ending in \
            `ViewController`) and which has a top-level view, when File's Owner has no `view` outlet (a \
            table or collection view controller's `tableView`/`collectionView` outlet counts too). Xibs \
            with other names are loaded with an explicit owner for other purposes (cells, accessory \
            views) and are not reported.
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
                    """), name: "ProfileViewController.xib")
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
        guard isDefaultNib(document.file, of: ownerClass, appKit: archive.document.family == .appKit),
            isViewController(ownerClass, module: archive[owner].customModule, sources: document.sources)
        else { return }
        let hasTopLevelView = archive.topLevelObjects.contains { index in
            let object = archive[index]
            guard !object.isPlaceholder, !Self.cellElements.contains(object.element) else { return false }
            return object.element == "view" || object.element.hasSuffix("View")
        }
        guard hasTopLevelView else { return }
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
            let chain = sources.index.superclassChain(of: type.qualifiedName)
            if chain.contains(where: { Self.viewControllerClasses.contains($0) }) { return true }
            if sources.isChainComplete(type) { return false }
        }
        return name.hasSuffix("ViewController")
    }
}
