// A Swift subclass of the Objective-C BaseViewController.
#if canImport(UIKit)
    import UIKit

    final class ProfileViewController: BaseViewController {
        @IBOutlet weak var avatarImageView: UIImageView!
        @IBAction func edit(_ sender: Any) {}
    }
#endif
