import Foundation
import NibTestSupport
import Testing

@testable import NibLint

/// Lints the real apps of `../shared/projects` (skipped when absent) with `--sources` and the
/// default rules: every finding is listed here with why it is true, so a false alarm, or a lost
/// true one, fails the test. Severities are part of the expectation.
@Suite("Real projects with sources")
struct ProjectSweepTests {
    static let projects: String? = {
        let path = PackagePaths.shared("projects")
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// (project, "file:line rule severity", why it is true).
    static let expected: [(String, String, String)] = [
        // ProtonVPN: a stale backup storyboard (not in the Xcode project) that no longer matches the code.
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:32 action-missing-in-source error",
            "MapViewController has no toggleSecureCore: any more"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:64 outlet-type-mismatch warning",
            "mapView is now a UIImageView, the backup connects an MKMapView"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:67 outlet-type-mismatch warning",
            "secureCoreSwitch is now a ConfirmationToggleSwitch, the backup has a plain UISwitch"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:113 action-missing-in-source error",
            "ProfilesViewController has no createProfileTapped: any more"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:198 outlet-missing-in-source error",
            "outlet createNewView removed from ProfilesViewController"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:199 outlet-missing-in-source error",
            "outlet createProfileButton removed from ProfilesViewController"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:294 outlet-missing-in-source error",
            "StatusViewController outlets of the backup are gone (iPKeyLabel)"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:295 outlet-missing-in-source error",
            "… iPStackView"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:296 outlet-missing-in-source error",
            "… iPValueLabel"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:297 outlet-missing-in-source error",
            "… serverKeyLabel"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:298 outlet-missing-in-source error",
            "… serverStackView"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:299 outlet-missing-in-source error",
            "… serverValueLabel"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/ios/ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard:309 custom-class-missing-in-source error",
            "TabNavigationController (module ProtonVPN, the app's own) is declared nowhere in the tree"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/macos/ProtonVPN/Scenes/Menu/Views/StatusMenuProfilesList.xib:13 outlet-missing-in-source error",
            "StatusMenuProfilesListController has no tableScrollView; AppKit logs Failed to connect outlet"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/macos/ProtonVPN/Scenes/Misc/Subuser alert/SubuserMacAlertViewController.xib:75 action-missing-in-source error",
            "the xib sends loginTapped (no colon); the method is loginTapped(_:) = loginTapped:"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/macos/ProtonVPN/Scenes/Misc/Subuser alert/SubuserMacAlertViewController.xib:93 action-missing-in-source error",
            "the xib sends assignConnectionsTapped; the method is assignConnectionsTapped:"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/macos/ProtonVPN/Scenes/Sidebar/Views/ServerInfo.xib:11 custom-class-missing-in-source warning",
            "File's Owner ServerInfoViewController was deleted; no code loads ServerInfo.xib (dead, still in the target)"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/macos/ProtonVPN/Scenes/Sidebar/Views/ServerInfo.xib:47 custom-class-missing-in-source error",
            "ServerInfoView was deleted; AppKit would create a plain NSView"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "apps/macos/ProtonVPN/Scenes/Upsell & Onboarding/Views/Welcome.xib:38 custom-class-missing-in-source error",
            "MapGradientView was renamed UpsellGradientView; WelcomeViewController loads Welcome.xib, so the gradient is a plain NSView"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "libraries/Modals/Sources/Modals-macOS/Resources/FeatureView.xib:9 custom-module-mismatch warning",
            "the macOS xib's File's Owner says Modals_iOS (copied from iOS); harmless at run time (owner passed in), wrong in IB"
        ),
        (
            "ProtonVPN__ios-mac-app",
            "sampleapps/BugReportSampleMacOSApp/BugReportSampleMacOSApp/Base.lproj/Main.storyboard:721 action-missing-in-source error",
            "sends buttonClicked (no colon); the method is buttonClicked(_:) = buttonClicked:"
        ),
        // element-ios: CocoaPods are declared (Podfile.lock) but not checked in.
        (
            "element-hq__element-ios",
            "Riot/Modules/Integrations/Widgets/Jitsi/JitsiViewController.xib:22 custom-class-missing-in-source warning",
            "JitsiMeetView comes from pod JitsiMeetSDKLite, absent: the warning says so and names that pod first"
        ),
        (
            "element-hq__element-ios",
            "Riot/Modules/KeyVerification/Common/Verify/SAS/KeyVerificationVerifyBySASViewController.storyboard:56 custom-class-missing-in-source warning",
            "KTCenterFlowLayout comes from pod KTCenterFlowLayout, absent: the warning says so and names it first"
        ),
        (
            "element-hq__element-ios",
            "Riot/Modules/KeyVerification/User/SessionStatus/UserVerificationSessionStatusViewController.storyboard:80 custom-class-missing-in-source warning",
            "customClass set to the image name encryption_warning by mistake (UIKit logs Unknown class); pods are absent, so a warning"
        ),
        (
            "element-hq__element-ios",
            "Riot/Modules/KeyVerification/User/SessionsStatus/UserVerificationSessionStatusCell.xib:25 custom-class-missing-in-source warning",
            "the same encryption_warning mistake"
        ),
        // element-ios, Objective-C classes (checked since the Objective-C scanner).
        (
            "element-hq__element-ios", "Riot/Assets/Base.lproj/Main.storyboard:253 outlet-missing-in-source error",
            "MasterTabBarController declares no searchBarButtonIem; the scene is stale (the coordinator builds the controller in code) and would crash if instantiated"
        ),
        (
            "element-hq__element-ios", "Riot/Assets/Base.lproj/Main.storyboard:254 outlet-missing-in-source error",
            "… nor settingsBarButtonItem (now a local of TabBarCoordinator)"
        ),
        (
            "element-hq__element-ios",
            "Riot/Modules/Authentication/Legacy/Views/AuthInputsView.xib:339 outlet-type-mismatch warning",
            "ssoButtonContainer is declared TermsView * but connected to a plain UIView"
        ),
        (
            "element-hq__element-ios",
            "Riot/Modules/Room/TimelineCells/Common/MXKRoomIOSOutgoingBubbleTableViewCell.xib:141 outlet-missing-in-source error",
            "no class of the chain declares activityIndicator (only the attachment cell does); no code loads this xib"
        ),
        (
            "element-hq__element-ios",
            "Riot/Modules/Room/Views/Title/Expanded/ExpandedRoomTitleView.xib:153 outlet-missing-in-source error",
            "addParticipantMask is declared nowhere; the view is only #imported, never loaded"
        ),
        (
            "element-hq__element-ios",
            "Riot/Modules/Room/Views/Title/Expanded/ExpandedRoomTitleView.xib:161 outlet-missing-in-source error",
            "roomDetailsMask, the same"
        ),
        // element-ios, document rules.
        (
            "element-hq__element-ios",
            "Riot/Modules/Settings/Security/ManageSession/ManageSession.storyboard:21 reuse-identifier-missing warning",
            "a prototype cell without reuseIdentifier (ibtool warns: prototype table cells must have reuse identifiers)"
        ),
        (
            "element-hq__element-ios",
            "Riot/Modules/Settings/Security/Security.storyboard:21 reuse-identifier-missing warning",
            "the same prototype cell, copied into this storyboard"
        ),
        // AltStore.
        (
            "rileytestut__AltStore", "AltServer/Base.lproj/Main.storyboard:62 outlet-missing-in-source error",
            "AltServer's AppDelegate property is private and not @objc now (fields built in code): AppKit cannot connect it"
        ),
        (
            "rileytestut__AltStore", "AltServer/Base.lproj/Main.storyboard:63 outlet-missing-in-source error",
            "the same, password field"
        ),
        (
            "rileytestut__AltStore",
            "AltStore/Authentication/Authentication.storyboard:442 custom-class-missing-in-source warning",
            "RSTPlaceholderView is Roxas's, a git submodule that is not checked out: the warning says so"
        ),
        (
            "rileytestut__AltStore",
            "AltStore/My Apps/InstalledAppsCollectionHeaderView.xib:37 outlet-missing-in-source error",
            "stale outlet button (the view is built in code now)"
        ),
        (
            "rileytestut__AltStore",
            "AltStore/My Apps/InstalledAppsCollectionHeaderView.xib:38 outlet-missing-in-source error",
            "stale outlet textLabel"
        ),
        // Delta.
        (
            "rileytestut__Delta", "Delta/Base.lproj/Settings.storyboard:1576 custom-class-missing-in-source warning",
            "RSTNavigationController is Roxas's (pod and submodule, neither checked out): the warning names pod 'Roxas' first"
        ),
    ]

    static let names = [
        "ProtonVPN__ios-mac-app", "element-hq__element-ios", "rileytestut__AltStore", "rileytestut__Delta",
    ]

    @Test(
        "--sources with the default rules: exactly the listed true findings", .enabled(if: projects != nil),
        arguments: names)
    func sweep(project: String) throws {
        let root = try #require(Self.projects) + "/" + project
        guard FileManager.default.fileExists(atPath: root) else { return }
        let result = try LintRunner.run(LintRunner.Request(paths: [root], options: LintOptions(sources: [root])))
        let found = result.findings.map { finding in
            let file = finding.location.map { String($0.file.dropFirst(root.count + 1)) } ?? ""
            return "\(file):\(finding.location?.line ?? 0) \(finding.id) \(finding.severity.rawValue)"
        }
        let expected = Self.expected.filter { $0.0 == project }.map(\.1)
        #expect(found.sorted() == expected.sorted(), "\(result.findings.map(\.description).joined(separator: "\n"))")
    }
}
