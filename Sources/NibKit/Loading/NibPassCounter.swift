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

    /// Counts one `figure` about the object at `index`.
    mutating func count(_ figure: WritableKeyPath<NibLoadStatistics, Int>, at index: ObjectIndex) {
        total[keyPath: figure] += 1
        let scene = archive.objects[index.rawValue].scene
        if current == nil || scene != currentScene {
            finish()
            currentScene = scene
            current = byScene[scene] ?? NibLoadStatistics()
        }
        current?[keyPath: figure] += 1
    }

    /// Files the counts of the current scene in ``byScene``.
    mutating func finish() {
        if let current { byScene[currentScene] = current }
    }
}
