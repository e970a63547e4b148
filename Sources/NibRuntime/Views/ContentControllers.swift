public import NibCodingCore

/// A controller whose view is a table (`<tableViewController>`; its `<tableView key="view">` is
/// its root view).
@MainActor
open class TableViewController: ViewController {
    /// Whether the selection clears when the view appears.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller in code.
    public override init(nibName: String?) { super.init(nibName: nibName) }

    /// Decodes the controller's keys.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        try coder.decode(into: &clearsSelectionOnViewWillAppear, forKey: "clearsSelectionOnViewWillAppear")
    }

    /// The table: the root view (loading it if needed).
    public var tableView: TableView? { view as? TableView }
}

/// A controller whose view is a collection (`<collectionViewController>`).
@MainActor
open class CollectionViewController: ViewController {
    /// Creates a controller in code.
    public override init(nibName: String?) { super.init(nibName: nibName) }

    /// Decodes the controller's keys.
    public required init(coder: any NibDecoding) throws { try super.init(coder: coder) }

    /// The collection: the root view (loading it if needed).
    public var collectionView: CollectionView? { view as? CollectionView }
}
