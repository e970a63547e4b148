import NibArchive

/// Controllers archived with their view inline (an old `MainWindow.xib`, a controller object in a
/// xib): the view was decoded with them, so it counts as loaded and `viewDidLoad` comes from
/// `awakeFromNib`.
enum NibInlineViews {
    static func install(builder: NibObjectBuilder, archive: Archive) {
        for (index, object) in builder.built.entries {
            guard let controller = object as? ViewController, let viewIndex = archive.child(forKey: "view", of: index),
                let view = builder.built[viewIndex] as? View
            else { continue }
            controller.installArchivedView(view)
        }
    }
}
