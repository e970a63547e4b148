import NibKit

/// The first tab's list: a label, a button that shows the first message, a compose item.
public final class InboxViewController: ViewController, ActionDeclaring {
    /// The actions the storyboard connects to this controller.
    public static let actions = ActionTable<InboxViewController>(
        .action("compose:", sender: BarButtonItem.self) { $0.compose($1) })
    /// Shows how many messages there are.
    @Outlet public var summaryLabel: Label?
    /// Triggers the `showMessage` segue.
    @Outlet public var openButton: Button?
    /// Sends `compose:`.
    @Outlet public var composeItem: BarButtonItem?
    /// The messages listed.
    public var messages = ["Welcome", "Your invoice"]
    /// How many times `compose:` was sent.
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
    /// The actions the storyboard connects to this controller.
    public static let actions: ActionTable<MessageViewController> = ["archive:": { $0.archive($1) }]
    /// Shows the message's subject.
    @Outlet public var subjectLabel: Label?
    /// Sends `archive:`.
    @Outlet public var archiveButton: Button?
    /// The subject the inbox passed on in `prepare(for:sender:)`.
    public var subject: String?
    /// Whether `archive:` was sent.
    public private(set) var isArchived = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        subjectLabel?.text = subject
    }

    func archive(_ sender: AnyObject?) { isArchived = true }
}

/// The second tab: a notifications switch, and a sign-out confirmation that unwinds back here.
public final class SettingsViewController: ViewController, ActionDeclaring {
    /// The actions and the unwind action the storyboard connects to this controller.
    public static let actions = ActionTable<SettingsViewController>(
        .action("toggleNotifications:", sender: Switch.self) { $0.notificationsOn = $1.isOn },
        .unwind("unwindToSettings:") { $0.signedOutFrom = $1.source })
    /// Sends `toggleNotifications:`.
    @Outlet public var notificationsSwitch: Switch?
    /// Presents the sign-out confirmation.
    @Outlet public var signOutButton: Button?
    /// The switch's last state sent.
    public var notificationsOn = true
    /// The controller the last unwind came from.
    public private(set) weak var signedOutFrom: ViewController?
}

/// The sign-out confirmation (a form sheet); its button unwinds to Settings.
public final class SignOutViewController: ViewController {
    /// Unwinds to Settings.
    @Outlet public var confirmButton: Button?
}

/// The owner of ProfileView.xib.
public final class ProfileViewController: ViewController, ActionDeclaring {
    /// The actions the view nib connects to its owner.
    public static let actions = ActionTable<ProfileViewController>(.action("editProfile:") { $0.isEditing = true })
    /// Shows the profile's name.
    @Outlet public var nameLabel: Label?
    /// Sends `editProfile:`.
    @Outlet public var editButton: Button?
    /// Whether `editProfile:` was sent.
    public private(set) var isEditing = false
}
