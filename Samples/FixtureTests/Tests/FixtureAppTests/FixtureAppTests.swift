import FixtureApp
import NibKit
import NibKitFoundation
import Testing

/// The app's documents through nibload's public API only, as the README shows. Swift Testing runs
/// these in parallel: each test has its own registry and runner.
@Suite @MainActor struct FixtureAppTests {
    /// Main.storyboard, strictly: every custom class registered, every action declared.
    static func main(runner: Runner? = nil) throws -> Storyboard {
        let storyboard = try Storyboard(
            name: "Main", bundle: FixtureApp.bundle, registry: FixtureApp.registry(), options: .strict)
        storyboard.runner = runner
        return storyboard
    }

    /// Shows `root` in a new window of `runner` and settles, failing on any error diagnostic.
    static func show(_ root: ViewController, in runner: Runner) throws {
        runner.failurePolicy = .throwOnAnyError
        let window = runner.makeWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        try runner.settleChecked()
    }

    @Test func theStoryboardLoadsStrictlyAndTheInboxWorks() throws {
        let storyboard = try Self.main()
        #expect(storyboard.registry.unregisteredClasses(in: storyboard) == [])
        let tabs = try #require(try storyboard.instantiateInitialViewController(as: TabBarController.self))
        #expect(tabs.viewControllers.count == 2)

        let inbox = try storyboard.instantiateViewController(identifier: "Inbox", as: InboxViewController.self)
        try inbox.loadViewThrowing()
        #expect(inbox.summaryLabel?.text == "2 messages")
        #expect(inbox.composeItem?.sendAction() == true)
        #expect(inbox.drafts == 1)
        #expect(storyboard.loadDiagnostics.isEmpty)
    }

    @Test func theProfileXibConnectsItsOwner() throws {
        let nib = try Nib(
            nibName: "ProfileView", bundle: FixtureApp.bundle, registry: FixtureApp.registry(), options: .strict)
        let profile = ProfileViewController()
        let views = try nib.instantiate(owner: profile, as: View.self)
        #expect(views.count == 1)
        #expect(profile.nameLabel?.text == "Ada Lovelace")
        profile.editButton?.sendActions(for: .touchUpInside)
        #expect(profile.isEditing)
    }

    @Test func openingAMessagePushesItInUIKitsOrder() throws {
        let runner = Runner(profile: .modern)
        let storyboard = try Self.main(runner: runner)
        let tabs = try #require(try storyboard.instantiateInitialViewController(as: TabBarController.self))
        try Self.show(tabs, in: runner)
        let navigation = try #require(tabs.viewControllers.first as? NavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)

        let mark = runner.trace.count
        inbox.openButton?.sendActions(for: .touchUpInside)
        try runner.settleChecked()
        let message = try #require(navigation.topViewController as? MessageViewController)
        #expect(message.subjectLabel?.text == "Welcome")
        #expect(
            runner.trace.lines(since: mark) == [
                "Inbox.shouldPerformSegue(withIdentifier: \"showMessage\", sender: Button)",
                "Message.init(coder:)",
                "Message.awakeFromNib()",
                "Inbox.prepare(for: \"showMessage\", sender: Button)",
                "Message.willMove(toParent: InboxNavigation) [movingToParent]",
                "Message.loadView() [movingToParent]",
                "Message.viewDidLoad() [movingToParent]",
                "Inbox.viewWillDisappear(animated: true)",
                "Message.viewWillAppear(animated: true) [movingToParent]",
                "Message.viewIsAppearing(animated: true) [movingToParent]",
                "Message.viewWillLayoutSubviews() [movingToParent]",
                "Message.viewDidLayoutSubviews() [movingToParent]",
                "Inbox.viewDidDisappear(animated: true)",
                "Message.viewDidAppear(animated: true) [movingToParent]",
                "Message.didMove(toParent: InboxNavigation) [movingToParent]",
            ])
        message.archiveButton?.sendActions(for: .touchUpInside)
        #expect(message.isArchived)
    }

    @Test func signingOutUnwindsToSettings() throws {
        let runner = Runner(profile: .modern)
        let storyboard = try Self.main(runner: runner)
        let tabs = try #require(try storyboard.instantiateInitialViewController(as: TabBarController.self))
        try Self.show(tabs, in: runner)
        tabs.selectedIndex = 1
        try runner.settleChecked()
        let settings = try #require(tabs.selectedViewController as? SettingsViewController)

        let toggle = try #require(settings.notificationsSwitch)
        toggle.isOn = false
        toggle.sendActions(for: .valueChanged)
        #expect(!settings.notificationsOn)

        settings.signOutButton?.sendActions(for: .touchUpInside)
        try runner.settleChecked()
        let confirmation = try #require(tabs.presentedViewController as? SignOutViewController)
        let mark = runner.trace.count
        confirmation.confirmButton?.sendActions(for: .touchUpInside)
        try runner.settleChecked()
        #expect(settings.signedOutFrom === confirmation)
        #expect(tabs.presentedViewController == nil)
        // A form sheet leaves its presenter on screen: Settings gets no appearance callbacks.
        #expect(
            runner.trace.lines(since: mark) == [
                "SignOut.shouldPerformSegue(withIdentifier: nil, sender: Button)",
                "SignOut.prepare(for: nil, sender: Button)",
                "Settings.unwindToSettings(segue: nil)",
                "Tabs.unwind(for: nil, towards: Settings)",
                "SignOut.viewWillDisappear(animated: true) [beingDismissed]",
                "SignOut.viewDidDisappear(animated: true) [beingDismissed]",
            ])
    }

    @Test func aBrokenDocumentIsATypedErrorAtItsPlace() throws {
        let error = try #require(throws: NibLoadingError.self) {
            try Storyboard(name: "Broken", bundle: FixtureApp.bundle, registry: FixtureApp.registry())
        }
        guard case .unreadableDocument(let file, _) = error else {
            Issue.record("expected an unreadable document, got \(error)")
            return
        }
        #expect(file.hasSuffix("Broken.storyboard"))
        #expect(error.location?.line == 14)
        #expect(error.message.contains("the document ends inside a start tag"))
    }

    @Test func anUnknownIdentifierIsATypedErrorAtTheFile() throws {
        let storyboard = try Self.main()
        let start = NibSourceLocation(file: storyboard.archive.file, line: 1, column: 1)
        #expect(
            throws: NibLoadingError.unknownIdentifier(.init(storyboard: "Main", identifier: "Outbox", location: start))
        ) {
            try storyboard.instantiateViewController(identifier: "Outbox")
        }
    }

    @Test func aForgottenRegistrationIsNamedAndFailsAStrictLoad() throws {
        let registry = NibClassRegistry()
        registry.register(InboxViewController.self)
        let storyboard = try Storyboard(name: "Main", bundle: FixtureApp.bundle, registry: registry, options: .strict)
        #expect(
            registry.unregisteredClasses(in: storyboard).map(\.name) == [
                "FixtureApp.MessageViewController", "FixtureApp.SettingsViewController",
                "FixtureApp.SignOutViewController",
            ])
        #expect {
            try storyboard.instantiateViewController(identifier: "Settings")
        } throws: { error in
            guard case .unknownClass(let className, let location) = error as? NibLoadingError else { return false }
            return className == "FixtureApp.SettingsViewController" && location.line > 0
        }
    }

    @Test func theActionTablesAreWhatTheDocumentsNeed() throws {
        #expect(
            ActionDeclarations.actions(declaredBy: SettingsViewController.self).map(\.description) == [
                "toggleNotifications: (Switch)", "unwindToSettings: (unwind)",
            ])
        // A sender of the wrong type reaches nothing, and says so.
        let runner = Runner()
        let settings = SettingsViewController()
        settings.label = "Settings"
        let button = Button(frame: .zero)
        button.label = "Stray"
        button.addTarget(settings, action: "toggleNotifications:", for: .touchUpInside)
        try Self.show(settings, in: runner)
        runner.failurePolicy = .record
        button.sendActions(for: .touchUpInside)
        #expect(settings.notificationsOn)
        #expect(runner.diagnostics.map(\.id) == ["action-sender-mismatch"])
    }

    @Test func anActionNoTableDeclaresFailsAStrictLoadAtItsLine() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController" customModule="FixtureApp"/>
                    <button opaque="NO" contentMode="scaleToFill" id="b">
                        <connections>
                            <action selector="editProfil:" destination="-1" eventType="touchUpInside" id="a"/>
                        </connections>
                    </button>
                </objects>
            </document>
            """
        let lenient = try Nib(string: xib, name: "Typo.xib", registry: FixtureApp.registry())
        let result = try lenient.instantiateWithResult(owner: ProfileViewController())
        #expect(result.diagnostics.map(\.id) == ["undeclared-action"])
        let place = NibSourceLocation(file: "Typo.xib", line: 7, column: 17)
        let strict = try Nib(string: xib, name: "Typo.xib", registry: FixtureApp.registry(), options: .strict)
        #expect(
            throws: NibLoadingError.undeclaredAction(
                .init(
                    selector: "editProfil:", senderClass: "Button", targetClass: "ProfileViewController",
                    isUnwind: false, location: place))
        ) {
            try strict.instantiate(owner: ProfileViewController())
        }
    }
}
