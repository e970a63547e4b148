import NibArchive
import NibCoding
import NibDiagnostics
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibKit

/// An app's controller for `Samples/xib/OwnerOutlets.xib`, written the way a user writes one.
@MainActor
final class ProfileViewController: ViewController {
    @Outlet var avatarImageView: ImageView?
    @Outlet var nameField: TextField?
    @Outlet var nameLabel: Label?
    @Outlet var notificationsSwitch: Switch?
    @OutletCollection var actionButtons: [Button]
    var received: [String] = []

    override func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool {
        ["followTapped:", "messageTapped:", "notificationsChanged:", "dismissKeyboard:"].contains(action.rawValue)
    }

    override func performAction(_ action: ActionName, sender: AnyObject?) { received.append(action.rawValue) }
}

/// The cell class of `Samples/xib/TableViewCell.xib`.
@MainActor
final class ProfileCell: TableViewCell {
    @Outlet var nameLabel: Label?
    @Outlet var subtitleLabel: Label?
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = nameLabel != nil
    }
}

/// Loading the repository's sample documents with user classes, as an app's tests would.
@Suite @MainActor struct SampleDocumentTests {
    @Test(
        "N3: an action aimed at First Responder reaches, through the responder chain, the controller that implements it"
    )
    func ownerOutletsAndActions() throws {
        let nib = try Nib(contentsOf: PackagePaths.sample("xib/OwnerOutlets.xib"))
        let owner = ProfileViewController()
        let result = try nib.instantiateWithResult(owner: owner)
        #expect(result.statistics.outlets == 7)
        #expect(result.statistics.actions == 4)
        #expect(owner.isViewLoaded)
        #expect(owner.view === result.topLevelObjects.first)
        #expect(owner.nameLabel?.text == "Ada Lovelace")
        #expect(owner.actionButtons.map { $0.title() } == ["Follow", "Message"])
        #expect(owner.avatarImageView?.layerProperties.cornerRadius == 40)
        #expect(owner.avatarImageView?.layerProperties.masksToBounds == true)
        #expect(owner.avatarImageView?.accessibilityIdentifier == "profile.avatar")
        #expect(
            owner.avatarImageView?.tintColor?.kind
                == .rgb(red: 0.20392156862745098, green: 0.47058823529411764, blue: 0.96470588235294119, alpha: 1))
        #expect(result.statistics.attributes == 4)
        #expect(result.diagnostics.filter { $0.id == "unknown-runtime-attribute" }.isEmpty)

        let field = try #require(owner.nameField)
        #expect(field.allTargets.includesResponderChain)
        field.sendActions(for: .editingDidEndOnExit)
        owner.actionButtons.first?.sendActions(for: .touchUpInside)
        owner.notificationsSwitch?.sendActions(for: .valueChanged)
        #expect(owner.received == ["dismissKeyboard:", "followTapped:", "notificationsChanged:"])
    }

    @Test func tableViewCellWithItsClassRegisteredByBareName() throws {
        let registry = NibClassRegistry()
        registry.register(ProfileCell.self, as: "ProfileCell")
        let nib = try Nib(contentsOf: PackagePaths.sample("xib/TableViewCell.xib"), registry: registry)
        let cell = try #require(try nib.instantiate().first as? ProfileCell)
        #expect(cell.reuseIdentifier == "ProfileCell")
        #expect(cell.nameLabel?.text == "Name")
        #expect(cell.subtitleLabel?.text == "Subtitle")
        #expect(cell.awoke)
        #expect(cell.contentView?.subviews.count == 2)
        #expect(cell.contentView?.installedConstraints.isEmpty == false)
    }

    @Test func everySampleInstantiatesForTheCommandLine() throws {
        for relative in [
            "xib/OwnerOutlets.xib", "xib/TableViewCell.xib", "xib/AppKitWindow.xib",
            "storyboard/Navigation.storyboard", "storyboard/SingleScene.storyboard", "storyboard/TabBar.storyboard",
        ] {
            let archive = ArchiveLoader.load(contentsOf: PackagePaths.sample(relative)).archive
            let report = InstantiationReport.instantiateAll(archive: archive)
            #expect(report.succeeded, "\(relative): \(report.diagnostics)")
            #expect(
                report.statistics.objects > 0 && report.statistics.awakeFromNib == report.statistics.objects,
                "\(relative)")
        }
        let navigation = InstantiationReport.instantiateAll(
            archive: ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/Navigation.storyboard")).archive)
        #expect(navigation.scenes == 5)
        #expect(navigation.statistics.outlets == 6 && navigation.statistics.actions == 1)
        #expect(navigation.statistics.segueTemplates == 4)
    }

    @Test func missingViewOutletIsReportedByTheViewLoad() throws {
        let archive = ArchiveLoader.load(contentsOf: PackagePaths.sample("invalid/UnknownCustomClass.xib")).archive
        let report = InstantiationReport.instantiateAll(archive: archive)
        #expect(report.succeeded)
        #expect(report.diagnostics.contains { $0.id == "unknown-custom-class" && $0.severity == .warning })
    }

    @Test(
        "VL9 (loader side): a controller archived with its view inline has it loaded, and viewDidLoad comes from awakeFromNib"
    )
    func legacyInlineView() throws {
        let xib = TestClasses.xib(
            """
                    <viewController id="vc">
                        <view key="view" contentMode="scaleToFill" id="inline">
                            <rect key="frame" x="0" y="0" width="10" height="10"/>
                        </view>
                    </viewController>
            """)
        let objects = try Nib(string: xib, name: "legacy.xib").instantiate(owner: TOwner())
        let controller = try #require(objects.first as? ViewController)
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded?.objectID == "inline")
    }

    @Test func tabsNavigationAndTableDataSources() throws {
        let storyboard = try Storyboard(
            contentsOf: PackagePaths.sample("storyboard/TabBar.storyboard"), options: .commandLine)
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        #expect(tabs.viewControllers.count == 3)
        let navigation = try #require(tabs.viewControllers[1] as? NavigationController)
        let library = try #require(navigation.viewControllers.first as? TableViewController)
        #expect(!library.isViewLoaded)
        let table = try #require(library.tableView)
        #expect(table.dataSource === library && table.delegate === library)
        #expect(tabs.viewControllers[0].tabBarItem?.title != nil)
    }
}
