import NibKit

/// The first tab's list: a label, a button that shows the first message, a compose item.
public final class InboxViewController: ViewController, ActionDeclaring {
    public static let actions = ActionTable<InboxViewController>(
        .action("compose:", sender: BarButtonItem.self) { $0.compose($1) })
    @Outlet public var summaryLabel: Label?
    @Outlet public var openButton: Button?
    @Outlet public var composeItem: BarButtonItem?
    public var messages = ["Welcome", "Your invoice"]
    public private(set) var drafts = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel?.text = "\(messages.count) messages"
    }

    func compose(_ sender: BarButtonItem) { drafts += 1 }

    public override func prepare(for segue: StoryboardSegue, sender: AnyObject?) {
        super.prepare(for: segue, sender: sender)
        (segue.destination as? MessageViewController)?.subject = messages.first
    }
}

/// One message, shown by the inbox's `showMessage` segue.
public final class MessageViewController: ViewController, ActionDeclaring {
    public static let actions: ActionTable<MessageViewController> = ["archive:": { $0.archive($1) }]
    @Outlet public var subjectLabel: Label?
    @Outlet public var archiveButton: Button?
    public var subject: String?
    public private(set) var isArchived = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        subjectLabel?.text = subject
    }

    func archive(_ sender: AnyObject?) { isArchived = true }
}

/// The second tab: a notifications switch, and a sign-out confirmation that unwinds back here.
public final class SettingsViewController: ViewController, ActionDeclaring {
    public static let actions = ActionTable<SettingsViewController>(
        .action("toggleNotifications:", sender: Switch.self) { $0.notificationsOn = $1.isOn },
        .unwind("unwindToSettings:") { $0.signedOutFrom = $1.source })
    @Outlet public var notificationsSwitch: Switch?
    @Outlet public var signOutButton: Button?
    public var notificationsOn = true
    public private(set) weak var signedOutFrom: ViewController?
}

/// The sign-out confirmation (a form sheet); its button unwinds to Settings.
public final class SignOutViewController: ViewController {
    @Outlet public var confirmButton: Button?
}

/// The owner of ProfileView.xib.
public final class ProfileViewController: ViewController, ActionDeclaring {
    public static let actions = ActionTable<ProfileViewController>(.action("editProfile:") { $0.isEditing = true })
    @Outlet public var nameLabel: Label?
    @Outlet public var editButton: Button?
    public private(set) var isEditing = false
}
