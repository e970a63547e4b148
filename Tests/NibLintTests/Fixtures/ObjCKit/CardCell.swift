// A Swift base class of the Objective-C LegacyCardCell.
#if canImport(UIKit)
    import UIKit

    @objc(CardCell) class CardCell: UITableViewCell {
        @IBOutlet weak var cardTitle: UILabel!
        @IBAction func flip(_ sender: Any) {}
    }
#endif
