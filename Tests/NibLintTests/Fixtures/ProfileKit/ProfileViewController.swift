// A stand-in for the Swift source behind Samples/xib/OwnerOutlets.xib, read by MutationTests with
// NibSwiftSource's scanner. The `#if` keeps it out of the Linux test build (there is no UIKit), while
// the scanner reads every `#if` branch.
#if canImport(UIKit)
    import UIKit

    final class ProfileViewController: UIViewController {
        @IBOutlet private weak var avatarImageView: UIImageView!
        @IBOutlet private weak var nameField: UITextField!
        @IBOutlet private weak var nameLabel: UILabel!
        @IBOutlet private weak var notificationsSwitch: UISwitch!
        @IBOutlet private var actionButtons: [UIButton]!

        @IBAction private func notificationsChanged(_ sender: UISwitch) {}
        @IBAction private func followTapped(_ sender: UIButton) {}
        @IBAction private func messageTapped(_ sender: UIButton) {}
    }
#endif
