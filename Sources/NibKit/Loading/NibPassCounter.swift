import NibArchive

/// The counts of one instantiation pass, in total and by the storyboard scene of the object each
/// count is about (nil outside scenes), so that a scene built by two passes can be counted once.
struct NibPassCounter {
    private let archive: Archive
    /// Every count of the pass.
    private(set) var total = NibLoadStatistics()
    /// The counts by scene, complete once ``finish()`` ran.
    private(set) var byScene: [SceneIndex?: NibLoadStatistics] = [:]
    // Counts go to the scene of the last object counted until another scene's object comes (a
    // pass is nearly always about one scene), so the dictionary is hashed once per change.
    private var currentScene: SceneIndex?
    private var current: NibLoadStatistics?

    init(archive: Archive) { self.archive = archive }

    /// What a pass counts. A case rather than a key path: writing through a key path (and making
    /// one) cost more than the rest of counting.
    enum Figure {
        case objects, attributes, outlets, actions, awakeFromNib
    }

    /// Counts one `figure` about the object at `index`.
    mutating func count(_ figure: Figure, at index: ObjectIndex) {
        total.add(figure)
        let scene = archive.objects[index.rawValue].scene
        if current == nil || scene != currentScene {
            finish()
            currentScene = scene
            current = byScene[scene] ?? NibLoadStatistics()
        }
        current?.add(figure)
    }

    /// Files the counts of the current scene in ``byScene``.
    mutating func finish() {
        if let current { byScene[currentScene] = current }
    }
}

extension NibLoadStatistics {
    /// Adds one to a figure.
    fileprivate mutating func add(_ figure: NibPassCounter.Figure) {
        switch figure {
        case .objects: objects += 1
        case .attributes: attributes += 1
        case .outlets: outlets += 1
        case .actions: actions += 1
        case .awakeFromNib: awakeFromNib += 1
        }
    }
}
